import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import {
  CALENDAR_STAND_IN_PATH,
  LIVE_POST_SLUG,
  NOT_FOUND_PATHS,
  POST_NOT_FOUND_SLUG,
} from "./app/content/pages";
import { INLINE_SCRIPTS_KEY } from "./app/inline-scripts";
import { copyCalendarStandIn, finishStaticSite } from "./static-site";

/**
 * The posts module only when building: it imports the widgets' packages, whose built files the
 * type check's `react-router typegen` (which loads this config before any build) does not have.
 */
const postsModule = () => import("./app/content/posts.server");

export default {
  appDirectory: "app",
  // SITE_BUILD_DIR (an absolute path inside the checkout, where the server build finds its
  // dependencies; e.g. `.cache/…`) builds elsewhere, for a build on other ports beside the
  // default one; scripts/site-server.ts serves from the same variable.
  buildDirectory: process.env.SITE_BUILD_DIR || "build",
  // A static site: every route is prerendered to HTML at build time, and no page hydrates (the
  // root renders no <Scripts/>). `ssr: true` only because `ssr: false` also writes a client-side
  // fallback page, which React Router refuses to write without its client runtime; the server
  // build is never deployed or run (build/client is the whole site).
  ssr: true,
  async prerender({ getStaticPaths }) {
    const {
      loadPosts,
      postPath,
      reportDetectedLanguages,
      samplePostPages,
      warnUnpairedTranslations,
    } = await postsModule();
    // Every static route in both languages (pages, sitemap.xml, robots.txt), every post once in
    // its own language's tree, the sample posts' pages (the blog list's cards when the
    // sheet is empty), and the not-found screens the static server answers unknown paths with
    // (the blog's asks the live sheet first), and the live post pages (posts added after the build).
    const posts = await loadPosts();
    await reportDetectedLanguages();
    warnUnpairedTranslations(posts);
    const known = new Set(posts.map(postPath));
    return [
      ...getStaticPaths(),
      ...known,
      ...samplePostPages()
        .map(postPath)
        .filter((path) => !known.has(path)),
      `/blog/${POST_NOT_FOUND_SLUG}`,
      `/fr/blog/${POST_NOT_FOUND_SLUG}`,
      `/blog/${LIVE_POST_SLUG}`,
      `/fr/blog/${LIVE_POST_SLUG}`,
      ...Object.values(NOT_FOUND_PATHS),
    ];
  },
  // After prerendering: the widgets' loader beside the pages, nothing of the client runtime.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    await finishStaticSite(client);
    // No booking page configured: the provider's stand-in the pages name (app/config.ts).
    if (!process.env.VITE_CALENDAR_URL?.trim())
      await copyCalendarStandIn(client, CALENDAR_STAND_IN_PATH);
    // Posts' old addresses in the other tree, moved for good (posts.server.ts).
    const { loadPosts, movedPostRedirects } = await postsModule();
    const moved = movedPostRedirects(await loadPosts());
    await writeFile(
      join(client, "_redirects"),
      moved.map(([from, to]) => `${from} ${to} 301\n`).join(""),
    );
    await writeInlineScriptHashes(reactRouterConfig.buildDirectory);
  },
} satisfies Config;

/**
 * The build's own list of the inline scripts its pages carry (each written through
 * app/inline-scripts.ts as the prerender rendered it), by hash, beside build/client: the site
 * server's policy allows these and nothing else a page may hold (scripts/site-csp.ts).
 */
async function writeInlineScriptHashes(buildDirectory: string) {
  const scripts = (globalThis as Record<symbol, Set<string> | undefined>)[INLINE_SCRIPTS_KEY];
  if (!scripts?.size)
    throw new Error("The prerender recorded no inline script (app/inline-scripts.ts).");
  const hashes = [...scripts].map(
    (script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`,
  );
  await writeFile(join(buildDirectory, "inline-scripts.json"), `${JSON.stringify(hashes)}\n`);
}
