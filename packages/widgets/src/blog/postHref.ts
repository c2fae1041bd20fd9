import { parsePostRows, type PostLanguage } from "@marketing/contracts";
import type { PrerenderedData } from "../core/prerendered";
import { isSafeUrl } from "../core/config";

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

/** The posts a host built a page for (`language:slug`), from the rows it rendered the list with. */
export function builtPostKeys(data: PrerenderedData | undefined): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const post of parsePostRows(data?.posts ?? []))
    if (post.language) keys.add(`${post.language}:${post.slug}`);
  return keys;
}

/**
 * A card's address: the post's page (`postHref`), or, for a sheet post the host's build did not
 * see (not among `built`) when the host names a live page for its language (`livePostUrl`), that
 * page, which reads the post from the live sheet: never a link to a page that does not exist. The
 * template comes from the page's data block, so it passes the one URL check (https, a relative
 * path, or http on loopback) first: a `javascript:` one is never a card's link.
 */
export function cardHref(
  blogUrl: string,
  widgetLanguage: string,
  post: { slug: string; language: PostLanguage },
  live?: { livePostUrl?: PrerenderedData["livePostUrl"]; built: ReadonlySet<string> },
): string {
  const template = live?.livePostUrl?.[post.language];
  if (
    live &&
    typeof template === "string" &&
    isSafeUrl(template) &&
    !live.built.has(`${post.language}:${post.slug}`)
  )
    return template.replace("{slug}", encodeURIComponent(post.slug));
  return postHref(blogUrl, widgetLanguage, post);
}
