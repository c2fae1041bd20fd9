import { createElement } from "react";
import { BlogPost, blogPostDefinition, type BlogPostProps } from "./BlogPost";
import { blogPostApi } from "./blog-post.api";
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

export const defineBlogPost = widgetModule(blogPostApi, BlogPostFromPage);

/** `document.querySelector("blog-post")` in TypeScript: its attributes as properties, typed events. */
export type BlogPostElement = ElementOf<typeof defineBlogPost>;

declare global {
  interface HTMLElementTagNameMap {
    "blog-post": BlogPostElement;
  }
}

/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BlogPostEventMap = WidgetEventMap<BlogPostProps>;

// This file is the entry of `@marketing/widgets/blog-post`, dist/embed/blog-post.js and widgets.js's
// chunk for <blog-post> (which calls `define` itself, after the warm-up steps).
export { defineBlogPost as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { blogPostDefinition as definition };
export { documentFonts as fonts };
