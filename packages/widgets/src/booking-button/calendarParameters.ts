// What the calendar is opened with besides its address: the visit's campaign (the session's first
// touch, core/firstTouch.ts) and the name and email the visitor already gave a form on this page
// (core/visitorDetails.ts), in the two shapes Calendly reads: its embed API's `prefill` and `utm`
// options, and the booking page's query parameters (the popup window's address). Both go only to
// the calendar the visitor asked to open (docs/decisions/2026-12-07-booking-attribution.md).
import type { Utm, UtmParameter } from "@marketing/contracts";
import type { VisitorDetails } from "../core/visitorDetails";

/** Calendly's `prefill` option (the invitee's name and email on its booking form). */
export type CalendlyPrefill = VisitorDetails;

/** Calendly's `utm` option, its keys for the `utm_*` parameters. */
export interface CalendlyUtm {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
}

const UTM_OPTION: Record<UtmParameter, keyof CalendlyUtm> = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_content: "utmContent",
  utm_term: "utmTerm",
};

export interface CalendarParameters {
  prefill: CalendlyPrefill;
  utm: CalendlyUtm;
}

/** The visit's campaign and the visitor's details as Calendly's options; blank ones left out. */
export function calendarParameters(utm: Utm, visitor: VisitorDetails): CalendarParameters {
  const options: CalendlyUtm = {};
  for (const [name, option] of Object.entries(UTM_OPTION) as [UtmParameter, keyof CalendlyUtm][])
    if (utm[name]) options[option] = utm[name];
  const prefill: CalendlyPrefill = {};
  if (visitor.name) prefill.name = visitor.name;
  if (visitor.email) prefill.email = visitor.email;
  return { prefill, utm: options };
}

/**
 * The booking page's address with the same parameters in its query (`name`, `email`, `utm_*`, as
 * Calendly reads them on its pages), for the popup window; a parameter the address already has is
 * replaced. An address that does not parse is returned as it is.
 */
export function calendarUrlWith(calendarUrl: string, { prefill, utm }: CalendarParameters): string {
  let url: URL;
  try {
    url = new URL(calendarUrl);
  } catch {
    return calendarUrl;
  }
  const query: Array<[string, string | undefined]> = [
    ["name", prefill.name],
    ["email", prefill.email],
    ...(Object.entries(UTM_OPTION) as [UtmParameter, keyof CalendlyUtm][]).map(
      ([name, option]): [string, string | undefined] => [name, utm[option]],
    ),
  ];
  let changed = false;
  for (const [name, value] of query) {
    if (!value) continue;
    url.searchParams.set(name, value);
    changed = true;
  }
  return changed ? url.href : calendarUrl;
}
