import type { ContactMessage, ContactSubmission } from "@marketing/contracts";

/**
 * spec §7: what the automation webhook receives. Its answer is read (Zapier, Make, n8n and an Apps
 * Script web app answer a text/plain POST readably): an HTTP error or an error body is a failure.
 */
export function contactSubmission(input: ContactMessage, now = new Date()): ContactSubmission {
  return { type: "contact_form", ...input, submitted_at: now.toISOString() };
}
