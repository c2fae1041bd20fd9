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
  if (Number.isNaN(Date.parse(at as string))) return `"consent.at" must be an ISO 8601 time.`;
  return undefined;
}
