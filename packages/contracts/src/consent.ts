// Consent to the processing of a visitor's data: what a form records when the page's `consent`
// configuration shows the checkbox, and what the endpoints accept. One home for its shape and limits.

/**
 * What a submission carries when the form showed the consent box: whether it was ticked, when it
 * was sent (ISO 8601) and the exact sentence shown beside the box, in the visitor's language.
 * Absent when the page configures no consent.
 */
export interface ConsentRecord {
  given: boolean;
  at: string;
  text: string;
}

/**
 * A time as `Date.prototype.toISOString` writes it, or with a UTC offset: `2025-03-14T10:00:00Z`,
 * `…T10:00:00.123+01:00`. Strict, so nothing but digits and separators can ride along (what
 * `Date.parse` accepts is far wider: NUL, bidirectional overrides, markup). The Apps Script
 * (packages/apps-script/src/text.js) keeps a copy; both run text-rules.cases.json's `times`.
 */
export const ISO_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** Whether a text is a strict ISO 8601 time (ISO_TIME_PATTERN) of a real day (no 31 February). */
export function isIsoTime(value: string): boolean {
  if (!ISO_TIME_PATTERN.test(value)) return false;
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** The longest consent sentence and time an endpoint stores. */
export const CONSENT_MAX_LENGTHS = { at: 40, text: 1000 } as const;

/**
 * The record checked as an endpoint receives it: an object with a boolean `given`, and `at` and
 * `text` strings within their limits; the reason it is refused otherwise.
 */
export function consentProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return `"consent" must be an object {given, at, text}.`;
  const { given, at, text } = value as Record<string, unknown>;
  if (typeof given !== "boolean") return `"consent.given" must be true or false.`;
  for (const [field, fieldValue] of [
    ["at", at],
    ["text", text],
  ] as const) {
    if (typeof fieldValue !== "string" || fieldValue.trim() === "")
      return `"consent.${field}" must be a non-empty string.`;
    if (fieldValue.length > CONSENT_MAX_LENGTHS[field])
      return `"consent.${field}" is longer than ${CONSENT_MAX_LENGTHS[field]} characters.`;
  }
  if (!isIsoTime(at as string)) return `"consent.at" must be an ISO 8601 time.`;
  return undefined;
}
