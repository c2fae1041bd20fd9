// The site built for the edge: the widgets need no address (their API is the page's own `/api`),
// so only the site is built, for its public address, into a folder of its own; then the `_headers`
// that carry `npm start`'s security headers to Cloudflare's static assets. The widgets' build
// (packages/widgets/dist) is shared, never rewritten here: `npm start` may be serving it.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { writeSiteHeaders } from "@marketing/scripts/site-headers";
import { configFromEnv } from "@marketing/site/config";

export const REPO = fileURLToPath(new URL("../../../", import.meta.url));

/** The VITE_* variables of a site served at `origin`. */
export function edgeSiteEnv(origin: string): Record<string, string> {
  return { VITE_SITE_URL: origin };
}

const run = (args: string[], env: NodeJS.ProcessEnv) =>
  execFileSync("npm", args, { cwd: REPO, stdio: ["ignore", "ignore", "inherit"], env });

/**
 * Builds the site into `buildDir` with `siteEnv`, then writes its `_headers`; returns its client
 * folder. A folder outside the checkout is built inside it first (the prerender's server bundle
 * finds its dependencies there), then copied.
 */
export async function buildEdgeSite(
  buildDir: string,
  siteEnv: Record<string, string>,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<string> {
  const target = resolve(buildDir);
  const inside = target.startsWith(REPO)
    ? target
    : `${REPO}.cache/edge-build-${createHash("sha256").update(target).digest("hex").slice(0, 12)}`;
  const env = { ...process.env, ...extraEnv, ...siteEnv, SITE_BUILD_DIR: inside };
  // The widgets' build is the same for every site: made once when missing, never rewritten.
  if (!existsSync(`${REPO}packages/widgets/dist/embed/widgets.js`))
    run(["run", "build", "--silent", "-w", "@marketing/widgets"], env);
  run(["run", "build", "--silent", "-w", "@marketing/site"], env);
  if (inside !== target) {
    // The whole build: the client and, beside it, the list of inline scripts its headers need.
    await rm(target, { recursive: true, force: true });
    await cp(inside, target, { recursive: true });
  }
  const client = `${target}/client`;
  await writeSiteHeaders(client, configFromEnv(env));
  return client;
}
