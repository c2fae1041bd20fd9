import type { ContactMessage, ContactSubmission } from "@marketing/contracts";

/**
 * spec §7: what the automation webhook receives. It is posted no-cors: the answer is opaque (status
 * 0, never ok), so HTTP errors cannot be told apart and only a thrown error is a failure.
 */
export function contactSubmission(input: ContactMessage, now = new Date()): ContactSubmission {
  return { type: "contact_form", ...input, submitted_at: now.toISOString() };
}
