// The approve and delete links of a comment's moderation mail (links.ts signs them).
import type { Env } from "../env";
import { mailLink } from "../links";

export async function moderationLinks(
  env: Env,
  origin: string,
  lang: "en" | "fr",
  commentId: string,
) {
  const [approve, remove] = await Promise.all([
    mailLink(env, origin, lang, "approve", commentId),
    mailLink(env, origin, lang, "delete", commentId),
  ]);
  return { approve, delete: remove };
}
