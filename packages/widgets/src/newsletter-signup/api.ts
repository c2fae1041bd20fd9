import type { KyInstance } from "ky";
import type { NewsletterSubscription } from "@marketing/contracts";

/**
 * spec §7: POST JSON to the Apps Script web app. Sent as text/plain so the browser needs no CORS
 * preflight (Apps Script cannot answer one); only a thrown error counts as a failure.
 */
export async function subscribe(
  http: KyInstance,
  endpoint: string,
  email: string,
  now: Date = new Date(),
): Promise<NewsletterSubscription> {
  const payload: NewsletterSubscription = {
    type: "newsletter_subscription",
    email,
    subscribed_at: now.toISOString(),
  };
  await http.post(endpoint, {
    body: JSON.stringify(payload),
    headers: { "content-type": "text/plain;charset=utf-8" },
    retry: 0,
  });
  return payload;
}
