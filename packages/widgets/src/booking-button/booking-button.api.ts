import { declareWidget } from "../core/declaration";
import { bookingCatalogs } from "./catalogs";
import { bookingStyles } from "./styles";
import { languageAndTheme } from "../core/attributes";

// <booking-button>'s API, declared once (core/declaration.ts): the element, the React props, the
// configuration layer, the manifest and the docs, and the loader's reserved height and fallback
// derive from it and from the JSDoc above it.

/**
 * <booking-button>: a 'Book a free strategy call' button that opens the calendar provider's
 * booking popup (Calendly's embed API), or a 800x600 popup window on the calendar URL when the
 * provider is unavailable. The provider's script loads once per page, async, after the page's
 * `load` event; its stylesheet goes to the document's head, where the provider's popup lives. The
 * calendar opens with the visit's campaign (`utm_*`) and the name and email a newsletter or contact
 * form of the same page sent (Calendly's `prefill` and `utm`). On a page whose `consent` is
 * required, the provider's code never loads: the button opens the booking page in a popup window.
 *
 * @fires opened - CustomEvent<{ via: "widget" | "popup" }>: the calendar opened.
 * @fires booked - CustomEvent<{ eventUri?: string; inviteeUri?: string }>: the provider reported a scheduled call (messages checked against the calendar URL's origin).
 * @csspart button - the button (`data-state` is loading, ready or unavailable)
 * @cssprop --mw-color-primary - button colour
 * @cssprop --mw-booking-height - button height
 * @cssprop --mw-booking-padding-inline - button side padding
 * @cssprop --mw-booking-font-size - button text size
 */
export const bookingButtonApi = declareWidget({
  tag: "booking-button",
  catalogs: bookingCatalogs,
  styles: bookingStyles,
  rootClass: "booking",
  attributes: {
    /** The booking page; defaults to the page configuration (`calendarUrl`). */
    calendarUrl: { config: true },
    /** The provider's widget script; defaults to the page configuration (`calendarScriptUrl`). Loaded only from the provider's origin (`https://assets.calendly.com`), loopback while the page is on loopback, or an origin the page configuration lists in `allowedScriptOrigins`; any other is refused with a console warning. */
    calendarScriptUrl: { config: true, renamedFrom: "scriptUrl" },
    /** The provider's widget stylesheet; defaults to the page configuration (`calendarStylesheetUrl`). Same origins as the script. */
    calendarStylesheetUrl: { config: true, renamedFrom: "stylesheetUrl" },
    /** The button's text; defaults to 'Book a free strategy call' in the widget's language. */
    label: {},
    ...languageAndTheme,
  },
  events: ["onOpened", "onBooked"],
  reserve: [48, 48, 48],
  // Its French label wraps onto two lines on a phone.
  reserveFr: [60, 48, 48],
  // Its HTML works as shown; its code is needed only once the visitor reaches for it.
  wake: "intent",
  fallback: "calendarUrl",
});
