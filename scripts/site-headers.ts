// The headers `npm start`'s site server sends (site-server.ts), written as a `_headers` file for a
// host that serves the build itself: Cloudflare's static assets (packages/edge, docs/going-live.md)
// read it, and Netlify-style hosts too. The Content-Security-Policy is site-csp.ts's, with the
// hashes of every inline script the build's pages hold (the file's lines are limited in count,
// so one policy for all pages rather than one per page).
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { WidgetConfig } from "@marketing/widgets";
import { contentSecurityPolicy, policySources } from "./site-csp";

async function pagesHtml(clientDir: string): Promise<string> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html"));
  const html = await Promise.all(
    pages.map((page) => readFile(join(page.parentPath, page.name), "utf8")),
  );
  return html.join("\n");
}

/** The `_headers` text for the built site in `clientDir`, configured with `config`. */
export async function siteHeaders(clientDir: string, config: WidgetConfig): Promise<string> {
  const policy = contentSecurityPolicy(policySources(config), await pagesHtml(clientDir));
  const immutable = "  Cache-Control: public, max-age=31536000, immutable";
  return [
    "/*",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    `  Content-Security-Policy: ${policy}`,
    "/assets/*",
    immutable,
    // The loader imports its chunks as modules, with CORS, from marketers' pages elsewhere.
    "/embed/*",
    "  Access-Control-Allow-Origin: *",
    "/embed/chunks/*",
    immutable,
    "",
  ].join("\n");
}

/** Writes `_headers` beside the built site's pages. */
export async function writeSiteHeaders(clientDir: string, config: WidgetConfig): Promise<void> {
  await writeFile(join(clientDir, "_headers"), await siteHeaders(clientDir, config));
}
