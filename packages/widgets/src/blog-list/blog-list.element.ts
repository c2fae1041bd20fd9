// The element's file: the entry of its npm subpath (`@marketing/widgets/<tag>`), its embed script
// and widgets.js's chunk for its tag, which calls `define` itself after the warm-up steps
// (src/embed/warm.tsx, from `declaration`). Its types are at the end of the component's file.
import { BlogList, type BlogListElement } from "./BlogList";
import { blogListApi } from "./blog-list.api";
import { widgetModule } from "../core/element";
export { type BlogListElement, type BlogListEventMap } from "./BlogList";

export { blogListApi as declaration };
export const define = widgetModule(blogListApi, BlogList);
export { define as defineBlogList };

declare global {
  interface HTMLElementTagNameMap {
    "blog-list": BlogListElement;
  }
}
