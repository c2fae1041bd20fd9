// A form posted without JavaScript (urlencoded, from a server-rendered widget, to its API route):
// the edge Worker turns it into the JSON body the widget would have sent, checks it with the same
// rules (validate-submission.ts), then sends the visitor back to the page they posted from.
import { ATTRIBUTION_FIELDS } from "./attribution";
import { HONEYPOT_FIELD } from "./honeypot";
import type { SubmissionKind } from "./validate-submission";

const TYPES: Record<SubmissionKind, string> = {
  newsletter: "newsletter_subscription",
  contact: "contact_form",
  comment: "blog_comment",
};

/** The fields each kind takes from the form (the time and a comment's id are the endpoint's). */
const FORM_FIELDS: Record<SubmissionKind, readonly string[]> = {
  newsletter: ["email"],
  contact: ["name", "email", "company", "message"],
  comment: ["postSlug", "name", "email", "message", "parentId"],
};

/** The comment form's "notify me of replies" checkbox (CommentPayload's `notifyReplies`). */
export const NOTIFY_REPLIES_FIELD = "notifyReplies";

/** Whether a request body is a native form post rather than the widgets' JSON. */
export function isFormPost(contentType: string | null | undefined): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(contentType?.trim() ?? "");
}

/**
 * The JSON text a widget would have posted for this form, with its honeypot if filled, so the
 * same check (honeypot.ts) catches a bot whichever way it posts.
 */
export function submissionFromForm(
  kind: SubmissionKind,
  form: URLSearchParams,
  now: Date,
  newId: () => string,
): string {
  const body: Record<string, string | boolean> = { type: TYPES[kind] };
  for (const field of [...FORM_FIELDS[kind], ...ATTRIBUTION_FIELDS, HONEYPOT_FIELD]) {
    const value = form.get(field);
    if (value !== null) body[field] = value;
  }
  const at = now.toISOString();
  if (kind === "newsletter") body.subscribed_at = at;
  if (kind === "contact") body.submitted_at = at;
  if (kind === "comment") Object.assign(body, { id: newId(), date: at });
  // A ticked checkbox is posted (its value aside), an unticked one is not.
  if (kind === "comment" && form.has(NOTIFY_REPLIES_FIELD)) body[NOTIFY_REPLIES_FIELD] = true;
  return JSON.stringify(body);
}

/** The hidden field naming which form of its page a native post came from (its outcome ids). */
export const FORM_OUTCOME_FIELD = "form";

/**
 * The prefix of a form's outcome ids: its kind, or its kind and a suffix the server render gave
 * (`newsletter-2`) when a page has more than one form of a kind. Anything else posted is ignored:
 * it only ever names a fragment, of letters, digits and hyphens, never a header or another page.
 */
export function formOutcomePrefix(kind: SubmissionKind, posted: string | null | undefined): string {
  return posted && new RegExp(`^${kind}(?:-[a-z0-9]{1,32})?$`).test(posted) ? posted : kind;
}

/**
 * Where the visitor lands after a form post: the page they posted from (its `page` field, a path
 * on this site, never another site), at the fragment that shows the outcome in the page's
 * language (`#newsletter-sent`, `#contact-failed`, `#newsletter-2-sent` for a page's second form…).
 */
export function formPostRedirect(
  kind: SubmissionKind,
  page: string | null,
  ok: boolean,
  origin: string,
  form?: string | null,
): string {
  return `${formPostPage(page, origin)}#${formPostFragment(formOutcomePrefix(kind, form), ok)}`;
}

/** The page a form was posted from (its `page` field, a path), on this site: else the home page. */
export function formPostPage(page: string | null, origin: string): string {
  const target = pageOnSite(page, origin);
  return `${origin}${target ? target.pathname + target.search : "/"}`;
}

/** The page a post names (a path or an address), when it is on this site; never another site. */
function pageOnSite(page: string | null, origin: string): URL | undefined {
  try {
    const target = new URL(page ?? "/", origin);
    return target.origin === origin ? target : undefined;
  } catch {
    return undefined; // not an address
  }
}

/**
 * Where a mail link's page posted without JavaScript sends its reader back: that page (`page`,
 * else `fallback`), without its query, which held the link's token, at the outcome's message
 * (`/fr/comments/moderate#moderation-approved`).
 */
export function mailLinkPageRedirect(
  page: string | null,
  fallback: string,
  outcomeId: string,
  origin: string,
): string {
  const path = (page && pageOnSite(page, origin)?.pathname) || fallback;
  return `${origin}${path}#${outcomeId}`;
}

/** The id of the page's outcome message for a form post, from its form's prefix. */
export function formPostFragment(prefix: string, ok: boolean): string {
  return `${prefix}-${ok ? "sent" : "failed"}`;
}
