// The mails to a subscriber: each ends with their unsubscribe link and carries it in the headers
// a mail client shows its own button for (RFC 2369 `List-Unsubscribe`, RFC 8058 one-click).
import {
  CONFIRMATION_MAIL,
  UNSUBSCRIBE_LINES,
  confirmationLink,
  unsubscribeHeaders,
  type Mail,
} from "@marketing/contracts";
import type { Env } from "../env";
import { mailLink } from "../links";
import { sendMail } from "../mail";

/** `mail` with the unsubscribe link of its recipient, on the site at `origin`, in its language. */
export async function toSubscriber(env: Env, origin: string, mail: Mail): Promise<Mail> {
  const link = await mailLink(env, origin, mail.lang, "unsubscribe", mail.to);
  return {
    ...mail,
    text: `${mail.text}\n${UNSUBSCRIBE_LINES[mail.lang].replace("{link}", link)}`,
    headers: { ...mail.headers, ...unsubscribeHeaders(link) },
  };
}

/**
 * Sends the confirmation mail of a subscription the endpoint stored, its link made of the token
 * the endpoint signed. Not sent is logged, never the visitor's failure: the row is kept, and
 * signing up again sends a new link.
 */
export async function sendConfirmation(
  env: Env,
  origin: string,
  to: string,
  lang: "en" | "fr",
  token: string,
): Promise<void> {
  const { subject, body } = CONFIRMATION_MAIL[lang];
  const text = body.replace("{link}", confirmationLink(origin, lang, token));
  const mail = await toSubscriber(env, origin, { to, lang, subject, text, kind: "confirmation" });
  const outcome = await sendMail(env, mail);
  if (outcome !== "sent") console.error(`edge: a confirmation mail was not sent (${outcome}).`);
}
