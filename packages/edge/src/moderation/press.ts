// POST /api/moderation and /api/comments/stop-replies: the press of a mail link's button. The
// token comes from the page's JSON (`{token}`), from the query (a mail client's one-click
// `List-Unsubscribe` post), or, for the page's form posted without JavaScript, from the page's own
// address, which a same-origin post sends whole as its Referer (the site's policy:
// strict-origin-when-cross-origin). The page is told what happened as `{outcome}`, or, for a form,
// sent back to itself at the outcome's message (contracts' moderation.ts).
import {
  MAIL_LINK_OUTCOME_STATUS,
  isFormPost,
  mailLinkOutcomeId,
  mailLinkPageRedirect,
  type MailLinkPage,
  type ModerationAction,
  type ModerationOutcome,
  type StopRepliesOutcome,
  type TokenProblem,
} from "@marketing/contracts";
import { BodyTooLarge, json, readLimited } from "../http";
import { LINKS, readLinkToken } from "../links";
import type { Context, Env } from "../env";
import { forgetSheetCopy } from "../sheets";
import { applyModeration, stopReplyMails } from "./apply";
import { sendReplyNotice } from "./reply-notice";

/** A token and the page field are all a press sends. */
const MAX_PRESS_BYTES = 4096;

interface Press {
  token: string | null;
  /** A form posted without JavaScript: answered with a redirect to `page`. */
  form?: URLSearchParams;
  /** RFC 8058's one-click post: answered with a status, never a redirect. */
  oneClick: boolean;
}

async function pressOf(request: Request, url: URL): Promise<Press> {
  let text = "";
  try {
    text = await readLimited(request, MAX_PRESS_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
  }
  const fromQuery = url.searchParams.get("token");
  if (isFormPost(request.headers.get("Content-Type"))) {
    const form = new URLSearchParams(text);
    const oneClick = form.get("List-Unsubscribe") === "One-Click";
    const token = fromQuery ?? form.get("token") ?? refererToken(request);
    return oneClick ? { token, oneClick } : { token, form, oneClick };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const posted = (body as { token?: unknown } | undefined)?.token;
  return { token: fromQuery ?? (typeof posted === "string" ? posted : null), oneClick: false };
}

function refererToken(request: Request): string | null {
  try {
    return new URL(request.headers.get("Referer") ?? "").searchParams.get("token");
  } catch {
    return null;
  }
}

function answer(
  url: URL,
  press: Press,
  page: MailLinkPage,
  fallbackPath: string,
  outcome: ModerationOutcome | StopRepliesOutcome,
): Response {
  if (!press.form) return json(MAIL_LINK_OUTCOME_STATUS[outcome], { outcome });
  const to = mailLinkPageRedirect(
    press.form.get("page"),
    fallbackPath,
    mailLinkOutcomeId(page, outcome),
    url.origin,
  );
  return Response.redirect(to, 303);
}

/** The comment a moderation token names and what to do with it, or why it is refused. */
async function moderationOf(
  env: Env,
  token: string | null,
): Promise<{ id: string; action: ModerationAction } | { problem: TokenProblem }> {
  const approve = await readLinkToken(env, "approve", token);
  if ("value" in approve) return { id: approve.value, action: "approve" };
  const remove = await readLinkToken(env, "delete", token);
  if ("value" in remove) return { id: remove.value, action: "delete" };
  return approve.problem === "expired" ? approve : remove;
}

export async function moderationPress(
  request: Request,
  url: URL,
  env: Env,
  ctx: Context,
): Promise<Response> {
  const press = await pressOf(request, url);
  const reply = (outcome: ModerationOutcome) =>
    answer(url, press, "moderation", LINKS.approve.path, outcome);
  const asked = await moderationOf(env, press.token);
  if ("problem" in asked) return reply(asked.problem);
  const applied = await applyModeration(env, asked.id, asked.action);
  if (applied.status === "failed") return reply("failed");
  if (applied.status === "missing") return reply(asked.action === "approve" ? "gone" : "used");
  if (applied.changed) await forgetSheetCopy(url.origin, "comments");
  // The reply is shown now: its parent's author hears of it, after the answer.
  if (applied.notify) ctx.waitUntil(sendReplyNotice(env, url.origin, applied.notify));
  if (!applied.changed) return reply("used");
  return reply(asked.action === "approve" ? "approved" : "deleted");
}

export async function stopRepliesPress(request: Request, url: URL, env: Env): Promise<Response> {
  const press = await pressOf(request, url);
  const reply = (outcome: StopRepliesOutcome) =>
    answer(url, press, "stop-replies", LINKS["stop-replies"].path, outcome);
  const read = await readLinkToken(env, "stop-replies", press.token);
  if ("problem" in read) return reply(read.problem);
  return reply((await stopReplyMails(env, read.value)) ? "stopped" : "failed");
}
