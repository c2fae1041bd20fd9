// What a comment's slug, id and date may be, once for every endpoint: the local services and the
// edge Worker check them through `validateSubmission`, the Apps Script (packages/apps-script/src/
// text.js) keeps copies, and all of them run comment-rules.cases.json.
import { isIsoTime } from "./consent";

/**
 * A post's slug: lowercase letters, digits and hyphens. It becomes a file path and a URL on the
 * site (`/blog/{slug}`), so `..`, `/` or markup never can.
 */
export const POST_SLUG_PATTERN = /^[a-z0-9-]+$/;

/** A comment's id, and the `parentId` of a reply: letters, digits, `_` and `-` (`cmt-m1abc-x9`). */
export const COMMENT_ID_PATTERN = /^[\w-]+$/;

/**
 * Why a comment's `postSlug`, `id`, `parentId` or `date` is refused, or undefined when all hold.
 * The `date` a client sends is only checked (an older embed sends one): every endpoint stores its
 * own time instead, so a crafted date never shows under a comment.
 */
export function commentFieldProblem(comment: {
  postSlug: string;
  id: string;
  parentId: string;
  date: string;
}): string | undefined {
  if (!POST_SLUG_PATTERN.test(comment.postSlug))
    return `Field "postSlug" may hold only lowercase letters, digits and hyphens.`;
  // A reply's parentId names its parent; a top-level comment's is blank.
  for (const field of ["id", "parentId"] as const) {
    const value = comment[field];
    if (!COMMENT_ID_PATTERN.test(value) && !(field === "parentId" && value === ""))
      return `Field "${field}" may hold only letters, digits, "_" and "-".`;
  }
  if (comment.date !== "" && !isIsoTime(comment.date))
    return `Field "date" must be an ISO 8601 time such as 2025-03-14T10:00:00.000Z.`;
  return undefined;
}
