import { declareWidget } from "../core/declaration";
import { blogCatalogs } from "../blog/catalogs";
import { blogPostStyles } from "./styles";
import { apiAttribute, languageAndTheme } from "../core/attributes";

// <blog-post>'s API, declared once (core/declaration.ts): the element, the React props, the
// configuration layer, the manifest and the docs, and the loader's reserved height and fallback
// derive from it and from the JSDoc above it.

/**
 * <blog-post>: one blog post (its published Google Doc, sanitized) with its comments and the
 * comment form.
 *
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
export const blogPostApi = declareWidget({
  tag: "blog-post",
  catalogs: blogCatalogs,
  styles: blogPostStyles,
  namespace: "blog",
  attributes: {
    /** The post's slug; without it, the last segment of the page's path (`/blog/energy-audit-data-first` → `energy-audit-data-first`). */
    slug: {},
    /** The blog's address for the back links; default `/blog`. */
    blogUrl: { config: true },
    ...languageAndTheme,
    ...apiAttribute,
  },
  events: ["onCommentPosted"],
  example: { slug: "fault-detection-rules-air-handling-units" },
  // Its loading state, what it shows until its post arrives: only the post's data can give the
  // article's height (docs/decisions/2026-12-08-post-reserves-its-loading-state.md).
  reserve: [315, 540, 540],
  // Its article and comments are already shown: its code (the comments' live refresh, the form)
  // matters once the reader nears the comments, so nothing of it runs while they read.
  wake: "part-near",
  fallback: "blogUrl",
});
