// The mailing tool's stand-in: Mailchimp's Marketing API as far as the Worker calls it (a list
// member's add or update, `PUT /3.0/lists/{list}/members/{md5 of the lowercased address}`), with
// Mailchimp's checks and problem answers, keeping each member in the data folder; `GET
// /mailing-list` shows what it holds, as a person reads an audience.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  LOCAL_MAILCHIMP_API_KEY,
  LOCAL_MAILCHIMP_LIST_ID,
  LOCAL_ROUTES,
  isValidEmail,
} from "@marketing/contracts";
import { readBody, routePattern, sendJson } from "./http-utils";
import type { MailingListMember, SubmissionsStore } from "./submissions-store";

const MEMBER = routePattern(LOCAL_ROUTES.mailchimpMember);
const STATUSES = ["subscribed", "unsubscribed", "cleaned", "pending", "transactional"];

/** Mailchimp's problem document (RFC 7807), as its API answers a refusal. */
function problem(res: ServerResponse, status: number, title: string, detail: string): void {
  sendJson(res, status, { type: "about:blank", title, status, detail, instance: "" });
}

/** The key of a Basic authorization (Mailchimp takes any user name, the key as the password). */
function keyOf(req: IncomingMessage): string {
  const [scheme, encoded = ""] = (req.headers.authorization ?? "").split(" ");
  if (scheme?.toLowerCase() !== "basic") return "";
  return Buffer.from(encoded, "base64").toString("utf8").split(":").slice(1).join(":");
}

export async function mailchimpMember(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  store: SubmissionsStore,
): Promise<void> {
  if (keyOf(req) !== LOCAL_MAILCHIMP_API_KEY)
    return problem(res, 401, "API Key Invalid", "Your API key may be invalid.");
  const [, list = "", hash = ""] = MEMBER.exec(url.pathname) ?? [];
  if (decodeURIComponent(list) !== LOCAL_MAILCHIMP_LIST_ID)
    return problem(res, 404, "Resource Not Found", "The requested resource could not be found.");
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(await readBody(req)) as Record<string, unknown>;
  } catch {
    return problem(
      res,
      400,
      "JSON Parse Error",
      "We encountered an unspecified JSON parsing error.",
    );
  }
  const email = typeof body.email_address === "string" ? body.email_address.trim() : "";
  if (!isValidEmail(email))
    return problem(res, 400, "Invalid Resource", "Please provide a valid email address.");
  if (createHash("md5").update(email.toLowerCase()).digest("hex") !== hash.toLowerCase())
    return problem(res, 400, "Invalid Resource", "The subscriber hash does not match the address.");
  const known = store.member(email);
  const status = body.status ?? (known ? known.status : body.status_if_new);
  if (typeof status !== "string" || !STATUSES.includes(status))
    return problem(res, 400, "Invalid Resource", "The status_if_new or status is not valid.");
  const language = typeof body.language === "string" ? body.language : known?.language;
  const member: MailingListMember = { email, status, ...(language ? { language } : {}) };
  await store.writeMember(member);
  sendJson(res, 200, {
    id: hash,
    email_address: email,
    status,
    language: language ?? "",
    list_id: LOCAL_MAILCHIMP_LIST_ID,
  });
}

export function mailingList(res: ServerResponse, store: SubmissionsStore): void {
  sendJson(res, 200, store.mailingList());
}
