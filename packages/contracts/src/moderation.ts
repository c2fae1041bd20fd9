// The comments' mail links and what they do. The owner's moderation mail carries an approve and a
// delete link, a reply notice carries a link that stops such notices; each opens a page of the
// site (/comments/moderate, /comments/stop-replies) with one button whose press posts the link's
// token to the API (a GET never changes anything). The edge Worker checks the token, then asks the
// comments endpoint (the Apps Script, or its local stand-in) to apply it with the bodies below,
// which carry a secret only the Worker holds: the endpoint refuses them from anyone else.

/** What a moderation link does to its comment. */
export type ModerationAction = "approve" | "delete";

/** The Worker's body to the comments endpoint: approve (column H ticked) or delete a comment. */
export interface CommentModeration {
  type: "comment_moderation";
  id: string;
  action: ModerationAction;
  /** ENDPOINT_SECRET: the endpoint answers 403 without it. */
  secret: string;
}

/** The Worker's body to the comments endpoint: no more reply notices to this address. */
export interface ReplyMailsStop {
  type: "reply_mails_stop";
  email: string;
  secret: string;
}

/**
 * Whom to tell of a reply the endpoint just showed: the parent comment's author, who left an email
 * and ticked "notify me of replies" (and has not stopped them since). Only ever in an answer to
 * the Worker, never to a browser.
 */
export interface ReplyNotice {
  email: string;
  /** The language of the page the parent comment was posted from (its `lang`, as stored). */
  lang: string;
  /** The parent comment's author, as shown. */
  name: string;
  postSlug: string;
  /** The reply's author, as shown. */
  replyName: string;
}

/**
 * The endpoint's answer to a moderation: `changed` false when the comment already was so (a link
 * pressed twice). An approved reply whose notice was not given yet names whom to tell, once.
 * A comment that is not there is `{error: {code: 404}}`; a body without the secret, 403.
 */
export interface ModerationAnswer {
  ok: true;
  id: string;
  action: ModerationAction;
  changed: boolean;
  notify?: ReplyNotice;
}

/**
 * What the moderation page says after a press: done, `used` (the comment already was approved,
 * or already deleted), `gone` (approving a comment deleted since), the link refused, or a failure
 * that may pass.
 */
export const MODERATION_OUTCOMES = [
  "approved",
  "deleted",
  "used",
  "gone",
  "expired",
  "invalid",
  "failed",
] as const;
export type ModerationOutcome = (typeof MODERATION_OUTCOMES)[number];

/** What the stop-replies page says after a press. */
export const STOP_REPLIES_OUTCOMES = ["stopped", "expired", "invalid", "failed"] as const;
export type StopRepliesOutcome = (typeof STOP_REPLIES_OUTCOMES)[number];

/** The two pages a comment mail's link opens, by the prefix of their outcome ids. */
export type MailLinkPage = "moderation" | "stop-replies";

/**
 * The id of an outcome message on a mail link's page (`#moderation-approved`): where a form posted
 * without JavaScript lands, shown by CSS `:target`.
 */
export const mailLinkOutcomeId = (page: MailLinkPage, outcome: string) => `${page}-${outcome}`;

/** The HTTP status the API answers each outcome with (the page reads `{outcome}` either way). */
export const MAIL_LINK_OUTCOME_STATUS: Record<ModerationOutcome | StopRepliesOutcome, number> = {
  approved: 200,
  deleted: 200,
  stopped: 200,
  used: 409,
  gone: 404,
  expired: 410,
  invalid: 403,
  failed: 502,
};

/** `notifyReplies` is a checkbox: true or false, and true only beside an email to write to. */
export function notifyRepliesProblem(notifyReplies: unknown, email: string): string | undefined {
  if (notifyReplies === undefined || notifyReplies === false) return undefined;
  if (notifyReplies !== true) return `Field "notifyReplies" must be true or false.`;
  return email.trim() === "" ? `Field "notifyReplies" needs an email address.` : undefined;
}
