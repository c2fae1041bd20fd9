// The newsletter's confirmation page (routes/newsletter-confirm.tsx), inlined after its messages:
// posts the link's token to the newsletter endpoint and shows the one message that fits, each
// prerendered in the page's language. The token leaves the address bar first, so it is neither
// kept in the history nor sent on as a referrer.
import type { NewsletterConfirmation } from "@marketing/contracts";

/** What the page shows: one `[data-state]` element each. */
export type ConfirmState = "working" | "confirmed" | "expired" | "invalid" | "failed";

/** The state an endpoint's answer means: Apps Script says 200 with `{error: {code}}`, the local services the status itself. */
export function stateOf(status: number, body: unknown): ConfirmState {
  const answer = (typeof body === "object" && body !== null ? body : {}) as {
    result?: unknown;
    error?: { code?: unknown };
  };
  if (status >= 200 && status < 300 && answer.result === "confirmed") return "confirmed";
  const code = typeof answer.error?.code === "number" ? answer.error.code : status;
  if (code === 410) return "expired";
  if (code === 403 || code === 400) return "invalid";
  return "failed";
}

function show(root: Element, state: ConfirmState) {
  for (const message of root.querySelectorAll<HTMLElement>("[data-state]"))
    message.hidden = message.dataset.state !== state;
}

async function confirm(root: HTMLElement) {
  const token = new URLSearchParams(location.search).get("token");
  history.replaceState(history.state, "", location.pathname + location.hash);
  const endpoint = root.dataset.endpoint;
  if (!token || !endpoint) return show(root, "invalid");
  const body: NewsletterConfirmation = { type: "newsletter_confirmation", token };
  try {
    // text/plain: the one body a browser sends to Apps Script without a preflight.
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=utf-8" },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    show(root, stateOf(response.status, answer));
  } catch {
    show(root, "failed");
  }
}

const root = document.querySelector<HTMLElement>("[data-newsletter-confirm]");
if (root) void confirm(root);
