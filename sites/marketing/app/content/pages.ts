import { POST_SLUG_PATTERN } from "@marketing/contracts";

/** Every page path, unprefixed; each exists in English and under /fr/ (the sitemap adds the posts). */
export const PAGE_PATHS = [
  "/",
  "/about",
  "/products",
  "/services",
  "/solutions",
  "/industrial-analytics",
  "/pricing",
  "/contact",
  "/blog",
] as const;

/** The not-found screens the static server answers unknown paths with (prerendered, noindex). */
export const NOT_FOUND_PATHS = { en: "/404", fr: "/fr/404" } as const;
/** The post-not-found screens for unknown slugs (the post route with no post). */
export const POST_NOT_FOUND_SLUG = "__not-found";
/**
 * The live post page of each tree: `/blog/__live?post={slug}` shows a post added to
 * the sheet after the build (answering 200, noindex), where the blog cards of such a post link.
 * No post can take the name: slugs are `^[a-z0-9-]+$`.
 */
export const LIVE_POST_SLUG = "__live";
/**
 * A slug becomes a file path and a URL: anything else is no post (skipped by the build, ignored by
 * the live page). The contracts' rule, which the comment endpoints also check.
 */
export const SAFE_SLUG = POST_SLUG_PATTERN;
export const LIVE_POST_QUERY = "post";
/** Each language's blog feed (RSS 2.0), unprefixed: `/blog/rss.xml`, `/fr/blog/rss.xml`. */
export const FEED_PATH = "/blog/rss.xml";

/**
 * Where the calendar provider's stand-in is served beside the site when no booking page is
 * configured (react-router.config.ts copies it there, app/config.ts names it): the booking button
 * works offline.
 */
export const CALENDAR_STAND_IN_PATH = "/stand-ins/calendar";
