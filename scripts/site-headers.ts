// The headers `npm start`'s site server sends (site-server.ts), written as a `_headers` file for a
// host that serves the build itself: Cloudflare's static assets (packages/edge, docs/going-live.md)
// read it, and Netlify-style hosts too. Each page gets site-csp.ts's Content-Security-Policy with
// the hashes of its own inline scripts, taken only from the build's own list of the scripts it
// wrote (one policy for all pages would pass the host's limit on a line's length).
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { WidgetConfig } from "@marketing/widgets";
import {
  builtScriptHashes,
  contentSecurityPolicy,
  inlineScriptHashes,
  policySources,
} from "./site-csp";

/** Cloudflare's limits on the file: rules, and characters a line. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

/**
 * The address a page is served at, without a trailing slash as the site links it (`a/b.html` and
 * `a/b/index.html` at `/a/b`; wrangler.jsonc's `html_handling`).
 */
function servedPath(file: string): string {
  return `/${file}`.replace(/(\/index)?\.html$/, "") || "/";
}

/** The `_headers` text for the built site in `clientDir`, configured with `config`. */
export async function siteHeaders(clientDir: string, config: WidgetConfig): Promise<string> {
  const built = new Set(await builtScriptHashes(clientDir));
  if (!built.size)
    throw new Error(
      `${clientDir}: the build wrote no list of inline scripts; build the site first.`,
    );
  const sources = policySources(config);
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)))
    .sort();
  const immutable = "  Cache-Control: public, max-age=31536000, immutable";
  const lines = [
    "/*",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "/assets/*",
    immutable,
    // The loader imports its chunks as modules, with CORS, from marketers' pages elsewhere.
    "/embed/*",
    "  Access-Control-Allow-Origin: *",
    "/embed/chunks/*",
    immutable,
  ];
  for (const page of pages) {
    // A script in the file that the build did not write (changed after the build) stays blocked.
    const hashes = inlineScriptHashes(await readFile(join(clientDir, page), "utf8")).filter(
      (hash) => built.has(hash),
    );
    lines.push(
      servedPath(page),
      `  Content-Security-Policy: ${contentSecurityPolicy(sources, hashes)}`,
    );
  }
  const rules = lines.filter((line) => !line.startsWith(" ")).length;
  const long = lines.find((line) => line.length > MAX_LINE);
  if (rules > MAX_RULES || long)
    throw new Error(
      `_headers: ${rules} rules (at most ${MAX_RULES})${long ? `, a line of ${long.length} characters (at most ${MAX_LINE})` : ""}: the host would drop them.`,
    );
  return `${lines.join("\n")}\n`;
}

/** Writes `_headers` beside the built site's pages. */
export async function writeSiteHeaders(clientDir: string, config: WidgetConfig): Promise<void> {
  await writeFile(join(clientDir, "_headers"), await siteHeaders(clientDir, config));
}
