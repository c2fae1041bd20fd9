import type { KyInstance } from "ky";
import type { ContactMessage, ContactSubmission } from "@marketing/contracts";
import { postSubmission } from "../core/submission";

/**
 * spec §7: POST JSON to the automation webhook in no-cors mode. The response is opaque (status 0,
 * never ok), so HTTP errors cannot be told apart: success unless the request throws.
 */
export async function sendContactMessage(
  http: KyInstance,
  endpoint: string,
  input: ContactMessage,
  now: Date = new Date(),
): Promise<ContactSubmission> {
  const payload: ContactSubmission = {
    type: "contact_form",
    ...input,
    submitted_at: now.toISOString(),
  };
  await postSubmission(http, endpoint, payload, { noCors: true });
  return payload;
}
