// Bytes over the wire (gzip) of the embed files a host page requests, as
// Chromium transfers them, per page, per requested file, and per dependency (from source maps).
// Request-based, so it measures whatever the build emits: an all-in-one widgets.js or a loader
// with hashed chunks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BenchRow } from "./row";
import { EMBED_DIR } from "@marketing/scripts/site-server";
import { bytesByDependency, embedFileOf, metafileShares, sourceMapFor } from "./attribution";
import {
  TAGS,
  WIDGET_MARKUP,
  hostPageHtml,
  newPage,
  recordTransfers,
  scrollThrough,
  settled,
  widgetsPage,
  widgetsRendered,
  withHarness,
  type Transfer,
} from "./browser";
import { kb } from "./options";

interface HostPage {
  label: string;
  tags: string[];
  /** The page's bar, in gzip bytes, and what it stands for; none for a widget not yet measured. */
  budget?: number;
  bar?: string;
  /** Whether to break the bytes down per dependency. */
  detail: boolean;
  /** The embed script the page loads instead of widgets.js (a standalone script). */
  script?: string;
}

/**
 * A page with one widget from its standalone script (`<tag>.js`, the loader restricted to its tag):
 * its size once the standalone scripts became the loader (measured 2026-11-28, rounded up to the
 * next 0.1 KB), the bar against growth
 * (docs/decisions/2026-11-28-standalone-page-size-bars.md). A widget not listed yet is measured
 * without a bar, and its row says so.
 */
export const STANDALONE_PAGE_BARS: Record<string, number> = {
  "blog-list": 54_600,
  "blog-post": 75_600,
  "booking-button": 38_200,
  "contact-form": 42_400,
  "kpi-counters": 37_400,
  "newsletter-signup": 40_400,
  "pricing-table": 40_700,
};

/** widgets.js alone, with one form, with every widget; then one page per standalone script. */
const PAGES: HostPage[] = [
  { label: "loader alone (widgets.js, no element)", tags: [], budget: 5_000, detail: false },
  {
    label: "one <newsletter-signup> via widgets.js",
    tags: ["newsletter-signup"],
    budget: 25_000,
    detail: true,
  },
  { label: `all ${TAGS.length} widgets via widgets.js`, tags: TAGS, budget: 70_000, detail: true },
  ...TAGS.map((tag): HostPage => {
    const budget = STANDALONE_PAGE_BARS[tag];
    return {
      label: `one <${tag}> via ${tag}.js`,
      tags: [tag],
      budget,
      bar: budget ? "no growth" : "no bar yet: add its measured size to STANDALONE_PAGE_BARS",
      detail: tag === "newsletter-signup",
      script: `${tag}.js`,
    };
  }),
];

/** Third-party libraries: if one alone exceeds a budget, the row says so. */
const OWN_CODE =
  /code$|^widget core$|^contracts$|^catalogues|^embed entry|^react alias|^ky lazy stub|^other$|^unmapped$|^unattributed/;

/** Splits each transfer's compressed bytes over its dependencies, by their share of the code. */
function dependencyShares(transfers: Transfer[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const transfer of transfers) {
    const file = embedFileOf(transfer.url)!;
    const map = file.endsWith(".js") ? sourceMapFor(file) : undefined;
    const meta = file.endsWith(".js") && !map ? metafileShares(file) : undefined;
    // The loader is our own code whole; a chunk neither mapped nor in the metafile stays unsplit.
    const whole = file === "widgets.js" ? "embed entry / loader" : `unattributed ${file}`;
    const raw = map
      ? bytesByDependency(map, readFileSync(join(EMBED_DIR, file), "utf8"))
      : (meta ?? new Map([[file.endsWith(".json") ? "catalogues (json)" : whole, 1]]));
    const all = [...raw.values()].reduce((a, b) => a + b, 0);
    for (const [group, bytes] of raw)
      totals.set(group, (totals.get(group) ?? 0) + (transfer.encoded * bytes) / all);
  }
  return totals;
}

/**
 * The floor the chosen libraries set: their bytes on this page plus the loader's, which no work on
 * the widgets' own code can lower. Over the budget, the row names each library and the excess.
 */
function libraryFloor(shares: Map<string, number>, budget: number): BenchRow {
  const libraries = [...shares]
    .filter(([group, bytes]) => !OWN_CODE.test(group) && bytes >= 50)
    .sort((a, b) => b[1] - a[1]);
  const loader = shares.get("embed entry / loader") ?? 0;
  const floor = libraries.reduce((sum, [, bytes]) => sum + bytes, loader);
  const terms = [...libraries, ["loader", loader] as const].map(([g, b]) => `${g} ${kb(b)}`);
  const verdict =
    floor > budget
      ? `> ${budget / 1000} KB: the chosen libraries make the budget impossible, by ${kb(floor - budget)} KB`
      : `≤ ${budget / 1000} KB: leaves ${kb(budget - floor)} KB for the widgets' own code`;
  return {
    name: `  libraries + loader: ${terms.join(" + ")} = ${kb(floor)} KB ${verdict}`,
    value: kb(floor),
    unit: "KB gzip ≈",
  };
}

export default function bench(): Promise<BenchRow[]> {
  return withHarness(async (host, browser) => {
    const rows: BenchRow[] = [];
    for (const { label, tags, budget, bar, detail, script } of PAGES) {
      const url = script
        ? host.page(
            `wire-${script}.html`,
            hostPageHtml(
              tags.map((tag) => WIDGET_MARKUP[tag]!).join("\n"),
              [script],
              host.embedOrigin,
            ),
          )
        : widgetsPage(host, `wire-${tags.length}.html`, tags);
      const { page, cdp, close } = await newPage(browser);
      const record = recordTransfers(cdp);
      await page.goto(url);
      await scrollThrough(page); // elements below the fold load (the loader) when near the viewport
      await widgetsRendered(page, tags);
      await settled(page, 500);
      await close();
      const embed = record.transfers.filter((t) => t.url.startsWith(`${host.embedOrigin}/embed/`));
      const total = embed.reduce((sum, t) => sum + t.encoded, 0);
      rows.push({
        name: `${label}: all embed files`,
        value: kb(total),
        unit: "KB gzip",
        budget: budget ? `≤ ${budget / 1000} KB${bar ? ` (${bar})` : ""}` : bar,
        ...(budget && { ok: total <= budget }),
      });
      for (const transfer of [...embed].sort((a, b) => b.encoded - a.encoded))
        rows.push({
          name: `  file ${embedFileOf(transfer.url)} (${kb(transfer.decoded)} KB raw)`,
          value: kb(transfer.encoded),
          unit: "KB gzip",
        });
      if (!detail) continue;
      const shares = dependencyShares(embed);
      rows.push(libraryFloor(shares, budget ?? total));
      for (const [group, bytes] of [...shares].sort((a, b) => b[1] - a[1])) {
        if (bytes < 50) continue;
        const alone = budget !== undefined && !OWN_CODE.test(group) && bytes > budget;
        rows.push({
          name: `  dependency ${group}${alone ? ` (alone over the budget by ${kb(bytes - budget)} KB)` : ""}`,
          value: kb(bytes),
          unit: "KB gzip ≈",
        });
      }
    }
    return rows;
  });
}
