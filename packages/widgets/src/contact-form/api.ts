import type { KyInstance } from "ky";
import type { ContactMessage, ContactSubmission } from "@marketing/contracts";

/**
 * spec §7: POST JSON to the automation webhook in no-cors mode. The response is opaque (status 0,
 * never ok), so HTTP errors cannot be told apart: success unless the request throws. text/plain
 * keeps the body a "simple" request that no-cors allows; no retry, a POST must not be sent twice.
 */
export async function sendContactMessage(
  http: KyInstance,
  endpoint: string,
  input: ContactMessage,
  now: Date = new Date(),
): Promise<ContactSubmission> {
  const payload: ContactSubmission = {
    type: "contact_form",
    name: input.name,
    email: input.email,
    company: input.company,
    message: input.message,
    submitted_at: now.toISOString(),
  };
  await http.post(endpoint, {
    body: JSON.stringify(payload),
    headers: { "content-type": "text/plain;charset=utf-8" },
    mode: "no-cors",
    throwHttpErrors: false,
    retry: 0,
  });
  return payload;
}
