// `_headers` has one Content-Security-Policy rule per page, against Cloudflare's cap of 100 rules:
// the build warns as the cap nears and fails before it, saying why.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultConfig } from "@marketing/widgets";
import { INLINE_SCRIPTS_FILE, scriptHash } from "./site-csp";
import { MAX_RULES, WARN_RULES, headerRules, siteHeaders } from "./site-headers";

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A built site of `count` pages, each with an inline script of its own, as the build writes it. */
function site(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), "site-headers-"));
  made.push(dir);
  const client = join(dir, "client");
  const scripts: string[] = [];
  for (let i = 0; i < count; i++) {
    const page = join(client, "blog", `post-${i}`);
    mkdirSync(page, { recursive: true });
    scripts.push(`land(${i})`);
    writeFileSync(join(page, "index.html"), `<html><script>land(${i})</script></html>`);
  }
  writeFileSync(join(dir, INLINE_SCRIPTS_FILE), JSON.stringify(scripts.map(scriptHash)));
  return client;
}

/** The rules besides the pages' own: every path, assets, embeds, chunks. */
const OTHERS = 4;

describe("_headers", () => {
  it("has one rule per page, with that page's script hashes", async () => {
    const warnings: string[] = [];
    const text = await siteHeaders(site(3), defaultConfig, (message) => warnings.push(message));
    expect(headerRules(text)).toBe(3 + OTHERS);
    expect(text).toContain(`/blog/post-1\n  Content-Security-Policy: `);
    expect(text).toContain(scriptHash("land(1)"));
    expect(warnings).toEqual([]);
  });

  it("warns from 90 rules, saying how many more pages stop the build", async () => {
    const warnings: string[] = [];
    const pages = WARN_RULES - OTHERS;
    await siteHeaders(site(pages), defaultConfig, (message) => warnings.push(message));
    expect(warnings).toEqual([
      `_headers: ${WARN_RULES} of Cloudflare's ${MAX_RULES} rules used (one Content-Security-Policy rule per page (${pages} pages) and ${OTHERS} others); ${MAX_RULES - WARN_RULES} more pages stop the build (docs/decisions/2026-12-07-headers-rule-budget.md).`,
    ]);
  });

  it("is written with 100 rules, and refused with 101, saying why", async () => {
    const full = await siteHeaders(site(MAX_RULES - OTHERS), defaultConfig, () => undefined);
    expect(headerRules(full)).toBe(MAX_RULES);
    await expect(siteHeaders(site(MAX_RULES - OTHERS + 1), defaultConfig)).rejects.toThrow(
      `_headers: 101 rules, over Cloudflare's cap of 100 (one Content-Security-Policy rule per page (97 pages) and 4 others): the host would drop the last 1.`,
    );
  });
});
