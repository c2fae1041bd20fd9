// The honeypot: a field people never see or reach (the contact form's hidden "website"), which
// form-filling bots fill. One rule for both back ends (the edge Worker and the local services) and
// both encodings (the widget's JSON, a form posted without JavaScript turned into it by
// form-posts.ts): a caught submission is answered as if sent, and goes nowhere.
import type { SubmissionKind } from "./validate-submission";

/** The honeypot's field name, in the form and in the JSON it posts. */
export const HONEYPOT_FIELD = "website";

/** Whether a submission's JSON text has its honeypot filled (anything but absent or empty). */
export function caughtByHoneypot(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/** What a caught submission is answered: the success a person would get, so the bot learns nothing. */
export function honeypotAnswer(
  kind: SubmissionKind,
  newId: () => string,
): [status: number, body: unknown] {
  if (kind === "comment") return [201, { ok: true, id: newId(), approved: false }];
  if (kind === "newsletter") return [200, { result: "success", pending: true }];
  return [200, { ok: true }];
}
