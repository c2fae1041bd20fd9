// A generic webhook (Zapier, Make, n8n, or a Kit or Brevo automation behind one): each change
// POSTed as JSON `{email, status, language}`, `status` "subscribed" or "unsubscribed"; any 2xx
// answer counts as told.
import { numberVar, type Env } from "../env";
import { outcomeOf, type Language, type MailingTool } from "./outcome";

export function webhook(env: Env): MailingTool | undefined {
  const url = env.MAILING_WEBHOOK_URL?.trim();
  if (!url) return undefined;
  const post = (email: string, status: "subscribed" | "unsubscribed", language?: Language) =>
    outcomeOf(() =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, status, ...(language ? { language } : {}) }),
        signal: AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000)),
      }),
    );
  return {
    subscribe: (email, language) => post(email, "subscribed", language),
    unsubscribe: (email, language) => post(email, "unsubscribed", language),
  };
}
