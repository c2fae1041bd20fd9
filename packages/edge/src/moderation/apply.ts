// What a checked link does to the comments: the comments endpoint (the Apps Script, or its local
// stand-in) approves or deletes a comment, or stops reply notices to an address, on a body that
// carries ENDPOINT_SECRET (contracts' moderation.ts); with no endpoint and a service account, the
// Worker writes the Comments sheet itself (it appended the comment there: endpoint.ts).
import {
  COMMENTS_RANGE,
  isApprovedCell,
  type CommentModeration,
  type ModerationAction,
  type ReplyMailsStop,
  type ReplyNotice,
} from "@marketing/contracts";
import type { Env } from "../env";
import { commentsSheetAccess, postToEndpoint } from "../endpoint";

export type Applied =
  /** `changed` false: the comment already was so. `notify`: whom to tell of this reply. */
  | { status: "done"; changed: boolean; notify?: ReplyNotice }
  /** No comment with that id (deleted since, or never stored). */
  | { status: "missing" }
  | { status: "failed" };

/** The secret the endpoint checks; without it nothing is asked (the endpoint would refuse). */
function endpointSecret(env: Env): string | undefined {
  const secret = env.ENDPOINT_SECRET?.trim();
  if (!secret) console.error("edge: ENDPOINT_SECRET is not set: comments cannot be moderated.");
  return secret || undefined;
}

/** Approves or deletes the comment `id`. */
export async function applyModeration(
  env: Env,
  id: string,
  action: ModerationAction,
): Promise<Applied> {
  const endpoint = env.COMMENTS_ENDPOINT?.trim();
  if (!endpoint)
    return env.GOOGLE_SERVICE_ACCOUNT?.trim()
      ? moderateInSheet(env, id, action)
      : { status: "failed" };
  const secret = endpointSecret(env);
  if (!secret) return { status: "failed" };
  const body: CommentModeration = { type: "comment_moderation", id, action, secret };
  const answered = await postToEndpoint(env, endpoint, JSON.stringify(body));
  if (!answered.ok) {
    if (answered.status === 404) return { status: "missing" };
    console.error(`edge: the comments endpoint refused a moderation (${answered.status}).`);
    return { status: "failed" };
  }
  const { changed, notify } = answered.answer;
  return { status: "done", changed: changed !== false, ...(isNotice(notify) && { notify }) };
}

/** No more reply notices to `email`; false when the endpoint could not be told. */
export async function stopReplyMails(env: Env, email: string): Promise<boolean> {
  const endpoint = env.COMMENTS_ENDPOINT?.trim();
  const secret = endpoint && endpointSecret(env);
  if (!endpoint || !secret) return false;
  const body: ReplyMailsStop = { type: "reply_mails_stop", email, secret };
  const answered = await postToEndpoint(env, endpoint, JSON.stringify(body));
  if (!answered.ok)
    console.error(`edge: the comments endpoint refused a stop (${answered.status}).`);
  return answered.ok;
}

function isNotice(value: unknown): value is ReplyNotice {
  if (typeof value !== "object" || value === null) return false;
  const notice = value as Record<string, unknown>;
  return ["email", "lang", "name", "postSlug", "replyName"].every(
    (field) => typeof notice[field] === "string",
  );
}

/**
 * The service account's way: the comment's row found by its id (column B), then its column H
 * ticked, or the row cleared (the sheet's reader skips a blank row). This path keeps no email, so
 * it has no reply to tell anyone of.
 */
async function moderateInSheet(env: Env, id: string, action: ModerationAction): Promise<Applied> {
  const { values: valuesOf, auth } = await commentsSheetAccess(env);
  const read = await fetch(valuesOf(COMMENTS_RANGE), { headers: auth });
  if (!read.ok) return { status: "failed" };
  const { values = [] } = (await read.json()) as { values?: string[][] };
  // The header is row 1; a row's index in the range is its number less one.
  const index = values.findIndex((row, i) => i > 0 && row[1]?.trim() === id);
  if (index < 0) return { status: "missing" };
  const row = index + 1;
  const sheet = COMMENTS_RANGE.split("!")[0];
  if (action === "approve") {
    if (isApprovedCell((values[index]?.[7] ?? "").trim()))
      return { status: "done", changed: false };
    // USER_ENTERED: a boolean, so the checkbox stays a ticked checkbox.
    const url = `${valuesOf(`${sheet}!H${row}`)}?valueInputOption=USER_ENTERED`;
    const written = await fetch(url, {
      method: "PUT",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ values: [[true]] }),
    });
    return written.ok ? { status: "done", changed: true } : { status: "failed" };
  }
  const cleared = await fetch(`${valuesOf(`${sheet}!A${row}:H${row}`)}:clear`, {
    method: "POST",
    headers: auth,
  });
  return cleared.ok ? { status: "done", changed: true } : { status: "failed" };
}
