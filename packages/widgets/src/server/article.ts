// A post's article at build time: the published Google Doc through the blog-post widget's own
// pipeline (blog/docs.ts, docTransform.ts) and its one sanitizer (blog/sanitize.ts), in jsdom.
import { createRequire } from "node:module";
import type * as JsdomModule from "jsdom";
import { articleIdPrefix, publishedDocToHtml } from "../blog/docs";
import type { HtmlWindow } from "../blog/sanitize";

export interface ArticleOptions {
  /** The post's slug: the article's ids get `mw-doc-<slug>-` in front, as the element's refresh does. */
  slug: string;
  /** The site's API, absolute (`https://www.example.com/api`): the document's Drive pictures are read through it. */
  api?: string;
  /**
   * The post's title and summary: a document opening with them (a Title paragraph or heading, a
   * Subtitle) leaves them out, as the element's refresh does, since the page shows them already.
   */
  post?: { title: string; summary?: string };
  /** A DOM window to work in; a jsdom window of its own by default (created once). */
  window?: HtmlWindow;
}

let ownWindow: HtmlWindow | undefined;

/**
 * jsdom is an optional peer dependency: only this default window needs it, so the package's other
 * users (React apps, the embeds) never install it.
 */
function loadJsdom(): typeof JsdomModule {
  try {
    return createRequire(import.meta.url)("jsdom") as typeof JsdomModule;
  } catch (error) {
    throw new Error(
      "[marketing-widgets] articleHtmlFromDocument needs jsdom for its default window: " +
        "`npm install jsdom`, or pass a DOM window of your own as `window`.",
      { cause: error },
    );
  }
}

function jsdomWindow(): HtmlWindow {
  ownWindow ??= new (loadJsdom().JSDOM)("<!doctype html><html><body></body></html>")
    .window as unknown as HtmlWindow;
  return ownWindow;
}

/**
 * A published Google Doc's page (the HTML `docs.google.com/…/pub` serves) as the blog-post widget
 * shows it: headings, lists, tables, images with their sizes and in-document links, sanitized.
 * Hand it to `renderWidget("blog-post", { data: { articleHtml } })`.
 */
export function articleHtmlFromDocument(html: string, options: ArticleOptions): string {
  return publishedDocToHtml(html, options.window ?? jsdomWindow(), {
    idPrefix: articleIdPrefix(options.slug),
    api: options.api,
    post: options.post,
  });
}
