import { Widget } from "../widgets/Widget";

/** The book-a-call call to action: the booking widget (calendar provider, popup fallback). */
export function BookCall() {
  return <Widget tag="booking-button" />;
}
