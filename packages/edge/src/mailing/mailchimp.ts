// Mailchimp's Marketing API: one call per change, `PUT /3.0/lists/{list}/members/{hash}` (add or
// update: `status_if_new` for an address it does not hold, `status` for one it does), the hash
// the MD5 of the lowercased address, the subscriber's language in the member's `language` field
// (which Mailchimp's segments and its own forms use). The data centre is the key's suffix
// (`…-us21` → https://us21.api.mailchimp.com); MAILCHIMP_API_BASE points elsewhere (the local
// stand-in).
import type { Env } from "../env";
import { numberVar } from "../env";
import { outcomeOf, type Language, type MailingTool } from "./outcome";

async function md5Hex(text: string): Promise<string> {
  // Workers' Web Crypto has MD5 (not a standard algorithm), for exactly such uses.
  const digest = await crypto.subtle.digest("MD5", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The API's root for a key: its data centre's, or the override. */
export function mailchimpBase(env: Env): string | undefined {
  const override = env.MAILCHIMP_API_BASE?.trim();
  if (override) return override.replace(/\/+$/, "");
  const centre = /-([a-z]+\d+)$/.exec(env.MAILCHIMP_API_KEY?.trim() ?? "")?.[1];
  return centre && `https://${centre}.api.mailchimp.com`;
}

export function mailchimp(env: Env): MailingTool | undefined {
  const key = env.MAILCHIMP_API_KEY?.trim();
  const list = env.MAILCHIMP_LIST_ID?.trim();
  if (!key || !list) return undefined;
  const base = mailchimpBase(env);
  const put = (email: string, member: Record<string, string>) =>
    outcomeOf(async () => {
      if (!base) throw new Error("MAILCHIMP_API_KEY does not end with its data centre (-us21).");
      const hash = await md5Hex(email.toLowerCase());
      return fetch(`${base}/3.0/lists/${encodeURIComponent(list)}/members/${hash}`, {
        method: "PUT",
        headers: {
          // Mailchimp's Basic scheme: any user name, the key as the password.
          Authorization: `Basic ${btoa(`marketing-site:${key}`)}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ email_address: email, ...member }),
        signal: AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000)),
      });
    });
  return {
    subscribe: (email: string, language: Language) =>
      put(email, { status_if_new: "subscribed", status: "subscribed", language }),
    unsubscribe: (email: string, language?: Language) =>
      put(email, {
        status_if_new: "unsubscribed",
        status: "unsubscribed",
        ...(language ? { language } : {}),
      }),
  };
}
