import { CALENDLY_SELECTORS, getCalendly } from "./calendly";
import { calendarUrlWith, type CalendarParameters } from "./calendarParameters";

/** spec §4: the widget's button is clicked 0.5 s after the widget is created. */
export const WIDGET_CLICK_DELAY_MS = 500;
/** spec §4/§9: the fallback is a popup window of 800x600 on the calendar URL. */
export const POPUP_WIDTH = 800;
export const POPUP_HEIGHT = 600;
export const POPUP_FEATURES = `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},noopener`;

export type OpenedVia = "widget" | "popup";

export interface OpenBookingOptions {
  win: Window;
  calendarUrl: string;
  /** The visit's campaign and the visitor's details, for the calendar (calendarParameters.ts). */
  parameters: CalendarParameters;
  /** The badge text the provider's widget is created with. */
  label: string;
  /** The provider's script loaded and the 1 s ready delay has passed. */
  ready: boolean;
  /** `frame` is the calendar iframe's window: the only source whose messages are trusted. */
  onOpened(via: OpenedVia, frame?: Window): void;
}

/**
 * Opens the booking calendar: the provider's widget when it is ready, else (or when the widget,
 * its button or its iframe is missing, or anything throws) a popup window on the calendar URL,
 * `parameters` in its query.
 * Returns a cancel function for the pending auto-click.
 */
export function openBooking({
  win,
  calendarUrl,
  parameters,
  label,
  ready,
  onOpened,
}: OpenBookingOptions) {
  const popup = () => {
    win.open(calendarUrlWith(calendarUrl, parameters), "_blank", POPUP_FEATURES);
    onOpened("popup");
  };
  const calendly = ready ? getCalendly(win) : undefined;
  if (!calendly) {
    popup();
    return () => {};
  }
  const doc = win.document;
  let widget: HTMLElement | null = null;
  try {
    calendly.initBadgeWidget({ url: calendarUrl, ...parameters, text: label, branding: false });
    const widgets = doc.querySelectorAll<HTMLElement>(CALENDLY_SELECTORS.widget);
    widget = widgets[widgets.length - 1] ?? null;
  } catch {
    widget = null;
  }
  if (!widget) {
    popup();
    return () => {};
  }
  // Our button is the visible trigger; the provider's floating badge is only a means to its popup.
  widget.style.display = "none";
  const badge = widget;
  const timer = win.setTimeout(() => {
    try {
      const button = badge.querySelector<HTMLElement>(CALENDLY_SELECTORS.button);
      if (!button) return popup();
      button.click();
      const iframe = doc.querySelector<HTMLIFrameElement>(CALENDLY_SELECTORS.iframe);
      if (!iframe) return popup();
      onOpened("widget", iframe.contentWindow ?? undefined);
    } catch {
      popup();
    } finally {
      badge.remove();
    }
  }, WIDGET_CLICK_DELAY_MS);
  return () => {
    win.clearTimeout(timer);
    badge.remove();
  };
}
