import { declareWidget } from "../core/declaration";
import { blogCatalogs } from "../blog/catalogs";
import { blogListStyles } from "./styles";
import { apiAttribute, languageAndTheme } from "../core/attributes";

// <blog-list>'s API, declared once (core/declaration.ts): the element, the React props, the
// configuration layer, the manifest and the docs, and the loader's reserved height and fallback
// derive from it and from the JSDoc above it.

/**
 * <blog-list>: the latest blog posts (at most 6) as cards, from the blog's Google Sheet; the two
 * built-in sample posts when the sheet is empty or cannot be read.
 *
 * @csspart list - the list's outer box
 * @csspart card - one post card
 * @csspart image - a card's image
 * @csspart link - a card's title link
 * @csspart language-tag - the "EN"/"FR" tag of a post in the other language
 * @cssprop --mw-color-primary - category and focus colour
 * @cssprop --mw-blog-gap - space between cards
 * @cssprop --mw-blog-card-background - background of a card
 */
export const blogListApi = declareWidget({
  tag: "blog-list",
  catalogs: blogCatalogs,
  styles: blogListStyles,
  namespace: "blog",
  attributes: {
    /** How many posts to show, 1 to 6; default 6 (a higher value still shows 6). */
    limit: { type: "number" },
    /** Base address of post pages in the list's language: a card links to `{blog-url}/{slug}`; default `/blog`. A post in the other language links to its own language's tree: `/fr` added to or removed from the start of the path (`/blog/{slug}` ↔ `/fr/blog/{slug}`). */
    blogUrl: { config: true },
    /** Which posts to list: `same` (default) only those in the list's language; `all` every post, the list's language first, the others marked with their language ("EN"/"FR", their text in that language). */
    blogLanguages: { config: true },
    ...languageAndTheme,
    ...apiAttribute,
  },
  example: { limit: "3" },
  // A full list (six cards: the local services' six English posts); fewer posts leave space below.
  reserve: [3145, 1592, 1127],
  // Its cards and article are already shown; the code refreshes them from the live sheet when the page is idle.
  wake: "idle",
  fallback: "blogUrl",
});
