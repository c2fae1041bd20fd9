import { createElement } from "react";
import { BlogPost, blogPostDefinition, type BlogPostProps } from "./BlogPost";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";
import { documentFonts } from "./styles";

/** The last non-empty segment of the page's path: `/blog/my-post/` → `my-post`. */
export function slugFromLocation(location: Pick<Location, "pathname"> | undefined): string {
  const segments = (location?.pathname ?? "").split("/").filter(Boolean);
  const last = segments[segments.length - 1] ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Without a `slug` attribute the element reads the slug from the address, read at render. */
function BlogPostFromPage(props: BlogPostProps) {
  return createElement(BlogPost, {
    ...props,
    slug: props.slug?.trim() || slugFromLocation(globalThis.location),
  });
}

/**
 * <blog-post>: one blog post (its published Google Doc, sanitized) with its comments and the
 * comment form.
 *
 * @attr slug - The post's slug; without it, the last segment of the page's path
 *   (`/blog/energy-audit-data-first` → `energy-audit-data-first`).
 * @attr blog-url - The blog's address for the back links; default `/blog`.
 * @attr lang - en or fr; defaults to the page's language detection.
 * @attr theme - light (default), dark, or auto (the page's `dark`/`light` class or `data-theme` on html or body, else the system setting); defaults to the page configuration.
 * @attr comments-endpoint - Where new comments are POSTed; `none` only logs them for adding by hand.
 * @attr spreadsheet-id - The Google Sheet holding `Sheet1` and `Comments`; defaults to the page configuration.
 * @attr sheets-api-key - A browser API key restricted to the Sheets API and your referrers.
 * @attr sheets-api-base - Base URL of the Sheets API (for a stand-in); defaults to the page configuration.
 * @attr drive-image-url - Direct-view image URL for Drive files, with `{id}`.
 * @fires commentposted - CustomEvent<{ comment: BlogComment }>: a comment or reply was accepted and shown (its public row with `approved`, never the email).
 * @csspart back-link - the link back to the blog
 * @csspart back-button - the not-found screen's button back to the blog
 * @csspart image - the featured image
 * @csspart language-tag - the "EN"/"FR" tag of a post in another language than the widget's (its title, date, category and text then carry `lang`)
 * @csspart body - the document's text
 * @csspart notice - the missing or invalid document message
 * @csspart panel - the Content Loading Issue / Error Loading Content panel
 * @csspart comments - the comments section
 * @csspart comment-form - the comment form
 * @csspart button - the comment form's submit button
 * @csspart message - the comment form's status message
 * @cssprop --mw-color-primary - links and buttons
 * @cssprop --mw-post-max-width - the article's width (760px)
 * @cssprop --mw-post-warning-bg - background of the Content Loading Issue panel
 */
export const defineBlogPost = widgetModule("blog-post", BlogPostFromPage, {
  props: {
    slug: "string",
    blogUrl: "string",
    lang: "string",
    theme: "string",
    commentsEndpoint: "string",
    spreadsheetId: "string",
    sheetsApiKey: "string",
    sheetsApiBase: "string",
    driveImageUrl: "string",
  },
  events: ["onCommentPosted"],
});

/** `document.querySelector("blog-post")` in TypeScript: its attributes as properties, typed events. */
export type BlogPostElement = ElementOf<typeof defineBlogPost>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BlogPostEventMap = WidgetEventMap<BlogPostProps>;

// This file is the entry of `@marketing/widgets/blog-post`, dist/embed/blog-post.js and widgets.js's
// chunk for <blog-post> (which calls `define` itself, after the warm-up steps).
export { defineBlogPost as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { blogPostDefinition as definition };
export { documentFonts as fonts };
