// What the Worker asks of the newsletter endpoint beyond forwarding a visitor's post, with the
// key both share (contracts' subscribers.ts): the confirmation link's token, so the Worker writes
// and sends the mail itself (with the headers Apps Script's MailApp cannot set), and the confirmed
// address, which the mailing tool is then told of (mailing/). An endpoint that answers no token
// (an older deployment, no key) mails as it always did.
import {
  mailLanguage,
  type EndpointAnswerFields,
  type EndpointAsk,
  type NewsletterConfirmation,
  type NewsletterSubscription,
} from "@marketing/contracts";
import type { Env } from "../env";
import { mailConfigured } from "../mail";
import { queueMailingSync } from "../mailing/queue";
import { mailingTool } from "../mailing/tool";
import { sendConfirmation } from "./mails";

export type NewsletterPayload = NewsletterSubscription | NewsletterConfirmation;

/** The endpoint's key, or undefined when the Worker has none (the endpoint then does it all). */
export const endpointKey = (env: Env) => env.ENDPOINT_KEY?.trim() || undefined;

/** A newsletter body with the Worker's asks, when it holds the endpoint's key. */
export function withEndpointAsk(env: Env, payload: NewsletterPayload): object {
  const key = endpointKey(env);
  if (!key) return payload;
  const ask: EndpointAsk = { endpointKey: key };
  // Asked only when this Worker can send it, links signed: otherwise nobody would mail it.
  if (payload.type === "newsletter_subscription" && mailConfigured(env) && env.LINK_SECRET?.trim())
    ask.mailsConfirmation = true;
  if (payload.type === "newsletter_confirmation" && mailingTool(env)) ask.syncsMailingTool = true;
  return { ...payload, ...ask };
}

/**
 * What the endpoint answered, once the Worker did its part (the confirmation mail; the mailing
 * tool told of a confirmed address), without what it answered the Worker alone: the widget reads
 * the rest.
 */
export async function afterNewsletter(
  env: Env,
  origin: string,
  payload: NewsletterPayload,
  answer: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { confirmationToken, email, lang, ...shown } = answer as EndpointAnswerFields &
    Record<string, unknown>;
  if (payload.type === "newsletter_subscription" && typeof confirmationToken === "string")
    await sendConfirmation(
      env,
      origin,
      payload.email,
      mailLanguage(payload.lang),
      confirmationToken,
    );
  // The endpoint names the address it confirmed to the Worker alone (asked with its key).
  if (
    payload.type === "newsletter_confirmation" &&
    answer.result === "confirmed" &&
    typeof email === "string" &&
    mailingTool(env)
  )
    await queueMailingSync(env, { email, status: "confirmed", language: mailLanguage(lang) });
  return shown;
}
