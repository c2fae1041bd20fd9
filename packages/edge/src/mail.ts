// Every mail the company's side sends leaves here, through one transport (contracts' mail.ts):
// `MAIL_ENDPOINT` takes Resend's `POST /emails` body with `MAIL_API_KEY` as its bearer token.
// Without an endpoint nothing is sent and the caller is told so: a mail is never reported sent
// when it was not.
import { transportMail, type Mail } from "@marketing/contracts";
import { numberVar, type Env } from "./env";

export type MailOutcome = "sent" | "failed" | "not-configured";

/** Whether a mail can be sent at all (a transport and a sender), for a caller deciding to write one. */
export const mailConfigured = (env: Env) =>
  Boolean(env.MAIL_ENDPOINT?.trim() && env.MAIL_FROM?.trim());

export async function sendMail(env: Env, mail: Mail): Promise<MailOutcome> {
  const endpoint = env.MAIL_ENDPOINT?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!endpoint || !from) return "not-configured";
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(env.MAIL_API_KEY ? { Authorization: `Bearer ${env.MAIL_API_KEY}` } : {}),
      },
      body: JSON.stringify(transportMail(mail, from)),
      signal: AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000)),
    });
    if (response.ok) return "sent";
    console.error(`edge: the mail transport answered ${response.status}`);
  } catch (error) {
    console.error("edge: the mail transport did not answer:", error);
  }
  return "failed";
}
