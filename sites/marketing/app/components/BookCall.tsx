import { BookingButton } from "@marketing/widgets";

/** The book-a-call call to action: the booking widget (calendar provider, popup fallback). */
export function BookCall() {
  return <BookingButton />;
}
