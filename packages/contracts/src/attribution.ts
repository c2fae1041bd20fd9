// Where a submission came from: one home for the fields, their cleaning and their bounds. The
// widgets send them with every newsletter, contact and comment post; the local services and the
// Apps Script (packages/apps-script) check and store them.
import { cleanText } from "./text-rules";

/** The campaign parameters kept from the visitor's first page of the session. */
export const UTM_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/** The first touch's campaign, as kept in `sessionStorage`: only the parameters it carried. */
export type Utm = Partial<Record<UtmParameter, string>>;

/**
 * What a submission carries besides its own fields: the page it was sent from (no query or hash),
 * the browser's referrer, the widget's language and the session's first-touch campaign (blank when
 * there was none). Optional on the wire: an endpoint must accept posts from older embeds.
 */
export interface Attribution extends Record<UtmParameter, string> {
  page: string;
  referrer: string;
  lang: string;
}

/**
 * Their limits, part of FIELD_MAX_LENGTHS (limits.ts), kept here so that a widget cutting a value
 * does not carry every other field's limit.
 */
export const ATTRIBUTION_MAX_LENGTHS = {
  page: 2000,
  referrer: 2000,
  lang: 35,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
} as const satisfies Record<keyof Attribution, number>;

/** Every attribution field, in the order the Apps Script (packages/apps-script) writes them as columns. */
export const ATTRIBUTION_FIELDS = [
  "page",
  "referrer",
  "lang",
  ...UTM_PARAMETERS,
] as const satisfies ReadonlyArray<keyof Attribution>;

/**
 * An attribution value as sent: the shared text rule (no control character or bidirectional
 * override), every run of white space one space, trimmed and cut to the field's limit, so a
 * hostile `utm_*` (10 KB, line breaks, markup) becomes one bounded line of inert text.
 */
export function cleanAttributionValue(field: keyof Attribution, value: string): string {
  const line = cleanText(value).replace(/\s+/g, " ").trim();
  return line.slice(0, ATTRIBUTION_MAX_LENGTHS[field]);
}

/** A URL without its query and hash (`page`, `referrer`): a query may hold an email or a token. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, "");
}
