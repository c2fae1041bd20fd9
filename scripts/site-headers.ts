// The headers `npm start`'s site server sends (site-server.ts), written as a `_headers` file for a
// host that serves the build itself: Cloudflare's static assets (packages/edge, docs/going-live.md)
// read it, and Netlify-style hosts too. Each page gets site-csp.ts's Content-Security-Policy with
// the hashes of its own inline scripts, taken only from the build's own list of the scripts it
// wrote (one policy for all pages would pass the host's limit on a line's length). So the rules
// grow with the pages, against Cloudflare's cap of 100: the build fails before it
// (docs/decisions/2026-12-07-headers-rule-budget.md), and `npm run bench` shows how many are used.
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
export const MAX_RULES = 100;
const MAX_LINE = 2000;
/** From this many rules on, the build warns that the cap is near (each post page takes one). */
export const WARN_RULES = 90;

/**
 * The address a page is served at, without a trailing slash as the site links it (`a/b.html` and
 * `a/b/index.html` at `/a/b`; wrangler.jsonc's `html_handling`).
 */
function servedPath(file: string): string {
  return `/${file}`.replace(/(\/index)?\.html$/, "") || "/";
}

/** A `_headers` text's rules: its lines naming a path (a header line is indented). */
export const headerRules = (text: string) =>
  text.split("\n").filter((line) => line !== "" && !line.startsWith(" ")).length;

/** The `_headers` lines for the built site in `clientDir`, configured with `config`, unchecked. */
export async function siteHeaderLines(clientDir: string, config: WidgetConfig): Promise<string[]> {
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
  return lines;
}

/**
 * The `_headers` text for the built site in `clientDir`, configured with `config`: refused past
 * the host's limits, which would drop the rules beyond them (and with them those pages' policies).
 */
export async function siteHeaders(
  clientDir: string,
  config: WidgetConfig,
  warn: (message: string) => void = console.warn,
): Promise<string> {
  const lines = await siteHeaderLines(clientDir, config);
  const text = `${lines.join("\n")}\n`;
  const rules = headerRules(text);
  const pages = lines.filter((line) => line.startsWith("  Content-Security-Policy:")).length;
  const budget = `one Content-Security-Policy rule per page (${pages} pages) and ${rules - pages} others`;
  const decision = "docs/decisions/2026-12-07-headers-rule-budget.md";
  if (rules > MAX_RULES)
    throw new Error(
      `_headers: ${rules} rules, over Cloudflare's cap of ${MAX_RULES} (${budget}): the host would drop the last ${rules - MAX_RULES}. Each post page takes a rule; ${decision} says what to change.`,
    );
  const long = lines.find((line) => line.length > MAX_LINE);
  if (long)
    throw new Error(
      `_headers: a line of ${long.length} characters, over Cloudflare's ${MAX_LINE}: the host would drop it.`,
    );
  if (rules >= WARN_RULES)
    warn(
      `_headers: ${rules} of Cloudflare's ${MAX_RULES} rules used (${budget}); ${MAX_RULES - rules} more pages stop the build (${decision}).`,
    );
  return text;
}

/** Writes `_headers` beside the built site's pages. */
export async function writeSiteHeaders(clientDir: string, config: WidgetConfig): Promise<void> {
  await writeFile(join(clientDir, "_headers"), await siteHeaders(clientDir, config));
}
