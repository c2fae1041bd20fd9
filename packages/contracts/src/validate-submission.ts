// The submission endpoints' rules, in one home: the local services and the edge Worker
// (packages/edge) check every post with `validateSubmission`, so both refuse the same bodies.
import { ATTRIBUTION_FIELDS } from "./attribution";
import { commentFieldProblem } from "./comment-rules";
import { consentProblem } from "./consent";
import { maxLengthOf } from "./limits";
import { notifyRepliesProblem } from "./moderation";
import type { CommentPayload, ContactSubmission, NewsletterSubscription } from "./submissions";
import { cleanText, isValidEmail } from "./text-rules";

/** A body the rules refuse: the endpoints answer 400 with this message. */
export class SubmissionError extends Error {
  readonly status = 400;
}

/** Largest submission body an endpoint reads, in bytes (the longest valid one is about 15 KB). */
export const MAX_SUBMISSION_BYTES = 64 * 1024;

export type SubmissionKind = "newsletter" | "contact" | "comment";
export const SUBMISSION_KINDS: readonly SubmissionKind[] = ["newsletter", "contact", "comment"];

export interface PayloadByKind {
  newsletter: NewsletterSubscription;
  contact: ContactSubmission;
  comment: CommentPayload;
}

interface Rule {
  type: string;
  required: readonly string[];
  optional: readonly string[];
  /** Fields that must hold a valid address when not blank. */
  emails: readonly string[];
  /** Free text: stored without control characters or bidirectional overrides (`cleanText`). */
  texts: readonly string[];
}

/**
 * Where a submission came from (`page`, `referrer`, `lang`, `utm_*`): optional on every kind (an
 * older embed sends none), bounded like the other fields and stored as cleaned text.
 */
const ATTRIBUTION = [...ATTRIBUTION_FIELDS];

const RULES: Record<SubmissionKind, Rule> = {
  newsletter: {
    type: "newsletter_subscription",
    required: ["email"],
    optional: ["subscribed_at", ...ATTRIBUTION],
    emails: ["email"],
    texts: ATTRIBUTION,
  },
  contact: {
    type: "contact_form",
    required: ["name", "email", "message"],
    optional: ["company", "submitted_at", ...ATTRIBUTION],
    emails: ["email"],
    texts: ["name", "company", "message", ...ATTRIBUTION],
  },
  comment: {
    type: "blog_comment",
    required: ["postSlug", "id", "name", "message"],
    optional: ["email", "date", "parentId", ...ATTRIBUTION],
    emails: ["email"],
    texts: ["name", "message", ...ATTRIBUTION],
  },
};

/**
 * Parses and checks a submission body; throws a SubmissionError that names the problem. A
 * comment's `date` becomes `now`, the endpoint's own time (comment-rules.ts).
 */
export function validateSubmission<K extends SubmissionKind>(
  kind: K,
  bodyText: string,
  now: Date = new Date(),
): PayloadByKind[K] {
  const rule = RULES[kind];
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new SubmissionError("Request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new SubmissionError("Request body must be a JSON object.");
  }
  const record = body as Record<string, unknown>;
  if (record.type !== rule.type) {
    throw new SubmissionError(`Field "type" must be "${rule.type}".`);
  }
  const payload: Record<string, unknown> = { type: rule.type };
  for (const field of [...rule.required, ...rule.optional]) {
    const value = record[field] ?? "";
    if (typeof value !== "string") throw new SubmissionError(`Field "${field}" must be a string.`);
    const max = maxLengthOf(field);
    if (max !== undefined && value.length > max)
      throw new SubmissionError(`Field "${field}" is longer than ${max} characters.`);
    payload[field] = rule.texts.includes(field) ? cleanText(value) : value;
  }
  // The consent box's record, on every kind when the page shows one: stored as checked, its
  // sentence as cleaned text.
  if (record.consent !== undefined) {
    const problem = consentProblem(record.consent);
    if (problem) throw new SubmissionError(problem);
    const { given, at, text } = record.consent as { given: boolean; at: string; text: string };
    payload.consent = { given, at, text: cleanText(text) };
  }
  const missing = rule.required.filter((field) => String(payload[field] ?? "").trim() === "");
  if (missing.length > 0) {
    throw new SubmissionError(
      `Missing required field${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`,
    );
  }
  for (const field of rule.emails) {
    const value = String(payload[field] ?? "").trim();
    if (value !== "" && !isValidEmail(value)) {
      throw new SubmissionError(`Field "${field}" is not a valid email address.`);
    }
    // Stored as checked (the Apps Script trims too): no line break rides along after it.
    payload[field] = value;
  }
  if (kind === "comment") {
    const problem =
      commentFieldProblem(payload as unknown as PayloadByKind["comment"]) ??
      notifyRepliesProblem(record.notifyReplies, String(payload.email));
    if (problem) throw new SubmissionError(problem);
    payload.date = now.toISOString();
    // Stored beside the email, privately: whether its author is told of replies.
    if (record.notifyReplies === true) payload.notifyReplies = true;
  }
  return payload as unknown as PayloadByKind[K];
}
