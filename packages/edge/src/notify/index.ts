// The company hears of each contact message and comment once it is stored: a notice to
// OWNER_EMAIL (and CHAT_WEBHOOK_URL), in COMPANY_LANG, through the mail desk, which sends it at
// once or gathers a burst into a digest (desk.ts). A notice that fails is logged; the visitor's
// submission, already stored, is never failed by it.
import { mailLanguage, type CommentPayload, type ContactSubmission } from "@marketing/contracts";
import type { Env } from "../env";
import { mailConfigured, mailDesk } from "../mail";
import { moderationLinks } from "../moderation/links";
import { commentNotice, contactNotice, type Notice } from "./notice";

export type Stored =
  | { kind: "contact"; payload: ContactSubmission }
  /** `approved`: the endpoint shows it at once (it holds none for moderation). */
  | { kind: "comment"; payload: CommentPayload; approved: boolean };

/** Whether anyone is to be told: an owner's address with a mail transport, or a chat. */
export function notifying(env: Env): boolean {
  return Boolean((env.OWNER_EMAIL?.trim() && mailConfigured(env)) || env.CHAT_WEBHOOK_URL?.trim());
}

async function noticeOf(env: Env, origin: string, stored: Stored): Promise<Notice> {
  const lang = mailLanguage(env.COMPANY_LANG);
  if (stored.kind === "contact") return contactNotice(lang, stored.payload);
  const { payload, approved } = stored;
  // Without a link secret the owner is still told, without the links.
  const links = env.LINK_SECRET?.trim()
    ? await moderationLinks(env, origin, lang, payload.id)
    : undefined;
  return commentNotice(lang, payload, approved, links);
}

/** Tells the owner of a stored submission; `origin` is the site's (the links' pages). */
export async function notifyOwner(env: Env, origin: string, stored: Stored): Promise<void> {
  if (!notifying(env)) return;
  try {
    await mailDesk(env).notice(await noticeOf(env, origin, stored));
  } catch (error) {
    console.error(`edge: the owner was not told of a ${stored.kind}:`, error);
  }
}
