import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATHS, POST_NOT_FOUND_SLUG } from "./app/content/pages";
import { loadPosts } from "./app/content/posts.server";
import { finishStaticSite } from "./static-site";

export default {
  appDirectory: "app",
  // A static site: every route is prerendered to HTML at build time, and no page hydrates (the
  // root renders no <Scripts/>). `ssr: true` only because `ssr: false` also writes a client-side
  // fallback page, which React Router refuses to write without its client runtime; the server
  // build is never deployed or run (build/client is the whole site).
  ssr: true,
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
  // After prerendering: the widgets' loader beside the pages, nothing of the client runtime.
  async buildEnd({ reactRouterConfig }) {
    await finishStaticSite(join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
