import { BlogList, blogListDefinition, type BlogListProps } from "./BlogList";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

/**
 * <blog-list>: the latest blog posts (at most 6) as cards, from the blog's Google Sheet; the two
 * built-in sample posts when the sheet is empty or cannot be read.
 *
 * @attr limit - How many posts to show, 1 to 6; default 6 (a higher value still shows 6).
 * @attr blog-url - Base address of post pages in the list's language: a card links to `{blog-url}/{slug}`; default `/blog`. A post in the other language links to its own language's tree: `/fr` added to or removed from the start of the path (`/blog/{slug}` ↔ `/fr/blog/{slug}`).
 * @attr blog-languages - Which posts to list: `same` (default) only those in the list's language; `all` every post, the list's language first, the others marked with their language ("EN"/"FR", their text in that language).
 * @attr lang - en or fr; defaults to the page's language detection.
 * @attr theme - light (default), dark, or auto (the page's `dark`/`light` class or `data-theme` on html or body, else the system setting); defaults to the page configuration.
 * @attr spreadsheet-id - The Google Sheet holding `Sheet1` (posts); defaults to the page configuration.
 * @attr sheets-api-key - A browser API key restricted to the Sheets API and your referrers.
 * @attr sheets-api-base - Base URL of the Sheets API (for a stand-in); defaults to the page configuration.
 * @attr drive-image-url - Direct-view image URL for Drive files, with `{id}`.
 * @csspart list - the list's outer box
 * @csspart card - one post card
 * @csspart image - a card's image
 * @csspart link - a card's title link
 * @csspart language-tag - the "EN"/"FR" tag of a post in the other language
 * @cssprop --mw-color-primary - category and focus colour
 * @cssprop --mw-blog-gap - space between cards
 * @cssprop --mw-blog-card-background - background of a card
 */
export const defineBlogList = widgetModule("blog-list", BlogList, {
  props: {
    limit: "number",
    blogUrl: "string",
    blogLanguages: "string",
    lang: "string",
    theme: "string",
    spreadsheetId: "string",
    sheetsApiKey: "string",
    sheetsApiBase: "string",
    driveImageUrl: "string",
  },
});

/** `document.querySelector("blog-list")` in TypeScript: its attributes as properties, typed events. */
export type BlogListElement = ElementOf<typeof defineBlogList>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BlogListEventMap = WidgetEventMap<BlogListProps>;

// This file is the entry of `@marketing/widgets/blog-list`, dist/embed/blog-list.js and widgets.js's
// chunk for <blog-list> (which calls `define` itself, after the warm-up steps).
export { defineBlogList as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { blogListDefinition as definition };
