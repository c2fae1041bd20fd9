import type { NewsletterSubscription } from "@marketing/contracts";

/** spec §7: what the Apps Script web app receives (posted by core/submission.ts). */
export function subscription(email: string, now = new Date()): NewsletterSubscription {
  return { type: "newsletter_subscription", email, subscribed_at: now.toISOString() };
}
