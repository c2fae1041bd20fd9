// The comments endpoint's moderation, as the Apps Script does it (packages/apps-script/src/
// moderation.js): only for the Worker (its ENDPOINT_SECRET in the body), a comment approved (its
// row's H ticked: it shows) or deleted (gone from the Comments sheet), reply notices stopped for an
// address. The answer to an approval names the parent's author to tell of an approved reply, once.
import { timingSafeEqual } from "node:crypto";
import {
  COMMENT_ID_PATTERN,
  isValidEmail,
  type ModerationAnswer,
  type PayloadByKind,
  type ReplyNotice,
} from "@marketing/contracts";
import type { FixtureComment } from "../fixtures/index";
import { HttpError } from "./http-utils";
import type { SubmissionRecord, SubmissionsStore } from "./submissions-store";

/** What of the services' context a moderation reads (server.ts's passes). */
interface ModerationContext {
  store: SubmissionsStore;
  fixtures: { comments: readonly FixtureComment[] };
  endpointSecret: string;
}

type Answer = [status: number, body: unknown];

/** Whether a body is one only the Worker may send. */
export const isModerationBody = (body: Record<string, unknown> | undefined) =>
  body?.type === "comment_moderation" || body?.type === "reply_mails_stop";

function fromWorker(secret: unknown, expected: string): boolean {
  if (typeof secret !== "string" || !expected) return false;
  const given = Buffer.from(secret);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export async function moderationAnswer(
  body: Record<string, unknown>,
  ctx: ModerationContext,
): Promise<Answer> {
  if (!fromWorker(body.secret, ctx.endpointSecret))
    throw new HttpError(403, "Only the site's Worker may moderate comments.");
  if (body.type === "reply_mails_stop") {
    const email = typeof body.email === "string" ? body.email.trim() : "";
    if (!isValidEmail(email))
      throw new HttpError(400, 'Field "email" is not a valid email address.');
    await ctx.store.stopReplies(email);
    return [200, { ok: true }];
  }
  const { id, action } = body;
  if (typeof id !== "string" || !COMMENT_ID_PATTERN.test(id))
    throw new HttpError(400, 'Field "id" may hold only letters, digits, "_" and "-".');
  if (action !== "approve" && action !== "delete")
    throw new HttpError(400, 'Field "action" must be "approve" or "delete".');
  const record = ctx.store.findComment(id);
  const fixture = ctx.fixtures.comments.find((comment) => comment.id === id);
  if ((!record && !fixture) || ctx.store.moderationOf(id) === "delete")
    throw new HttpError(404, "No such comment.");
  if (action === "delete") {
    await ctx.store.moderate(id, "delete");
    return [200, { ok: true, id, action, changed: true } satisfies ModerationAnswer];
  }
  const approved = record
    ? ctx.store.isApproved(record)
    : fixture?.approved !== false || ctx.store.moderationOf(id) === "approve";
  if (!approved) await ctx.store.moderate(id, "approve");
  const notify = record && (await replyNotice(record, ctx));
  const answer: ModerationAnswer = { ok: true, id, action, changed: !approved };
  return [200, notify ? { ...answer, notify } : answer];
}

/**
 * Whom to tell of an approved reply: its parent's author, if they left an email, ticked "notify
 * me of replies" and did not stop them since, and did not write the reply; once per reply.
 */
async function replyNotice(
  reply: SubmissionRecord,
  ctx: ModerationContext,
): Promise<ReplyNotice | undefined> {
  const comment = reply.payload as PayloadByKind["comment"];
  if (!comment.parentId || ctx.store.wasNoticed(comment.id)) return undefined;
  const parentRecord = ctx.store.findComment(comment.parentId);
  if (!parentRecord || ctx.store.moderationOf(comment.parentId) === "delete") return undefined;
  const parent = parentRecord.payload as PayloadByKind["comment"];
  const email = parent.email.trim();
  if (!parent.notifyReplies || !email) return undefined;
  if (email.toLowerCase() === comment.email.trim().toLowerCase()) return undefined;
  const stopped = ctx.store.repliesStoppedAt(email);
  if (stopped && stopped >= parentRecord.receivedAt) return undefined;
  await ctx.store.markNoticed(comment.id);
  return {
    email,
    lang: parent.lang ?? "",
    name: parent.name,
    postSlug: comment.postSlug,
    replyName: comment.name,
  };
}
