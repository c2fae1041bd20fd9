// The company's mailing tool, which sends the newsletter: one interface, told of each confirmed
// subscriber (with their language) and each unsubscribe, with one implementation per kind of
// tool. Mailchimp's Marketing API when its key and audience are set, else a webhook (Zapier,
// Make, n8n, a Kit or Brevo automation) when its address is; none: nothing is told.
import type { Env } from "../env";
import { mailchimp } from "./mailchimp";
import { webhook } from "./webhook";
import type { MailingTool } from "./outcome";

export type { Language, MailingTool, ToolOutcome } from "./outcome";
export { outcomeOf } from "./outcome";

/** The configured tool, or undefined when none is. */
export function mailingTool(env: Env): MailingTool | undefined {
  return mailchimp(env) ?? webhook(env);
}
