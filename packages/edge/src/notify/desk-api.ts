// What the mail desk (desk.ts, a Durable Object) answers to the Worker: its types alone, so the
// Worker's settings (env.ts) and the mail sender name it without importing the class.
import type { MailKind } from "@marketing/contracts";
import type { Notice } from "./notice";

/** Why the desk refused a mail: a budget spent, or this inbox had its confirmation today. */
export type Refusal = "hour" | "day" | "recipient";

/** The desk's answer: a ticket (given back if the mail does not leave), or a refusal. */
export type Admission = { ticket: number } | { refused: Refusal };

/** What keeps the budgets: the mail desk, called from the Worker or from inside itself. */
export interface Budgets {
  admit(kind: MailKind | undefined, recipient: string): Admission | Promise<Admission>;
  release(ticket: number): void | Promise<void>;
}

/** The desk as a binding's stub calls it. */
export interface MailDeskApi extends Budgets {
  notice(notice: Notice): Promise<void>;
}
