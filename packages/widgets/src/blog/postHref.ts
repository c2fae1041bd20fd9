import type { PostLanguage } from "@marketing/contracts";

/**
 * A post's one address: `{blogUrl}/{slug}` when it is in the widget's language (blogUrl is the
 * blog of that language, as today). A post in the other language lives in that language's tree,
 * the site's rule: English at the root, French under `/fr/`, so `/fr` is added to or removed from
 * the start of blogUrl's path (`/blog` ↔ `/fr/blog`, `https://x.com/fr/blog` ↔ `https://x.com/blog`).
 * A French blogUrl whose path does not start with `/fr` has no English tree to derive: kept.
 */
export function postHref(
  blogUrl: string,
  widgetLanguage: string,
  post: { slug: string; language: PostLanguage },
): string {
  const base = blogUrl.replace(/\/+$/, "");
  const slug = encodeURIComponent(post.slug);
  if (post.language === widgetLanguage) return `${base}/${slug}`;
  const [, origin = "", path = ""] = /^((?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*)?(.*)$/i.exec(base) ?? [];
  let other = path;
  if (post.language === "fr" && path.startsWith("/") && !/^\/fr(\/|$)/.test(path))
    other = `/fr${path === "/" ? "" : path}`;
  else if (post.language === "en" && /^\/fr(\/|$)/.test(path)) other = path.slice(3);
  return `${origin}${other}/${slug}`;
}
