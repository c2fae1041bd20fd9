// Double opt-in: a subscription is pending until its owner follows the link of a confirmation
// email. The link carries a signed, expiring token; the site's confirmation page
// (/newsletter/confirm, /fr/newsletter/confirm) posts it back to the newsletter endpoint. One home
// for the token, the page's path and the bodies: the local services sign with it, a Worker can
// too (Web Crypto only), and the Apps Script (packages/apps-script/src/opt-in.js) keeps a copy
// whose tokens this module reads (its test checks both ways).

import { formPostPage } from "./form-posts";
import { readToken, signToken, type TokenProblem } from "./signed-token";

export type { TokenProblem } from "./signed-token";

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The confirmation page's path in English; French under `/fr`, as every page of the site. */
export const CONFIRMATION_PATH = "/newsletter/confirm";

/** What the confirmation page posts to the newsletter endpoint. */
export interface NewsletterConfirmation {
  type: "newsletter_confirmation";
  token: string;
}

/**
 * What the newsletter endpoint answers: a subscription it took (`pending` while it waits for its
 * owner's click), or a confirmation. A refused token is `{error: {code: 410}}` when it expired,
 * `{error: {code: 403}}` when it is forged or garbled.
 */
export type NewsletterAnswer = { result: "success"; pending?: boolean } | { result: "confirmed" };

/** The HTTP status the endpoints answer a refused token with. */
export const TOKEN_PROBLEM_STATUS: Record<TokenProblem, number> = { expired: 410, invalid: 403 };

/**
 * `base64url(email).expirySeconds.base64url(HMAC-SHA256(email + "\n" + expirySeconds))`: the
 * address it confirms and until when, signed with the endpoint's secret (signed-token.ts).
 */
export const signConfirmationToken = (email: string, secret: string, expiresAtMs: number) =>
  signToken(email, secret, expiresAtMs);

/** The address a token confirms, or why it is refused (a forged one is `invalid` even when old). */
export async function readConfirmationToken(
  token: unknown,
  secret: string,
  nowMs: number,
): Promise<{ email: string } | { problem: TokenProblem }> {
  const read = await readToken(token, secret, nowMs);
  return "subject" in read ? { email: read.subject } : read;
}

/** The confirmation page's address on a site, in a language: `{site}/fr/newsletter/confirm?token=…`. */
export function confirmationLink(siteUrl: string, lang: "en" | "fr", token: string): string {
  const prefix = lang === "fr" ? "/fr" : "";
  return `${siteUrl.replace(/\/+$/, "")}${prefix}${CONFIRMATION_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The confirmation email, `{link}` marking the link: the local services' outbox writes it, the
 * Apps Script (packages/apps-script/src/opt-in.js) keeps a copy its test compares with this one.
 */
export const CONFIRMATION_MAIL: Record<"en" | "fr", { subject: string; body: string }> = {
  en: {
    subject: "Confirm your subscription",
    body:
      "Hello,\n\nWe received a request to subscribe this address to our weekly newsletter. To " +
      "confirm your subscription, open this link within 7 days and press the button:\n\n{link}\n\n" +
      "If you did not ask for it, ignore this email: you will receive nothing more.\n",
  },
  fr: {
    subject: "Confirmez votre abonnement",
    body:
      "Bonjour,\n\nNous avons reçu une demande d’abonnement à notre newsletter hebdomadaire pour " +
      "cette adresse. Pour confirmer votre abonnement, ouvrez ce lien dans les 7\u00a0jours et " +
      "appuyez sur le bouton\u202f:\n\n{link}\n\nSi vous n’êtes pas à l’origine de cette " +
      "demande, ignorez ce courriel\u202f: vous ne recevrez rien d’autre.\n",
  },
};

/** The language a subscriber's email is written in: their page's (`lang`), else English. */
export const mailLanguage = (lang: string | undefined): "en" | "fr" =>
  /^fr\b/i.test(lang ?? "") ? "fr" : "en";

/** What the confirmation page shows after a press: one message each. */
export const CONFIRMATION_OUTCOMES = ["confirmed", "expired", "invalid", "failed"] as const;
export type ConfirmationOutcome = (typeof CONFIRMATION_OUTCOMES)[number];

/**
 * The outcome an endpoint's answer to a confirmation means: Apps Script answers 200 with
 * `{error: {code}}`, the local services and the Worker the status itself.
 */
export function confirmationOutcome(status: number, body: unknown): ConfirmationOutcome {
  const answer = (typeof body === "object" && body !== null ? body : {}) as {
    result?: unknown;
    error?: { code?: unknown };
  };
  if (status >= 200 && status < 300 && answer.result === "confirmed") return "confirmed";
  const code = typeof answer.error?.code === "number" ? answer.error.code : status;
  if (code === TOKEN_PROBLEM_STATUS.expired) return "expired";
  if (code === TOKEN_PROBLEM_STATUS.invalid || code === 400) return "invalid";
  return "failed";
}

/** The id of the confirmation page's message for an outcome, which a press without JavaScript is sent back to. */
export const confirmationFragment = (outcome: ConfirmationOutcome) => `newsletter-${outcome}`;

/** Where a press without JavaScript lands: its page (the `page` field, no token) at the outcome's message. */
export const confirmationRedirect = (
  page: string | null,
  outcome: ConfirmationOutcome,
  origin: string,
) => `${formPostPage(page, origin)}#${confirmationFragment(outcome)}`;

/**
 * The confirmation page's form posted without JavaScript (urlencoded: `type`, `page`), as the JSON
 * its script would have posted, or undefined when the form is not one. A prerendered page cannot
 * write the link's token into its form: the token is the page's own address's, which the post's
 * Referer names (same origin: the site's `strict-origin-when-cross-origin` sends it whole); none
 * there, none posted (the endpoint then calls the link not valid).
 */
export function confirmationFromForm(
  form: URLSearchParams,
  referer: string | null,
  origin: string,
): string | undefined {
  if (form.get("type") !== "newsletter_confirmation") return undefined;
  let token = form.get("token");
  try {
    const page = new URL(referer ?? "");
    if (token === null && page.origin === origin) token = page.searchParams.get("token");
  } catch {
    // No page address: no token.
  }
  return JSON.stringify({ type: "newsletter_confirmation", token });
}
