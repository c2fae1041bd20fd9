import { BlogList, blogListDefinition, type BlogListProps } from "./BlogList";
import { blogListApi } from "./blog-list.api";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

export const defineBlogList = widgetModule(blogListApi, BlogList);

/** `document.querySelector("blog-list")` in TypeScript: its attributes as properties, typed events. */
export type BlogListElement = ElementOf<typeof defineBlogList>;

declare global {
  interface HTMLElementTagNameMap {
    "blog-list": BlogListElement;
  }
}

/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type BlogListEventMap = WidgetEventMap<BlogListProps>;

// This file is the entry of `@marketing/widgets/blog-list`, dist/embed/blog-list.js and widgets.js's
// chunk for <blog-list> (which calls `define` itself, after the warm-up steps).
export { defineBlogList as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { blogListDefinition as definition };
