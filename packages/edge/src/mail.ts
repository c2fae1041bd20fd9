// Every mail the company's side sends leaves here, through one transport (contracts' mail.ts):
// `MAIL_ENDPOINT` takes Resend's `POST /emails` body with `MAIL_API_KEY` as its bearer token.
// Without an endpoint nothing is sent and the caller is told so: a mail is never reported sent
// when it was not. Every mail passes the mail desk's budgets first (notify/desk.ts): an hourly and
// a daily one shared by all mails, a quarter of each kept for the owner's notices, and one
// confirmation per inbox a day.
import { foldAddress, transportMail, type Mail } from "@marketing/contracts";
import { numberVar, type Env } from "./env";
import type { Budgets, Refusal } from "./notify/desk-api";

export type { Admission, Budgets, Refusal } from "./notify/desk-api";

export type MailOutcome = "sent" | "failed" | "not-configured" | "over-budget";

const REFUSED: Record<Refusal, string> = {
  hour: "the hour's budget is spent",
  day: "the day's budget is spent",
  recipient: "this inbox had its confirmation today",
};

/** The one mail desk of the Worker (a Durable Object: every data centre counts on the same one). */
export function mailDesk(env: Env) {
  return env.MAIL_DESK.get(env.MAIL_DESK.idFromName("desk"));
}

/**
 * What the per-inbox budget counts a confirmation by: the folded address (foldAddress), hashed,
 * so the desk keeps no address.
 */
export async function recipientKey(address: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(foldAddress(address)),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether a mail can be sent at all (a transport and a sender), for a caller deciding to write one. */
export const mailConfigured = (env: Env) =>
  Boolean(env.MAIL_ENDPOINT?.trim() && env.MAIL_FROM?.trim());

export async function sendMail(env: Env, mail: Mail): Promise<MailOutcome> {
  if (!mailConfigured(env)) return "not-configured";
  try {
    return await sendWithin(env, mail, mailDesk(env));
  } catch (error) {
    console.error("edge: the mail desk did not answer:", error);
    return "failed";
  }
}

/** A mail within `budgets`: refused over them, else sent (its ticket given back if it failed). */
export async function sendWithin(env: Env, mail: Mail, budgets: Budgets): Promise<MailOutcome> {
  if (!mailConfigured(env)) return "not-configured";
  const recipient = mail.kind === "confirmation" ? await recipientKey(mail.to) : "";
  const admission = await budgets.admit(mail.kind, recipient);
  if ("refused" in admission) {
    console.warn(
      `edge: a mail (${mail.kind ?? "no kind"}) was not sent: ${REFUSED[admission.refused]}`,
    );
    return "over-budget";
  }
  const outcome = await transport(env, mail);
  if (outcome !== "sent") await budgets.release(admission.ticket);
  return outcome;
}

/** The transport's one call. */
async function transport(env: Env, mail: Mail): Promise<MailOutcome> {
  try {
    const response = await fetch(env.MAIL_ENDPOINT!.trim(), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(env.MAIL_API_KEY ? { Authorization: `Bearer ${env.MAIL_API_KEY}` } : {}),
      },
      body: JSON.stringify(transportMail(mail, env.MAIL_FROM!.trim())),
      signal: AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000)),
    });
    if (response.ok) return "sent";
    console.error(`edge: the mail transport answered ${response.status}`);
  } catch (error) {
    console.error("edge: the mail transport did not answer:", error);
  }
  return "failed";
}
