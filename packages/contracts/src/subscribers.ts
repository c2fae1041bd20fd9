// The newsletter's subscribers as the edge Worker and the newsletter endpoint (the Apps Script,
// packages/apps-script/src/opt-in.js, and its local stand-in) speak of them, beyond what a visitor
// posts: the Worker writes and sends the confirmation mail (packages/edge/src/mail.ts), so it asks
// the endpoint for the link's token instead of a mail; it forwards unsubscribes and records what
// the mailing tool was told. The endpoint trusts none of these asks unless the body carries its
// key (`ENDPOINT_KEY`, a secret both share): anyone may post to an Apps Script web app, and a
// token handed to anyone would let them subscribe someone else.

/** A subscription's state in the endpoint's row. */
export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

/**
 * What the row says of the mailing tool: `waiting` until it is told the row's status (retried
 * until then), `synced` once it was, `failed` when it refused for good (the row keeps the reason).
 */
export type MailingToolState = "waiting" | "synced" | "failed";

/** What the Worker adds to a body it forwards to the newsletter endpoint. */
export interface EndpointAsk {
  /** The endpoint's `ENDPOINT_KEY`: without it, or with another, the endpoint does as for anyone. */
  endpointKey: string;
  /** On a subscription: answer the confirmation token (`confirmationToken`) instead of mailing. */
  mailsConfirmation?: true;
  /** On a confirmation or an unsubscribe: a mailing tool will be told; the row marks it `waiting`. */
  syncsMailingTool?: true;
}

/** Marks the address's rows unsubscribed (asked by the Worker once its link's token is checked). */
export interface NewsletterUnsubscribe {
  type: "newsletter_unsubscribe";
  email: string;
}

/** Records in the address's rows of `status` what the mailing tool was told. */
export interface NewsletterMailingTool {
  type: "newsletter_mailing_tool";
  email: string;
  status: "confirmed" | "unsubscribed";
  state: Exclude<MailingToolState, "waiting">;
  /** Why the tool refused, for the owner reading the row. */
  reason?: string;
}

/**
 * The endpoint's answers to the Worker's asks, beyond `NewsletterAnswer`: the token (on a
 * subscription), the confirmed address and its language (on a confirmation), the unsubscribe.
 */
export interface EndpointAnswerFields {
  confirmationToken?: string;
  email?: string;
  lang?: string;
}

/** The answer to an unsubscribe, also when the address had no row (nothing left to mark). */
export type UnsubscribeAnswer = { result: "unsubscribed"; lang?: string };

/** The unsubscribe page's path in English; French under `/fr`, as every page of the site. */
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/**
 * The body a mail client posts to a `List-Unsubscribe` address (RFC 8058), and the header that
 * tells it it may: the Worker answers that post at the page's own address.
 */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

/**
 * The field the unsubscribe page's form adds to the one-click body: its post is sent back to the
 * page with the outcome in the address's fragment (`#unsubscribe-done`), shown without JavaScript.
 */
export const UNSUBSCRIBE_PAGE_FIELD = "page";

/** What an unsubscribe came to, one message each on the page. */
export const UNSUBSCRIBE_OUTCOMES = ["done", "expired", "invalid", "failed"] as const;
export type UnsubscribeOutcome = (typeof UNSUBSCRIBE_OUTCOMES)[number];

/** The id of the page's message for an outcome: the fragment its form post is sent back to. */
export const unsubscribeFragment = (outcome: UnsubscribeOutcome) => `unsubscribe-${outcome}`;

/** Whether a path is the unsubscribe page's, in either language. */
export const isUnsubscribePath = (path: string) =>
  path === UNSUBSCRIBE_PATH || path === `/fr${UNSUBSCRIBE_PATH}`;

/** The headers of every mail to a subscriber (RFC 2369, RFC 8058): their client's own button. */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": ONE_CLICK_BODY };
}

/** The lines every mail to a subscriber ends with, `{link}` marking the unsubscribe page's link. */
export const UNSUBSCRIBE_LINES: Record<"en" | "fr", string> = {
  en: "To unsubscribe at any time, open this link and press the button:\n\n{link}\n",
  fr: "Pour vous désabonner à tout moment, ouvrez ce lien et appuyez sur le bouton\u202f:\n\n{link}\n",
};
