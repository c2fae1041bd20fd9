import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATHS, POST_NOT_FOUND_SLUG } from "./app/content/pages";
import { loadPosts } from "./app/content/posts.server";
import { rewritePrerenderedPages } from "./app/prerender-html";

export default {
  appDirectory: "app",
  // A static site: every route is prerendered to HTML at build time, then hydrated.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // Every static route in both languages (pages, sitemap.xml, robots.txt), every known post in
    // both languages, and the not-found screens the static server answers unknown paths with.
    const posts = await loadPosts();
    const slugs = [...posts.map((post) => post.slug), POST_NOT_FOUND_SLUG];
    return [
      ...getStaticPaths(),
      ...slugs.flatMap((slug) => [`/blog/${slug}`, `/fr/blog/${slug}`]),
      ...Object.values(NOT_FOUND_PATHS),
    ];
  },
  // After prerendering: the pages' hydration code at low priority (see app/prerender-html.ts).
  async buildEnd({ reactRouterConfig }) {
    await rewritePrerenderedPages(join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
