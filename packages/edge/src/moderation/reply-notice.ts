// The reply notice: a comment's author who left an email and ticked "notify me of replies" is
// mailed once a reply to it is shown (approved), with a link to the post and a link that stops
// these notices. Their email lives only in the comments endpoint's private store: the endpoint's
// answer to an approval says whom to tell (contracts' ReplyNotice), once per reply.
import {
  API_PATH,
  apiUrl,
  mailLanguage,
  type CommentPayload,
  type ReplyNotice,
} from "@marketing/contracts";
import type { Env } from "../env";
import { mailLink, signLinkToken } from "../links";
import { sendMail } from "../mail";
import { applyModeration } from "./apply";

/** The notice's words; `{reply}` the reply's author, `{name}` the reader, then the two links. */
const REPLY_MAIL = {
  en: {
    subject: "{reply} replied to your comment",
    text:
      "Hello {name},\n\n{reply} replied to your comment on our blog. Read the reply:\n{post}\n\n" +
      "You receive this email because you asked to be told of replies to your comments. " +
      "To receive no more of them:\n{stop}\n",
  },
  fr: {
    subject: "{reply} a répondu à votre commentaire",
    text:
      "Bonjour {name},\n\n{reply} a répondu à votre commentaire sur notre blog. Lire la réponse\u202f:\n{post}\n\n" +
      "Vous recevez cet e-mail parce que vous avez demandé à être prévenu des réponses à vos commentaires. " +
      "Pour ne plus en recevoir\u202f:\n{stop}\n",
  },
} as const;

/** A visitor's name on one line and short: it goes into a subject. */
const oneLine = (name: string) => name.replace(/\s+/g, " ").trim().slice(0, 80);

/** The mail telling `notice.email` of a reply on the site at `origin`. */
export async function replyNoticeMail(env: Env, origin: string, notice: ReplyNotice) {
  const lang = mailLanguage(notice.lang);
  const site = origin.replace(/\/+$/, "");
  // The post in the reader's language tree; a post of the other language moves there for good.
  const post = `${site}${lang === "fr" ? "/fr" : ""}/blog/${encodeURIComponent(notice.postSlug)}`;
  const stop = await mailLink(env, origin, lang, "stop-replies", notice.email);
  const token = await signLinkToken(env, "stop-replies", notice.email);
  const oneClick = apiUrl(site + API_PATH, "stopReplies", {}, { token });
  const words = REPLY_MAIL[lang];
  const fill = (text: string) =>
    text
      .replace("{reply}", oneLine(notice.replyName))
      .replace("{name}", oneLine(notice.name))
      .replace("{post}", post)
      .replace("{stop}", stop);
  return {
    to: notice.email,
    subject: fill(words.subject),
    text: fill(words.text),
    lang,
    // A mail client's own "unsubscribe" (RFC 8058): one POST to the API, no page.
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    kind: "reply" as const,
  };
}

/** Sends the notice; a mail not sent is logged, and changes nothing of what was done. */
export async function sendReplyNotice(env: Env, origin: string, notice: ReplyNotice) {
  const outcome = await sendMail(env, await replyNoticeMail(env, origin, notice));
  if (outcome !== "sent") console.error(`edge: a reply notice was not sent (${outcome}).`);
}

/**
 * After a comment was stored: a reply the endpoint showed at once (no moderation) is approved
 * already, and asking to approve it again changes nothing but says whom to tell, once. A held
 * reply is told of when the owner approves it (press.ts).
 */
export async function replyShown(
  env: Env,
  origin: string,
  comment: CommentPayload,
  answer: Record<string, unknown>,
): Promise<void> {
  if (!comment.parentId || answer.approved !== true || !env.COMMENTS_ENDPOINT?.trim()) return;
  try {
    const applied = await applyModeration(env, comment.id, "approve");
    if (applied.status === "done" && applied.notify)
      await sendReplyNotice(env, origin, applied.notify);
  } catch (error) {
    console.error("edge: a reply notice failed:", error);
  }
}
