// The headers `npm start`'s site server sends (site-server.ts), written as a `_headers` file for a
// host that serves the build itself: Cloudflare's static assets (packages/edge, docs/going-live.md)
// read it, and Netlify-style hosts too. The Content-Security-Policy is site-csp.ts's, with the
// hashes of the build's own list of the inline scripts its pages carry (the file's lines are
// limited in count, so one policy for all pages rather than one per page).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { WidgetConfig } from "@marketing/widgets";
import { builtScriptHashes, contentSecurityPolicy, policySources } from "./site-csp";

/** The `_headers` text for the built site in `clientDir`, configured with `config`. */
export async function siteHeaders(clientDir: string, config: WidgetConfig): Promise<string> {
  const hashes = await builtScriptHashes(clientDir);
  if (!hashes.length)
    throw new Error(
      `${clientDir}: the build wrote no list of inline scripts; build the site first.`,
    );
  const policy = contentSecurityPolicy(policySources(config), hashes);
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
