// The comment mails' link pages (components/MailLinkPage.tsx), inlined after their messages.
// Opening a link changes nothing (a mail scanner opens links too): the page says what its link
// will do (the moderation page: approve or delete, and the comment, read from the comments sheet
// through the API), and a press posts the token and shows the one message that fits. The token
// leaves the address bar at once, so it is neither kept in the history nor sent on as a referrer;
// this tab keeps it (then the outcome), so that a reload still offers the button or says what
// happened.
import { parseCommentRows, unverifiedSubject } from "@marketing/contracts";
import { keep, read } from "./tab-memory";

function show(root: Element, state: string | null) {
  for (const message of root.querySelectorAll<HTMLElement>("[data-outcome]"))
    message.toggleAttribute("data-shown", message.dataset.outcome === state);
}

/** The moderation page: approve or delete, on the button too, and the comment it names. */
async function describe(root: HTMLElement, token: string) {
  const [purpose, id] = (unverifiedSubject(token) ?? "").split(/:(.*)/s);
  if ((purpose !== "approve" && purpose !== "delete") || !id) return;
  const preview = root.querySelector<HTMLElement>("[data-preview]");
  const button = root.querySelector<HTMLButtonElement>("form button");
  const label = root.dataset[`${purpose}Label`];
  if (!preview || !button || !label) return;
  for (const lead of preview.querySelectorAll<HTMLElement>("[data-action]"))
    lead.hidden = lead.dataset.action !== purpose;
  preview.hidden = false;
  root.querySelector<HTMLElement>("[data-intro]")!.hidden = true;
  button.textContent = label;
  try {
    const sheet = (await (await fetch(root.dataset.sheet!)).json()) as { values?: string[][] };
    const comment = parseCommentRows(sheet.values ?? []).find((row) => row.id === id);
    if (!comment) return;
    preview.querySelector("[data-comment-name]")!.textContent = comment.name;
    preview.querySelector("[data-comment-message]")!.textContent = comment.message;
    preview.querySelector<HTMLElement>("[data-comment]")!.hidden = false;
  } catch {
    // The comment is not shown; the button still does what it says.
  }
}

async function press(root: HTMLElement, token: string, outcomeKey: string, tokenKey: string) {
  const known = [...root.querySelectorAll<HTMLElement>("[data-outcome]")].map(
    (message) => message.dataset.outcome,
  );
  show(root, "working");
  let outcome = "failed";
  try {
    const response = await fetch(root.dataset.endpoint!, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });
    const answer = (await response.json().catch(() => ({}))) as { outcome?: unknown };
    if (typeof answer.outcome === "string" && known.includes(answer.outcome))
      outcome = answer.outcome;
  } catch {
    // Not reached: a failure that may pass, and the button comes back for another press.
  }
  show(root, outcome);
  if (outcome === "failed") return;
  keep(tokenKey, null);
  keep(outcomeKey, outcome);
}

function start(root: HTMLElement) {
  const tokenKey = `${root.dataset.mailLink}:token`;
  const outcomeKey = `${root.dataset.mailLink}:outcome`;
  const fromLink = new URLSearchParams(location.search).get("token");
  if (fromLink) {
    history.replaceState(history.state, "", location.pathname + location.hash);
    keep(tokenKey, fromLink);
    keep(outcomeKey, null);
  }
  const token = fromLink ?? read(tokenKey);
  if (!token) {
    // A form posted without this script landed on its outcome (`#…`), which CSS shows.
    if (!location.hash) show(root, read(outcomeKey) ?? "invalid");
    return;
  }
  void describe(root, token);
  root.querySelector("form")?.addEventListener("submit", (event) => {
    event.preventDefault();
    void press(root, token, outcomeKey, tokenKey);
  });
}

const root = document.querySelector<HTMLElement>("[data-mail-link]");
if (root) start(root);
