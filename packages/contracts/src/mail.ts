// The company's mails (the owner's notifications, moderation, replies, the newsletter's
// confirmation) are sent by the Worker (packages/edge/src/mail.ts) through one transport: an HTTP
// API that takes Resend's `POST /emails` body. Resend takes it as it is; locally the local services'
// outbox stand-in takes the same body (`POST /outbox`), so what a test reads there is what the
// transport was given.

/** A mail as the Worker writes it. */
export interface Mail {
  to: string;
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
