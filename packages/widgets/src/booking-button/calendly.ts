import type { CalendlyPrefill, CalendlyUtm } from "./calendarParameters";

/** What every Calendly embed takes: the booking page, the invitee's details, the campaign. */
export interface CalendlyEmbedOptions {
  url: string;
  prefill?: CalendlyPrefill;
  utm?: CalendlyUtm;
}

/**
 * The calendar provider's browser API, modelled on Calendly's embed script (widget.js):
 * `Calendly.initBadgeWidget` adds a floating badge (the widget) whose content is a button; clicking
 * it opens the provider's popup, an overlay in the document that holds the booking iframe, with
 * the badge's `prefill` and `utm`.
 */
export interface CalendlyApi {
  initBadgeWidget(
    options: CalendlyEmbedOptions & {
      text: string;
      color?: string;
      textColor?: string;
      branding?: boolean;
    },
  ): void;
  initPopupWidget?(options: CalendlyEmbedOptions): void;
}

/** Where the provider puts its widget, the widget's button and the popup's iframe. */
export const CALENDLY_SELECTORS = {
  widget: ".calendly-badge-widget",
  button: ".calendly-badge-content",
  iframe: ".calendly-overlay iframe, .calendly-popup iframe",
} as const;

/** The provider's messages to the page: `{ event: "calendly.event_scheduled", payload }`. */
export const CALENDLY_EVENTS = {
  scheduled: "calendly.event_scheduled",
  viewed: "calendly.event_type_viewed",
} as const;

export function getCalendly(win: Window | null | undefined): CalendlyApi | undefined {
  const candidate = (win as (Window & { Calendly?: unknown }) | null | undefined)?.Calendly;
  if (typeof candidate !== "object" || candidate === null) return undefined;
  const api = candidate as Partial<CalendlyApi>;
  return typeof api.initBadgeWidget === "function" ? (api as CalendlyApi) : undefined;
}

export interface CalendlyMessage {
  event: string;
  payload: Record<string, unknown>;
}

/** A message from the provider, or undefined for anything else posted to the window. */
export function readCalendlyMessage(data: unknown): CalendlyMessage | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { event, payload } = data as { event?: unknown; payload?: unknown };
  if (typeof event !== "string" || !event.startsWith("calendly.")) return undefined;
  const body = typeof payload === "object" && payload !== null ? payload : {};
  return { event, payload: body as Record<string, unknown> };
}

/** The event and invitee URIs Calendly sends with a scheduled event (`payload.event.uri`). */
export function readScheduledUris(payload: Record<string, unknown>): {
  eventUri?: string;
  inviteeUri?: string;
} {
  const uri = (value: unknown) => {
    const candidate = (value as { uri?: unknown } | undefined)?.uri;
    return typeof candidate === "string" ? candidate : undefined;
  };
  return { eventUri: uri(payload.event), inviteeUri: uri(payload.invitee) };
}
