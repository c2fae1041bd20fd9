// POST /api/newsletter, /api/contact, /api/comments: limited per client address by the
// rate-limiting binding, a widget's JSON refused without a valid, unused proof of work (proof.ts),
// checked with the contracts' rules (the same function the local services use), then forwarded to
// the configured Apps Script or webhook; its answer is what the widget reads. A form posted without
// JavaScript has no proof: it is answered with a redirect back to its page (form-posts.ts) and
// counted against a stricter budget (FORM_POST_LIMITER). A stored contact message or comment is
// then told to the owner (notify/), after the answer, never failing it.
import {
  COMMENTS_RANGE,
  FORM_OUTCOME_FIELD,
  MAX_SUBMISSION_BYTES,
  SubmissionError,
  commentToRow,
  parseCommentRows,
  caughtByHoneypot,
  confirmationFromForm,
  confirmationOutcome,
  confirmationRedirect,
  formPostRedirect,
  honeypotAnswer,
  isFormPost,
  submissionFromForm,
  validateSubmission,
  type CommentPayload,
  type ContactSubmission,
  type NewsletterConfirmation,
  type PayloadByKind,
  type SubmissionKind,
} from "@marketing/contracts";
import type { Context, Env } from "./env";
import { clientKey } from "./client";
import { commentsSheetAccess, postToEndpoint, type Forwarded } from "./endpoint";
import { BodyTooLarge, json, problem, readLimited } from "./http";
import { notifyOwner, type Stored } from "./notify";
import { replyShown } from "./moderation/reply-notice";
import { checkProof, proofRefused } from "./proof";
import { forgetSheetCopy } from "./sheets";
import { afterNewsletter, withEndpointAsk, type NewsletterPayload } from "./subscribers/endpoint";

const ENDPOINT: Record<SubmissionKind, keyof Env> = {
  newsletter: "NEWSLETTER_ENDPOINT",
  contact: "CONTACT_ENDPOINT",
  comment: "COMMENTS_ENDPOINT",
};

/** A newsletter route's checked body: a subscription or a confirmation link's post. */
const newsletterOf = (payload: unknown) => payload as NewsletterPayload;

/** Posts the checked body as the widget would have (JSON in a text/plain body). */
export async function forward(env: Env, kind: SubmissionKind, body: string): Promise<Forwarded> {
  const endpoint = String(env[ENDPOINT[kind]] ?? "").trim();
  if (!endpoint) {
    if (kind === "comment" && env.GOOGLE_SERVICE_ACCOUNT?.trim()) return appendComment(env, body);
    return { ok: false, status: 503 };
  }
  return postToEndpoint(env, endpoint, body);
}

/**
 * With a service account and no comments endpoint: the comment's public fields appended to the
 * Comments sheet as plain text (`RAW`: a leading `=` stays text), held for moderation.
 */
async function appendComment(env: Env, body: string): Promise<Forwarded> {
  const comment = JSON.parse(body) as CommentPayload;
  const { values: valuesOf, auth } = await commentsSheetAccess(env);
  const sheet = valuesOf(COMMENTS_RANGE);
  // A retried post (its answer lost on the way back) names an id already stored: not a second row.
  const stored = await fetch(sheet, { headers: auth });
  if (!stored.ok) return { ok: false, status: 502 };
  const { values = [] } = (await stored.json()) as { values?: string[][] };
  if (parseCommentRows(values).some((row) => row.id === comment.id))
    return { ok: true, answer: { ok: true, id: comment.id, approved: false } };
  const url = `${sheet}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`;
  const row = commentToRow({ ...comment, approved: false });
  const response = await fetch(url, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ values: [row] }),
  });
  if (!response.ok) return { ok: false, status: 502 };
  return { ok: true, answer: { ok: true, id: comment.id, approved: false } };
}

/**
 * The newsletter confirmation page's post (contracts' confirmation.ts): its token is the endpoint's
 * to check (signed with its secret); here only its shape.
 */
function confirmationOf(kind: SubmissionKind, text: string): NewsletterConfirmation | undefined {
  if (kind !== "newsletter") return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { type, token } = (body ?? {}) as Record<string, unknown>;
  if (type !== "newsletter_confirmation") return undefined;
  if (typeof token !== "string" || !/^[\w.~-]{1,2000}$/.test(token))
    throw new SubmissionError("This confirmation link is not valid.");
  return { type, token };
}

/** A body's JSON, or undefined when it is not JSON (the proof is then missing). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const FAILURE_MESSAGE: Record<number, string> = {
  502: "The service that receives submissions refused or failed.",
  503: "Submissions are not configured on this site.",
  504: "The service that receives submissions did not answer in time.",
};

export async function submit(
  request: Request,
  url: URL,
  env: Env,
  ctx: Context,
  kind: SubmissionKind,
  /** An allowed origin (cors.ts): a form posted from there is sent back there. */
  origin?: string,
): Promise<Response> {
  const native = isFormPost(request.headers.get("Content-Type"));
  // A request that names no Cloudflare client (`npm start`, `npm run edge`) has nobody to count.
  const client = clientKey(request);
  if (
    env.SUBMIT_LIMITER &&
    client !== "unknown" &&
    !(await env.SUBMIT_LIMITER.limit({ key: client })).success
  )
    return problem(429, "Too many submissions from this address; try again in a minute.", {
      "Retry-After": "60",
    });

  let text: string;
  try {
    text = await readLimited(request, MAX_SUBMISSION_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return problem(413, `Request body is larger than ${MAX_SUBMISSION_BYTES} bytes.`, {
        Connection: "close",
      });
    throw error;
  }
  const form = native ? new URLSearchParams(text) : undefined;
  // The page posted from: its `page` field, else the Referer (a same-origin post sends it whole),
  // on the site or a listed origin, never anywhere else.
  const page = form?.get("page") ?? request.headers.get("Referer");
  const back = (ok: boolean) =>
    Response.redirect(
      formPostRedirect(kind, page, ok, origin ?? url.origin, form?.get(FORM_OUTCOME_FIELD)),
      303,
    );

  if (
    form &&
    env.FORM_POST_LIMITER &&
    client !== "unknown" &&
    !(await env.FORM_POST_LIMITER.limit({ key: client })).success
  )
    return back(false);

  // The confirmation page's press without JavaScript: its form, the link's token from its address.
  const confirming =
    form && kind === "newsletter"
      ? confirmationFromForm(form, request.headers.get("Referer"), origin ?? url.origin)
      : undefined;
  const confirmed = (outcome: Parameters<typeof confirmationRedirect>[1]) =>
    Response.redirect(confirmationRedirect(page, outcome, origin ?? url.origin), 303);
  let confirmation: NewsletterConfirmation | undefined;
  try {
    confirmation = form && !confirming ? undefined : confirmationOf(kind, confirming ?? text);
  } catch (error) {
    if (!(error instanceof SubmissionError)) throw error;
    return confirming ? confirmed("invalid") : problem(400, error.message);
  }
  // A widget's post proves its work first, before anything else is looked at. A confirmation's
  // signed token is its own proof (the endpoint checks it).
  const proof = form || confirmation ? undefined : await checkProof(env, parsed(text), url.origin);
  if (typeof proof === "string") return proofRefused(proof);

  const newId = () => crypto.randomUUID();
  const submission =
    form && !confirming ? submissionFromForm(kind, form, new Date(), newId) : (confirming ?? text);
  if (caughtByHoneypot(submission)) {
    if (form) return back(true);
    const [status, answer] = honeypotAnswer(kind, newId);
    return json(status, answer);
  }
  let body: string;
  let payload: PayloadByKind[SubmissionKind] | NewsletterConfirmation;
  try {
    payload = confirmation ?? validateSubmission(kind, submission);
    body = JSON.stringify(
      kind === "newsletter" ? withEndpointAsk(env, newsletterOf(payload)) : payload,
    );
  } catch (error) {
    if (!(error instanceof SubmissionError)) throw error;
    return form ? back(false) : problem(400, error.message);
  }
  // Spent only once the submission is good, and before it goes anywhere: one proof, one forward.
  if (proof && !(await proof.spend())) return proofRefused("proof-used");
  const forwarded = await forward(env, kind, body);
  if (forwarded.ok && kind === "newsletter")
    forwarded.answer = await afterNewsletter(
      env,
      url.origin,
      newsletterOf(payload),
      forwarded.answer,
    );
  // The commenter's next read (here, in this data centre) shows the comment: the kept copy of the
  // comments sheet goes rather than waiting out its fresh period.
  if (forwarded.ok && kind === "comment") {
    await forgetSheetCopy(url.origin, "comments");
    // A reply shown at once (no moderation) tells its parent's author, if they asked to be told.
    const notice = replyShown(
      env,
      url.origin,
      JSON.parse(body) as CommentPayload,
      forwarded.answer,
    );
    ctx.waitUntil(notice);
  }
  const stored: Stored | undefined = !forwarded.ok
    ? undefined
    : kind === "contact"
      ? { kind, payload: payload as ContactSubmission }
      : kind === "comment"
        ? { kind, payload: payload as CommentPayload, approved: forwarded.answer.approved === true }
        : undefined;
  if (stored) ctx.waitUntil(notifyOwner(env, url.origin, stored));
  if (confirming)
    return confirmed(confirmationOutcome(forwarded.ok ? 200 : forwarded.status, forwarded.answer));
  if (form) return back(forwarded.ok);
  if (!forwarded.ok)
    return forwarded.answer
      ? json(forwarded.status, forwarded.answer)
      : problem(forwarded.status, FAILURE_MESSAGE[forwarded.status] ?? "Not sent.");
  return json(kind === "comment" ? 201 : 200, forwarded.answer);
}
