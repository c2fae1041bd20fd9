import type { DeclaredElement, WidgetEventMap } from "../core/element";
import { type DeclaredProps } from "../core/declaration";
import { bookingButtonApi } from "./booking-button.api";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { useAnalytics } from "../core/analytics";
import { rememberFirstTouch } from "../core/firstTouch";
import { visitorDetails } from "../core/visitorDetails";
import { Widget, useWidget } from "../core/WidgetRoot";
import { CALENDLY_EVENTS, readCalendlyMessage, readScheduledUris } from "./calendly";
import { loadCalendarProvider } from "./loadCalendarProvider";
import { allowedAssetUrl } from "./scriptOrigins";
import { calendarParameters } from "./calendarParameters";
import { openBooking, type OpenedVia } from "./openBooking";
import { createBookingStore } from "./store";
import { earlyAnswer, earlyPress } from "../core/serverMarkers";
import { useLive } from "../core/live";

/** spec §4: the ready flag is set 1 s after the provider's script has loaded. */
export const CALENDAR_READY_DELAY_MS = 1_000;

export interface BookedDetail {
  /** The scheduled event's URI at the provider, when it sent one. */
  eventUri?: string;
  /** The invitee's URI at the provider, when it sent one. */
  inviteeUri?: string;
}

/** The element's attributes as props (its declaration, booking-button.api.ts), and: */
export interface BookingButtonProps extends DeclaredProps<typeof bookingButtonApi> {
  /** Called when the calendar opened, in the provider's widget or in a popup window. */
  onOpened?: (detail: { via: OpenedVia }) => void;
  /** Called when the provider reports a scheduled call. */
  onBooked?: (detail: BookedDetail) => void;
}

export function BookingButton(props: BookingButtonProps) {
  return <Widget declaration={bookingButtonApi} props={props} body={BookingTrigger} />;
}

function BookingTrigger({ label, onOpened, onBooked }: BookingButtonProps) {
  const { config, t } = useWidget();
  const track = useAnalytics();
  const [store] = useState(() => createBookingStore());
  const { status, becomeReady, becomeUnavailable } = useStore(store);
  // The wrapper, there from the first render (link or button): the document the widget is in.
  const hostRef = useRef<HTMLSpanElement>(null);
  const cancelPending = useRef<() => void>(() => {});
  const callbacks = useRef({ onOpened, onBooked, track });
  useLayoutEffect(() => {
    callbacks.current = { onOpened, onBooked, track };
  });

  // spec §4: load on mount (the loader keeps it off the critical path and once per page).
  const { calendarScriptUrl, calendarStylesheetUrl } = config;
  const allowedOrigins = config.allowedScriptOrigins.join(" ");
  // A page that requires consent gets none of the provider's code until the visitor asks for the
  // calendar, which then opens in a window of its own (docs/decisions/2026-12-07-booking-attribution.md).
  const consentRequired = config.consent?.required === true;
  useEffect(() => {
    if (consentRequired) return becomeUnavailable();
    const doc = hostRef.current?.ownerDocument ?? document;
    const allowed = allowedOrigins.split(" ");
    const scriptUrl = allowedAssetUrl(calendarScriptUrl, allowed, doc.URL);
    const stylesheetUrl = allowedAssetUrl(calendarStylesheetUrl, allowed, doc.URL);
    // A refused script leaves the popup window on the calendar URL (openBooking's fallback).
    if (!scriptUrl) return becomeUnavailable();
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void loadCalendarProvider({ scriptUrl, stylesheetUrl }, doc).then((outcome) => {
      if (!active) return;
      if (outcome === "failed") return becomeUnavailable();
      timer = setTimeout(becomeReady, CALENDAR_READY_DELAY_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [
    calendarScriptUrl,
    calendarStylesheetUrl,
    allowedOrigins,
    consentRequired,
    becomeReady,
    becomeUnavailable,
  ]);

  // The provider's window messages become DOM events, only from the calendar frame this button
  // opened (its window and origin): another frame of the same origin on the page is not trusted.
  // The popup fallback opens with `noopener`, so it cannot post to the page at all.
  useEffect(() => {
    const origin = originOf(config.calendarUrl);
    const win = hostRef.current?.ownerDocument.defaultView;
    if (!origin || !win) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !event.source || event.source !== calendarFrame.current)
        return;
      const message = readCalendlyMessage(event.data);
      if (message?.event === CALENDLY_EVENTS.scheduled) {
        callbacks.current.onBooked?.(readScheduledUris(message.payload));
        callbacks.current.track({ event: "generate_lead", lead_source: "booking" });
      }
    };
    win.addEventListener("message", onMessage);
    return () => win.removeEventListener("message", onMessage);
  }, [config.calendarUrl]);

  useEffect(() => () => cancelPending.current(), []);
  const live = useLive();
  const calendarFrame = useRef<Window | undefined>(undefined);
  // From a press until the calendar shows (the provider's widget is clicked 0.5 s after it is
  // created): the button says it is opening.
  const [opening, setOpening] = useState(false);

  const text = label || t("label");
  function handleClick() {
    const win = hostRef.current?.ownerDocument.defaultView;
    if (!win) return;
    cancelPending.current();
    setOpening(true);
    cancelPending.current = openBooking({
      win,
      calendarUrl: config.calendarUrl,
      // Read at the click: a form of this page sent since the button appeared counts.
      parameters: calendarParameters(rememberFirstTouch(win), visitorDetails(win)),
      label: text,
      ready: status === "ready",
      onOpened: (via, frame) => {
        setOpening(false);
        calendarFrame.current = frame;
        callbacks.current.onOpened?.({ via });
      },
    });
  }

  // Server-rendered (and until the element is live), a link to the booking page: the call to
  // action works without JavaScript, or when the code cannot load. The widget upgrades it to the
  // button that opens the calendar.
  if (!live)
    return (
      <span className="mw-booking" ref={hostRef}>
        <a
          className="mw-button mw-booking__button"
          part="button"
          href={config.calendarUrl}
          // A press before the code arrives opens the calendar on the page once it is in; the
          // link says it is opening meanwhile.
          {...earlyPress("button")}
          {...earlyAnswer(t("opening"))}
        >
          {text}
        </a>
      </span>
    );
  return (
    <span className="mw-booking" ref={hostRef}>
      <button
        type="button"
        className="mw-button mw-booking__button"
        part="button"
        data-state={status}
        aria-busy={opening || undefined}
        onClick={handleClick}
        {...earlyAnswer(t("opening"))}
      >
        {opening ? t("opening") : text}
      </button>
    </span>
  );
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** `document.querySelector("booking-button")` in TypeScript: its attributes as properties, typed events. */
export type BookingButtonElement = DeclaredElement<typeof bookingButtonApi, BookingButtonProps>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BookingButtonEventMap = WidgetEventMap<BookingButtonProps>;
