import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // A static site: every route is prerendered to HTML at build time, then hydrated.
  ssr: false,
  async prerender({ getStaticPaths }) {
    return getStaticPaths();
  },
} satisfies Config;
