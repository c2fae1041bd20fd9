// Moderation: a comment awaiting approval (column H not ticked) is shown only in the
// browser that posted it, which remembers its ids. The sheet itself stays public: this keeps
// spam off the page, it does not make a held comment secret.
import type { BlogComment } from "@marketing/contracts";

/** localStorage key: the ids of the comments posted from this browser, newest last. */
export const OWN_COMMENTS_KEY = "mw-own-comments";

/** Enough for any one visitor; the oldest ids are forgotten first. */
const MAX_REMEMBERED = 200;

/** The ids this browser posted; empty when storage is disabled or holds something else. */
export function readOwnCommentIds(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(OWN_COMMENTS_KEY) ?? "[]");
    return new Set(
      Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [],
    );
  } catch {
    return new Set(); // storage disabled (privacy mode) or a hand-edited value
  }
}

/** Remembers a comment this browser posted; returns the updated set. */
export function rememberOwnComment(id: string): ReadonlySet<string> {
  const ids = [...readOwnCommentIds()].filter((known) => known !== id);
  ids.push(id);
  const kept = ids.slice(-MAX_REMEMBERED);
  try {
    localStorage.setItem(OWN_COMMENTS_KEY, JSON.stringify(kept));
  } catch {
    // Storage can be disabled: the comment is still shown until the page is left.
  }
  return new Set(kept);
}

/** What a visitor sees: approved comments, plus their own awaiting approval (`approved: false`). */
export function visibleComments<C extends BlogComment>(
  comments: readonly C[],
  own: ReadonlySet<string>,
): C[] {
  return comments.filter((comment) => comment.approved || own.has(comment.id));
}
