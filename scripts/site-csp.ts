// The Content-Security-Policy of the site's HTML: scripts only from the site (plus the calendar
// provider's) and the exact inline scripts of each page, by hash; everything the widgets call
// comes from the same widget configuration the site was built with.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { WidgetConfig } from "@marketing/widgets";
import { CONFIG_KEY_NAMES, describeConfigKey, type CspDirective } from "@marketing/contracts";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * Script types the policy governs inline: classic and module scripts, and Speculation Rules. Data
 * blocks (`application/json`, `application/ld+json`: the widgets' configuration and data, the
 * structured data) never run, so they need no hash.
 */
const GOVERNED_TYPE = /^(|text\/javascript|application\/javascript|module|speculationrules)$/i;

/** `'sha256-…'` of a script's text, as CSP names an inline script it allows. */
export const scriptHash = (body: string) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * The build's own list of the inline scripts its pages carry (react-router.config.ts writes it
 * beside build/client): the site's policy allows these, never whatever else a page may hold.
 */
export const INLINE_SCRIPTS_FILE = "inline-scripts.json";

/** The build's list for the site in `siteDir` (its `client` folder); none when it has none. */
export async function builtScriptHashes(siteDir: string): Promise<string[]> {
  try {
    const listed: unknown = JSON.parse(
      await readFile(join(siteDir, "..", INLINE_SCRIPTS_FILE), "utf8"),
    );
    return Array.isArray(listed) ? listed.filter((hash) => typeof hash === "string") : [];
  } catch {
    return [];
  }
}

/**
 * `'sha256-…'` for every inline script of `html` (an external one, with `src`, is not inline): for
 * the example page (a file of this repository standing for a marketer's page) and, filtered by the
 * build's own list, each built page's policy in `_headers` (site-headers.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!GOVERNED_TYPE.test(type.trim())) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** `https://host:port` of a URL (templates such as `{url}` are fine), or nothing for a path. */
function origin(url: string): string[] {
  try {
    const parsed = new URL(url.replace(/\{[^}]*\}/g, "x"));
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

const GOOGLE_USER_CONTENT = "https://*.googleusercontent.com";

/**
 * The directives that depend on the configuration, without the page's script hashes: each
 * configuration key's origin in the directive its descriptor names (`csp`, @marketing/contracts
 * config-keys.ts), and what Google's services need beside them.
 */
export function policySources(config: WidgetConfig) {
  const sources: Record<CspDirective, Set<string>> = {
    connect: new Set(["'self'"]),
    img: new Set(["'self'", "data:"]),
    frame: new Set(),
    script: new Set(),
    style: new Set(),
  };
  for (const key of CONFIG_KEY_NAMES) {
    const value: unknown = config[key as keyof WidgetConfig];
    for (const directive of [describeConfigKey(key).csp ?? []].flat())
      for (const url of [value].flat())
        if (typeof url === "string") origin(url).forEach((o) => sources[directive].add(o));
  }
  // Published documents' own images live there (the widgets read Drive's through the API).
  sources.img.add(GOOGLE_USER_CONTENT);
  // A form posted without JavaScript goes to its API route (widgets' core/formPost.tsx), which
  // sends the visitor back here ('self').
  const form = new Set(["'self'", ...origin(config.api)]);
  return {
    form: [...form],
    connect: [...sources.connect],
    img: [...sources.img],
    frame: [...sources.frame],
    script: [...sources.script],
    style: [...sources.style],
  };
}

/** The full policy for one HTML page, allowing the inline scripts `hashes` names. */
export function contentSecurityPolicy(
  sources: ReturnType<typeof policySources>,
  hashes: readonly string[],
): string {
  const scripts = [...sources.script, ...hashes];
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`,
    // Styles may be inline: the React components render a <style>, documents carry style="".
    `style-src 'self' 'unsafe-inline' ${sources.style.join(" ")}`.trim(),
    `connect-src ${sources.connect.join(" ")}`,
    `img-src ${sources.img.join(" ")}`,
    `frame-src ${sources.frame.join(" ") || "'none'"}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources.form.join(" ")}`,
    "frame-ancestors 'self'",
  ].join("; ");
}
