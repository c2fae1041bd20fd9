// How many of Cloudflare's 100 `_headers` rules the built site uses: one Content-Security-Policy
// rule per page grows with the posts (docs/decisions/2026-12-07-headers-rule-budget.md). Run
// `npm run build` first.
import { SITE_DIR } from "@marketing/scripts/site-server";
import { MAX_RULES, headerRules, siteHeaderLines } from "@marketing/scripts/site-headers";
import { defaultConfig } from "@marketing/widgets";
import type { BenchRow } from "./row";

export default async function bench(): Promise<BenchRow[]> {
  // The rules do not depend on the configuration: only each policy's sources do.
  const lines = await siteHeaderLines(SITE_DIR, defaultConfig);
  const rules = headerRules(`${lines.join("\n")}\n`);
  const pages = lines.filter((line) => line.startsWith("  Content-Security-Policy:")).length;
  return [
    {
      name: `_headers rules (one per page: ${pages} pages, ${rules - pages} others)`,
      value: rules,
      unit: "rules",
      budget: `≤ ${MAX_RULES} (Cloudflare)`,
      ok: rules <= MAX_RULES,
    },
  ];
}
