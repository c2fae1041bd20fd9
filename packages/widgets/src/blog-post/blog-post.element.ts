// The element's file: the entry of its npm subpath (`@marketing/widgets/<tag>`), its embed script
// and widgets.js's chunk for its tag, which calls `define` itself after the warm-up steps
// (src/embed/warm.tsx, from `declaration`). Its types are at the end of the component's file.
import { createElement } from "react";
import { BlogPost, type BlogPostElement, type BlogPostProps } from "./BlogPost";
import { blogPostApi } from "./blog-post.api";
import { widgetModule } from "../core/element";
import { documentFonts } from "./styles";
export { type BlogPostElement, type BlogPostEventMap } from "./BlogPost";
export { documentFonts as fonts };

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

export { blogPostApi as declaration };
export const define = widgetModule(blogPostApi, BlogPostFromPage);
export { define as defineBlogPost };

declare global {
  interface HTMLElementTagNameMap {
    "blog-post": BlogPostElement;
  }
}
