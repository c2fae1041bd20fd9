import type { KyInstance } from "ky";
import type { BlogComment, CommentPayload } from "@marketing/contracts";
import { postSubmission } from "../core/submission";

/** A comment being posted: the public row's fields (the endpoint decides `approved`). */
export type NewComment = Omit<BlogComment, "approved">;

/**
 * Beyond spec §7 (which only logs the row): POST the comment to the API, like the other forms. The
 * email goes only in this body (the API keeps it privately). Resolves to whether the comment is
 * approved: only an answer saying `approved: true` counts, so a held comment or an answer with
 * nothing readable shows it as awaiting approval. Throws when the API refuses it.
 */
export async function postComment(
  http: KyInstance,
  endpoint: string,
  comment: NewComment,
  email: string,
  /** The proof of work (core/proof.ts `take()`), beside the payload. */
  proof: object = {},
  /** "Notify me of replies", sent only when ticked (and only with an email). */
  notifyReplies = false,
): Promise<boolean> {
  const payload: CommentPayload = { type: "blog_comment", ...comment, email };
  if (notifyReplies && email) payload.notifyReplies = true;
  Object.assign(payload, proof);
  const answer = await postSubmission(http, endpoint, payload);
  return answer?.approved === true;
}

/** A comment id unlikely to collide with another visitor's: time plus randomness. */
export function newCommentId(now: Date = new Date()): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `cmt-${now.getTime().toString(36)}-${random}`;
}
