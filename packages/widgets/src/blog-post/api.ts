import type { KyInstance } from "ky";
import type { BlogComment, CommentPayload } from "@marketing/contracts";
import { postSubmission } from "../core/submission";

/** `comments-endpoint="none"`: the spec's original behaviour, the row is logged for manual adding. */
export const COMMENTS_LOG_ONLY = "none";

/**
 * Beyond spec §7 (which only logs the row): POST the comment to the configured endpoint, like the
 * other forms. Throws when the endpoint refuses it.
 */
export async function postComment(
  http: KyInstance,
  endpoint: string,
  comment: BlogComment,
): Promise<void> {
  if (!endpoint || endpoint === COMMENTS_LOG_ONLY) {
    console.info(
      "[marketing-widgets] New comment, add this row to the Comments sheet:",
      JSON.stringify(comment),
    );
    return;
  }
  const payload: CommentPayload = { type: "blog_comment", ...comment };
  await postSubmission(http, endpoint, payload);
}

/** A comment id unlikely to collide with another visitor's: time plus randomness. */
export function newCommentId(now: Date = new Date()): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `cmt-${now.getTime().toString(36)}-${random}`;
}
