// Issue 13, acceptance 1: bytes over the wire (gzip) of the embed files a host page requests, as
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
  /** The page's bar, in gzip bytes, and where it comes from. */
  budget: number;
  bar?: string;
  /** A further bar the same bytes are read against (issue 7's for newsletter-signup.js). */
  also?: { budget: number; bar: string };
  /** Whether to break the bytes down per dependency. */
  detail: boolean;
  /** The embed script the page loads instead of widgets.js (a standalone script). */
  script?: string;
}

/**
 * Each standalone script's bytes before issue 25 made it the loader restricted to its tag: the
 * one-file classic script of the commit before (0425621), gzip -9, catalogues inline. Issue 25,
 * acceptance 6: the embed sizes do not grow, so a page with only that script downloads no more.
 */
const BEFORE_ISSUE_25: Record<string, number> = {
  "blog-list": 49_800,
  "blog-post": 70_200,
  "booking-button": 32_300,
  "contact-form": 40_800,
  "kpi-counters": 31_700,
  "newsletter-signup": 38_900,
  "pricing-table": 35_700,
};

/** Issue 13's bars for widgets.js, then one page per standalone script (issues 25 and 7). */
const PAGES: HostPage[] = [
  { label: "loader alone (widgets.js, no element)", tags: [], budget: 5_000, detail: false },
  {
    label: "one <newsletter-signup> via widgets.js",
    tags: ["newsletter-signup"],
    budget: 25_000,
    detail: true,
  },
  { label: "all seven via widgets.js", tags: TAGS, budget: 70_000, detail: true },
  ...TAGS.map((tag): HostPage => ({
    label: `one <${tag}> via ${tag}.js`,
    tags: [tag],
    budget: BEFORE_ISSUE_25[tag]!,
    bar: "before issue 25",
    ...(tag === "newsletter-signup" && { also: { budget: 35_000, bar: "issue 7" } }),
    detail: tag === "newsletter-signup",
    script: `${tag}.js`,
  })),
];

/** Third-party libraries: if one alone exceeds a budget, the issue asks to say so. */
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
    for (const { label, tags, budget, bar, also, detail, script } of PAGES) {
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
        budget: `≤ ${budget / 1000} KB${bar ? ` (${bar})` : ""}`,
        ok: total <= budget,
      });
      if (also)
        rows.push({
          name: `${label}: all embed files, against ${also.bar}'s bar`,
          value: kb(total),
          unit: "KB gzip",
          budget: `≤ ${also.budget / 1000} KB (${also.bar})`,
          ok: total <= also.budget,
        });
      for (const transfer of [...embed].sort((a, b) => b.encoded - a.encoded))
        rows.push({
          name: `  file ${embedFileOf(transfer.url)} (${kb(transfer.decoded)} KB raw)`,
          value: kb(transfer.encoded),
          unit: "KB gzip",
        });
      if (!detail) continue;
      const shares = dependencyShares(embed);
      rows.push(libraryFloor(shares, Math.min(budget, also?.budget ?? budget)));
      for (const [group, bytes] of [...shares].sort((a, b) => b[1] - a[1])) {
        if (bytes < 50) continue;
        const alone = !OWN_CODE.test(group) && bytes > budget;
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
