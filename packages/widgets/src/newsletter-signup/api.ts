import type { KyInstance } from "ky";
import type { NewsletterSubscription } from "@marketing/contracts";
import { postSubmission } from "../core/submission";

/** spec §7: POST JSON to the Apps Script web app; only a thrown error counts as a failure. */
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
  await postSubmission(http, endpoint, payload);
  return payload;
}
