// What a mailing tool is to the Worker (tool.ts picks one), and how an HTTP answer reads as an
// outcome: shared by each implementation.

export type Language = "en" | "fr";

/** What a call to the tool came to: done, or why not and whether a later try may succeed. */
export type ToolOutcome = { ok: true } | { ok: false; retry: boolean; reason: string };

export interface MailingTool {
  /** Adds or updates the address as subscribed, in its language (an upsert: a repeat is harmless). */
  subscribe(email: string, language: Language): Promise<ToolOutcome>;
  /** Marks the address unsubscribed (kept by the tool as such, so it is never mailed again). */
  unsubscribe(email: string, language?: Language): Promise<ToolOutcome>;
}

/**
 * A tool's HTTP answer as an outcome: a timeout, 408, 429 and 5xx may pass (retried); any other
 * refusal will not, and its reason is kept for the owner (the row's mailing-tool error).
 */
export async function outcomeOf(call: () => Promise<Response>): Promise<ToolOutcome> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    return { ok: false, retry: true, reason: `no answer (${(error as Error).name})` };
  }
  if (response.ok) return { ok: true };
  const text = await response.text().catch(() => "");
  let detail = text.slice(0, 200);
  try {
    // Mailchimp's problem JSON (RFC 7807): its title and detail say what to fix.
    const problem = JSON.parse(text) as { title?: unknown; detail?: unknown };
    if (typeof problem.title === "string")
      detail = [problem.title, problem.detail]
        .filter((part) => typeof part === "string")
        .join(": ");
  } catch {
    // Not JSON: its first words.
  }
  const status = response.status;
  const retry = status === 408 || status === 429 || status >= 500;
  return { ok: false, retry, reason: `${status} ${detail}`.trim().slice(0, 300) };
}
