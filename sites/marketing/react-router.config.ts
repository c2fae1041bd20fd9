import type { Config } from "@react-router/dev/config";
import { loadPosts } from "./app/content/posts.server";

export default {
  appDirectory: "app",
  // A static site: every route is prerendered to HTML at build time, then hydrated.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // Every static route (pages, sitemap.xml, robots.txt) and every known post.
    const posts = await loadPosts();
    return [...getStaticPaths(), ...posts.map((post) => `/blog/${post.slug}`)];
  },
} satisfies Config;
