import type { KyInstance } from "ky";
import type { BlogComment, CommentPayload } from "@marketing/contracts";
import { postSubmission } from "../core/submission";

/** A comment being posted: the public row's fields (the endpoint decides `approved`). */
export type NewComment = Omit<BlogComment, "approved">;

/** `comments-endpoint="none"`: the spec's original behaviour, the row is logged for manual adding. */
export const COMMENTS_LOG_ONLY = "none";

/**
 * Beyond spec §7 (which only logs the row): POST the comment to the configured endpoint, like the
 * other forms. The email goes only in this body (the endpoint keeps it privately). Resolves to
 * whether the comment is approved: only an answer saying `approved: true` counts, so an endpoint
 * that holds comments or answers nothing readable (or the logged row, not in the sheet yet) shows it
 * as awaiting approval. Throws when the endpoint refuses it.
 */
export async function postComment(
  http: KyInstance,
  endpoint: string,
  comment: NewComment,
  email: string,
): Promise<boolean> {
  if (!endpoint || endpoint === COMMENTS_LOG_ONLY) {
    console.info(
      "[marketing-widgets] New comment, add this row to the Comments sheet:",
      JSON.stringify(comment),
    );
    return false;
  }
  const payload: CommentPayload = { type: "blog_comment", ...comment, email };
  const answer = await postSubmission(http, endpoint, payload);
  return answer?.approved === true;
}

/** A comment id unlikely to collide with another visitor's: time plus randomness. */
export function newCommentId(now: Date = new Date()): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `cmt-${now.getTime().toString(36)}-${random}`;
}
