import type { KyInstance } from "ky";
import type { BlogComment, CommentPayload } from "@marketing/contracts";

/** `comments-endpoint="none"`: the spec's original behaviour, the row is logged for manual adding. */
export const COMMENTS_LOG_ONLY = "none";

/**
 * Beyond spec §7 (which only logs the row): POST the comment to the configured endpoint, as
 * text/plain so an Apps Script web app needs no CORS preflight. Throws when the endpoint refuses it.
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
  await http.post(endpoint, {
    body: JSON.stringify(payload),
    headers: { "content-type": "text/plain;charset=utf-8" },
    retry: 0,
  });
}

/** A comment id unlikely to collide with another visitor's: time plus randomness. */
export function newCommentId(now: Date = new Date()): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `cmt-${now.getTime().toString(36)}-${random}`;
}
