// What the Worker is given: wrangler.jsonc's variables and bindings, and the secrets set with
// `wrangler secret put` (docs/going-live.md).
import type { MailDeskApi } from "./notify/desk-api";

/** The Workers rate-limiting binding's interface (a `ratelimits` entry in wrangler.jsonc). */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * A Durable Object namespace binding (wrangler.jsonc `durable_objects`), as far as the Worker
 * uses it: one named object, asked over fetch.
 */
export interface DurableObjectBinding {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(url: string, init?: RequestInit): Promise<Response> };
}

export interface Env {
  /** The built site (wrangler.jsonc `assets`). */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** One limiter for the three submission routes, keyed by the client (client.ts). */
  SUBMIT_LIMITER?: RateLimiter;
  /**
   * The stricter budget of a form posted without JavaScript, which carries no proof of work
   * (proof.ts): keyed the same way, counted on top of SUBMIT_LIMITER.
   */
  FORM_POST_LIMITER?: RateLimiter;
  /** One limiter for the reads (sheets, documents), keyed the same way: the cache is not a quota. */
  READ_LIMITER?: RateLimiter;
  /**
   * Other sites whose pages may call the API from a browser (the company's WordPress site):
   * origins separated by commas or spaces. The site's own origin needs none.
   */
  ALLOWED_ORIGINS?: string;
  /** Default https://drive.google.com: where Drive pictures are fetched from (a stand-in's). */
  DRIVE_BASE?: string;
  /** The only spreadsheet read. */
  SPREADSHEET_ID?: string;
  /** Secret: the Sheets API key the Worker adds; never sent to a browser. */
  SHEETS_API_KEY?: string;
  /** Default Google's; the local services (`npm run edge`) or a test's stand-in. */
  SHEETS_API_BASE?: string;
  /** Seconds a read stays fresh (default 60, each copy ±10% so copies do not expire together). */
  SHEETS_CACHE_SECONDS?: string;
  /** Milliseconds Google gets before a read counts as failed (default 5000). */
  UPSTREAM_TIMEOUT_MS?: string;
  /** Default https://docs.google.com: where published documents are fetched from. */
  DOCS_BASE?: string;
  /** Secrets: where submissions are forwarded (the Apps Script web app, the webhook). */
  NEWSLETTER_ENDPOINT?: string;
  CONTACT_ENDPOINT?: string;
  COMMENTS_ENDPOINT?: string;
  /**
   * Secret, the same as the Apps Script's `ENDPOINT_KEY` property: what the newsletter endpoint
   * hears the Worker's asks by (contracts' subscribers.ts): the confirmation link's token instead
   * of a mail, unsubscribes, the mailing tool's state. Without it the endpoint mails itself.
   */
  ENDPOINT_KEY?: string;
  /**
   * Secret: a Mailchimp Marketing API key (`…-us21`: its suffix names the data centre). With
   * MAILCHIMP_LIST_ID, each confirmed subscriber and each unsubscribe goes to that audience.
   */
  MAILCHIMP_API_KEY?: string;
  /** The Mailchimp audience's id (Audience → Settings → "Audience name and defaults"). */
  MAILCHIMP_LIST_ID?: string;
  /** Default the key's data centre's `https://<dc>.api.mailchimp.com`; the local stand-in's. */
  MAILCHIMP_API_BASE?: string;
  /**
   * Secret: without Mailchimp, a webhook told of each change as JSON `{email, status, language}`
   * (a Zapier, Make or n8n hook, a Kit or Brevo automation).
   */
  MAILING_WEBHOOK_URL?: string;
  /** Seconds before a failed call to the mailing tool is tried again, doubling each time (60). */
  MAILING_RETRY_SECONDS?: string;
  /** The queue of calls to the mailing tool, retried until done (mailing/sync.ts). */
  MAILING_SYNC?: DurableObjectBinding;
  /**
   * Secret: signs and checks the forms' proof-of-work challenges (`GET /api/challenge`). Without
   * it the API issues none and refuses every submission sent with JavaScript.
   */
  ALTCHA_HMAC_KEY?: string;
  /**
   * Secret: where mails are sent (mail.ts): an HTTP API taking Resend's `POST /emails` body
   * (`https://api.resend.com/emails`); locally the local services' outbox.
   */
  MAIL_ENDPOINT?: string;
  /** Secret: the transport's bearer token (Resend's API key). */
  MAIL_API_KEY?: string;
  /** The mails' sender, e.g. `Company <hello@company.example>` (a domain the transport sends for). */
  MAIL_FROM?: string;
  /** Secret: signs the links of the Worker's mails (links.ts: moderation, unsubscribe). */
  LINK_SECRET?: string;
  /**
   * The mail desk (notify/desk.ts, a Durable Object): the mail budgets every mail passes and the
   * owner's notices waiting for their digest.
   */
  MAIL_DESK: DurableObjectNamespace<MailDeskApi>;
  /**
   * Secret: the company's address, told of each contact message and comment (notify/). Without it
   * no notice is mailed (CHAT_WEBHOOK_URL may still post them).
   */
  OWNER_EMAIL?: string;
  /** `en` (default) or `fr`: the language the owner's notices are written in. */
  COMPANY_LANG?: string;
  /**
   * Secret: a chat's incoming webhook (Slack, Microsoft Teams, Discord) posted the same notices as
   * the owner's mail (notify/chat.ts).
   */
  CHAT_WEBHOOK_URL?: string;
  /**
   * Seconds after a notice during which the next ones are gathered into one digest (default 600);
   * 0 sends each at once.
   */
  NOTIFY_DIGEST_SECONDS?: string;
  /** Mails of every kind the Worker sends in any hour (default 20); a quarter is the owner's. */
  MAIL_HOURLY_LIMIT?: string;
  /** Mails in any 24 hours (default 100, Resend's free daily quota); a quarter is the owner's. */
  MAIL_DAILY_LIMIT?: string;
  /** Secret: a service account's JSON key: reads with OAuth (the sheet may stay private). */
  GOOGLE_SERVICE_ACCOUNT?: string;
  /** Default Google's token endpoint; a test's stand-in. */
  GOOGLE_TOKEN_URL?: string;
}

/** The Worker's execution context: `waitUntil` keeps a revalidation alive after the answer. */
export interface Context {
  waitUntil(promise: Promise<unknown>): void;
}

export const GOOGLE_SHEETS_API = "https://sheets.googleapis.com";
export const GOOGLE_DOCS = "https://docs.google.com";
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

/** A positive number from a variable (or zero, when `zero` allows it), else the default. */
export function numberVar(value: string | undefined, fallback: number, zero = false): number {
  const number = Number(value);
  return value?.trim() && Number.isFinite(number) && (number > 0 || (zero && number === 0))
    ? number
    : fallback;
}
