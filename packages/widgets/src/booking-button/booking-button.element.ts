// The element's file: the entry of its npm subpath (`@marketing/widgets/<tag>`), its embed script
// and widgets.js's chunk for its tag, which calls `define` itself after the warm-up steps
// (src/embed/warm.tsx, from `declaration`). Its types are at the end of the component's file.
import { BookingButton, type BookingButtonElement } from "./BookingButton";
import { bookingButtonApi } from "./booking-button.api";
import { widgetModule } from "../core/element";
export { type BookingButtonElement, type BookingButtonEventMap } from "./BookingButton";

export { bookingButtonApi as declaration };
export const define = widgetModule(bookingButtonApi, BookingButton);
export { define as defineBookingButton };

declare global {
  interface HTMLElementTagNameMap {
    "booking-button": BookingButtonElement;
  }
}
