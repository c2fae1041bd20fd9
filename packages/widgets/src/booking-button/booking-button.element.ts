import { BookingButton, bookingButtonDefinition, type BookingButtonProps } from "./BookingButton";
import { bookingButtonApi } from "./booking-button.api";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

export const defineBookingButton = widgetModule(bookingButtonApi, BookingButton);

/** `document.querySelector("booking-button")` in TypeScript: its attributes as properties, typed events. */
export type BookingButtonElement = ElementOf<typeof defineBookingButton>;

declare global {
  interface HTMLElementTagNameMap {
    "booking-button": BookingButtonElement;
  }
}

/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BookingButtonEventMap = WidgetEventMap<BookingButtonProps>;

// This file is the entry of `@marketing/widgets/booking-button`, dist/embed/booking-button.js and widgets.js's
// chunk for <booking-button> (which calls `define` itself, after the warm-up steps).
export { defineBookingButton as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { bookingButtonDefinition as definition };
