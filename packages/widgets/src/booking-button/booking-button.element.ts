import { BookingButton, bookingButtonDefinition, type BookingButtonProps } from "./BookingButton";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

/**
 * <booking-button>: a 'Book a free strategy call' button that opens the calendar provider's
 * booking popup (Calendly's embed API), or a 800x600 popup window on the calendar URL when the
 * provider is unavailable. The provider's script loads once per page, async, after the page's
 * `load` event; its stylesheet goes to the document's head, where the provider's popup lives.
 *
 * @attr calendar-url - The booking page; defaults to the page configuration (`calendarUrl`).
 * @attr calendar-script-url - The provider's widget script; defaults to the page configuration (`calendarScriptUrl`). Loaded only from the provider's origin (`https://assets.calendly.com`), loopback while the page is on loopback, or an origin the page configuration lists in `allowedScriptOrigins`; any other is refused with a console warning.
 * @attr calendar-stylesheet-url - The provider's widget stylesheet; defaults to the page configuration (`calendarStylesheetUrl`). Same origins as the script.
 * @attr label - The button's text; defaults to 'Book a free strategy call' in the widget's language.
 * @attr lang - en or fr; defaults to the page's language detection.
 * @attr theme - light (default), dark, or auto (the page's `dark`/`light` class or `data-theme` on html or body, else the system setting); defaults to the page configuration.
 * @fires opened - CustomEvent<{ via: "widget" | "popup" }>: the calendar opened.
 * @fires booked - CustomEvent<{ eventUri?: string; inviteeUri?: string }>: the provider reported a scheduled call (messages checked against the calendar URL's origin).
 * @csspart button - the button (`data-state` is loading, ready or unavailable)
 * @cssprop --mw-color-primary - button colour
 * @cssprop --mw-booking-height - button height
 * @cssprop --mw-booking-padding-inline - button side padding
 * @cssprop --mw-booking-font-size - button text size
 */
export const defineBookingButton = widgetModule("booking-button", BookingButton, {
  props: {
    calendarUrl: "string",
    calendarScriptUrl: "string",
    calendarStylesheetUrl: "string",
    label: "string",
    lang: "string",
    theme: "string",
  },
  renamed: { scriptUrl: "calendarScriptUrl", stylesheetUrl: "calendarStylesheetUrl" },
  events: ["onOpened", "onBooked"],
});

/** `document.querySelector("booking-button")` in TypeScript: its attributes as properties, typed events. */
export type BookingButtonElement = ElementOf<typeof defineBookingButton>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BookingButtonEventMap = WidgetEventMap<BookingButtonProps>;

// This file is the entry of `@marketing/widgets/booking-button`, dist/embed/booking-button.js and widgets.js's
// chunk for <booking-button> (which calls `define` itself, after the warm-up steps).
export { defineBookingButton as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { bookingButtonDefinition as definition };
