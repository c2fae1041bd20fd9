// The company's mails (the owner's notifications, moderation, replies, the newsletter's
// confirmation) are sent by the Worker (packages/edge/src/mail.ts) through one transport: an HTTP
// API that takes Resend's `POST /emails` body. Resend takes it as it is; locally the local services'
// outbox stand-in takes the same body (`POST /outbox`), so what a test reads there is what the
// transport was given.

/**
 * Who a mail is for, which decides its budget (packages/edge/src/mail.ts): the owner's notices
 * keep a share of every budget for themselves; a confirmation goes to one address at most once a
 * day. A mail without a kind counts as a visitor's.
 */
export type MailKind = "owner" | "confirmation" | "reply" | "moderation";

/** A mail as the Worker writes it. */
export interface Mail {
  to: string;
  kind?: MailKind;
  subject: string;
  /** Plain text: every link written out, on a line of its own. */
  text: string;
  /** The language it is written in (sent as `Content-Language`). */
  lang: "en" | "fr";
  /** Where an answer goes (the visitor, for a contact message). */
  replyTo?: string;
  /** Headers of its own, e.g. `List-Unsubscribe` (RFC 8058). */
  headers?: Record<string, string>;
}

/** Resend's `POST /emails` body: what the transport is sent. */
export interface TransportMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  reply_to?: string;
  headers: Record<string, string>;
}

/** The header that says a mail's language (RFC 3282). */
export const MAIL_LANGUAGE_HEADER = "Content-Language";

export function transportMail(mail: Mail, from: string): TransportMail {
  return {
    from,
    to: [mail.to],
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
    headers: { ...mail.headers, [MAIL_LANGUAGE_HEADER]: mail.lang },
  };
}

/** The links a mail's text carries, in order (the outbox lists them; tests follow them). */
export function mailLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map(([link]) => link.replace(/[.,;:)]+$/, ""));
}

/**
 * One inbox, however its address is spelled: lower case, without a `+tag` (any domain), and for
 * Gmail without dots (`A.da+news@googlemail.com` is `ada@gmail.com`), so a budget per recipient
 * cannot be spread over spellings. The Apps Script (packages/apps-script/src/rate-limit.js) keeps
 * a copy; both run text-rules.cases.json's `foldedAddresses`.
 */
export function foldAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.replace(/\+.*$/, "") || local;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "") || local;
  return `${local}@${domain}`;
}
