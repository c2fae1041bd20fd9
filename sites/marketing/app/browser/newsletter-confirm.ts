// The newsletter's confirmation page (routes/newsletter-confirm.tsx), inlined after its messages.
// Opening the link confirms nothing (a mail scanner opens links too): the page offers a button,
// whose press posts the link's token to the newsletter endpoint and shows the one message that
// fits, each prerendered in the page's language. The token leaves the address bar at once, so it
// is neither kept in the history nor sent on as a referrer; this tab keeps it (and then the
// outcome) so that a reload still offers the button, or says the subscription is confirmed. The
// page its native post (without JavaScript) came back to shows that outcome.
import {
  CONFIRMATION_OUTCOMES,
  confirmationFragment,
  confirmationOutcome,
  type ConfirmationOutcome,
  type NewsletterConfirmation,
} from "@marketing/contracts";
import { keep, read } from "./tab-memory";

/** What the page shows: one `[data-state]` element each (`ready`: the button). */
export type ConfirmState = "ready" | "working" | ConfirmationOutcome;

/** Where this tab keeps the link's token, then its outcome (session storage: this tab only). */
const TOKEN_KEY = "newsletter-confirm:token";
const OUTCOME_KEY = "newsletter-confirm:outcome";

function show(root: Element, state: ConfirmState) {
  for (const message of root.querySelectorAll<HTMLElement>("[data-state]"))
    message.hidden = message.dataset.state !== state;
}

async function confirm(root: HTMLElement, token: string) {
  const endpoint = root.dataset.endpoint;
  if (!endpoint) return show(root, "failed");
  show(root, "working");
  const body: NewsletterConfirmation = { type: "newsletter_confirmation", token };
  let state: ConfirmState;
  try {
    // text/plain: the one body a browser sends to Apps Script without a preflight.
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=utf-8" },
      body: JSON.stringify(body),
    });
    state = confirmationOutcome(response.status, await response.json().catch(() => undefined));
  } catch {
    state = "failed";
  }
  show(root, state);
  // A failure may pass: the button stays for another press. An answer about the link is final.
  if (state === "failed") root.querySelector<HTMLElement>("form")!.hidden = false;
  else {
    keep(TOKEN_KEY, null);
    keep(OUTCOME_KEY, state);
  }
}

function start(root: HTMLElement) {
  const fromLink = new URLSearchParams(location.search).get("token");
  if (fromLink) {
    history.replaceState(history.state, "", location.pathname + location.hash);
    keep(TOKEN_KEY, fromLink);
    keep(OUTCOME_KEY, null);
  }
  const token = fromLink ?? read(TOKEN_KEY);
  // Back from a post without JavaScript (then turned on): its outcome, as CSS :target shows it.
  const landed = CONFIRMATION_OUTCOMES.find((o) => location.hash === `#${confirmationFragment(o)}`);
  if (!fromLink && landed) return show(root, landed);
  const outcome = read(OUTCOME_KEY) as ConfirmState | null;
  if (!token) return show(root, outcome ?? "invalid");
  show(root, "ready");
  root.querySelector("form")?.addEventListener("submit", (event) => {
    event.preventDefault();
    void confirm(root, token);
  });
}

const root = document.querySelector<HTMLElement>("[data-newsletter-confirm]");
if (root) start(root);
