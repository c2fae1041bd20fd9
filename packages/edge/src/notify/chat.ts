// The owner's notices posted to a chat too (CHAT_WEBHOOK_URL), as the chat's incoming webhook
// takes them. Slack reads `text`, Discord `content` (at most 2,000 characters), and each ignores
// the other's field, so one body serves both, and Teams' older incoming webhooks (`text`). Teams'
// Workflows webhooks (Power Automate) take only an Adaptive Card message: a URL of theirs is sent
// one, with the same text (docs/decisions/2026-12-08-owner-notices-and-mail-budgets.md).
import { numberVar, type Env } from "../env";

/** Discord refuses a `content` longer than this. */
export const CHAT_MAX_LENGTH = 2000;

/** Power Automate's hosts: Teams' Workflows webhooks. */
const TEAMS_WORKFLOWS = /(^|\.)(logic\.azure\.com|powerplatform\.com|powerautomate\.com)$/i;

/** The text cut to what every chat takes, a last line saying the mail has the rest. */
function cut(text: string): string {
  if (text.length <= CHAT_MAX_LENGTH) return text;
  return `${text.slice(0, CHAT_MAX_LENGTH - 2).trimEnd()}\n…`;
}

/** The body the webhook at `url` takes for `text`. */
export function chatBody(url: string, text: string): unknown {
  const short = cut(text);
  let host = "";
  try {
    host = new URL(url).hostname;
  } catch {
    // A malformed URL fails at the fetch and is logged there.
  }
  if (TEAMS_WORKFLOWS.test(host))
    return {
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          content: {
            $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
            type: "AdaptiveCard",
            version: "1.4",
            body: [{ type: "TextBlock", text: short, wrap: true }],
          },
        },
      ],
    };
  return { text: short, content: short };
}

/** Posts a notice to the chat, if one is set; a failure is logged, never thrown. */
export async function postToChat(env: Env, subject: string, text: string): Promise<void> {
  const url = env.CHAT_WEBHOOK_URL?.trim();
  if (!url) return;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(chatBody(url, `${subject}\n\n${text}`)),
      signal: AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000)),
    });
    if (!response.ok) console.error(`edge: the chat webhook answered ${response.status}`);
  } catch (error) {
    console.error("edge: the chat webhook did not answer:", error);
  }
}
