// Lighthouse, mobile profile, for every route in both languages, read
// from the built sitemap.xml (its pages and their hreflang alternates), so French routes are
// measured as soon as the site has them. Performance is the median of three runs; runs are
// sequential (parallel Lighthouse on two cores skews every figure). `--quick`: one run, one post
// per language; BENCH_ROUTES=/,/fr/blog limits the routes. Run `npm run build` first; a site built
// for other ports is measured with the same VITE_* variables (its CSP) and SERVICES_PORT.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "@marketing/scripts/chromium";
import type { BenchRow } from "./row";
import { SITE_DIR, createSiteServer } from "@marketing/scripts/site-server";
import { median, startBenchApi, tempDir } from "./browser";
import { QUICK, RUNS } from "./options";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface Route {
  /** Path and query, e.g. `/blog` or `/fr/blog`. */
  path: string;
  lang: string;
}

/**
 * Every page of the sitemap in every language it declares: each `<url>`'s hreflang alternates
 * (x-default aside), or its `<loc>` when it has none.
 */
export function routesFromSitemap(xml: string): Route[] {
  const routes = new Map<string, Route>();
  const pathOf = (href: string) => {
    const url = new URL(href.replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  };
  for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const alternates = [
      ...block!.matchAll(/<xhtml:link[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g),
    ].filter(([, lang]) => lang !== "x-default");
    const loc = /<loc>([^<]+)<\/loc>/.exec(block!)?.[1];
    const entries = alternates.length
      ? alternates.map(([, lang, href]) => ({ path: pathOf(href!), lang: lang! }))
      : loc
        ? [{ path: pathOf(loc), lang: "" }]
        : [];
    for (const entry of entries) routes.set(entry.path, entry);
  }
  return [...routes.values()].sort(
    (a, b) => a.lang.localeCompare(b.lang) || a.path.localeCompare(b.path),
  );
}

/** The routes to measure: BENCH_ROUTES, else the sitemap's (one post per language if quick). */
export function selectRoutes(all: Route[], only = process.env.BENCH_ROUTES, quick = QUICK) {
  if (only) {
    const wanted = only.split(",").map((path) => path.trim());
    return all.filter((route) => wanted.includes(route.path));
  }
  if (!quick) return all;
  const postSeen = new Set<string>();
  return all.filter((route) => {
    const isPost = /\/blog\/[^/?]+/.test(route.path);
    if (!isPost) return true;
    if (postSeen.has(route.lang)) return false;
    postSeen.add(route.lang);
    return true;
  });
}

/** One Lighthouse run (mobile profile, the default) of `url` in the Chromium on `port`. */
export async function runLighthouse(url: string, port: number): Promise<RunnerResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

/** The built site and the local services it calls, with a headless Chromium for Lighthouse. */
export async function startSiteAndChromium() {
  const services = await startBenchApi();
  const site = createSiteServer({ api: services.api });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const profile = tempDir("lighthouse-chrome-");
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    userDataDir: profile.path,
  });
  return {
    origin,
    port: chrome.port,
    async close() {
      chrome.kill();
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
      await services.close();
      profile.remove();
    },
  };
}

/** Every absolute image address a page's HTML names (`src` and each `srcset` candidate). */
export function imageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, attribute, value] of html.matchAll(/\s(src|srcset)="([^"]*)"/g)) {
    const candidates = attribute === "srcset" ? value!.split(",") : [value!];
    for (const candidate of candidates) {
      const url = candidate.trim().split(/\s+/)[0]!.replace(/&amp;/g, "&");
      if (/^https?:\/\//.test(url)) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * Fetches a route's page and the images it names once, unmeasured: the local services encode a
 * Drive thumbnail at its first request (a few hundred ms, which Lighthouse would count as the
 * server's latency and the LCP's load time); Google's thumbnails are served from its cache.
 */
async function warmServerCaches(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  await Promise.all(imageUrls(html).map(async (image) => (await fetch(image)).arrayBuffer()));
}

const score = (result: RunnerResult, category: string) =>
  Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

/** One route's figures: category scores (performance the median of the runs) and its metrics. */
export interface RouteFigures {
  route: string;
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  cls: number;
  tbt: number;
  lcp: number;
  /** The lowest performance score and the longest blocking time over the runs. */
  worstPerformance: number;
  worstTbt: number;
}

/** The site's bars: performance median 100 and never below 98. */
export const WORST_PERFORMANCE_BAR = 98;
/** The site's bar: total blocking time at most 50 ms in every run. */
export const TBT_BAR_MS = 50;

/**
 * The bars: every category 100 (performance as the median of the runs, and never below 98), no
 * layout shift, and at most 50 ms of blocking time in every run.
 */
export function overBars(figures: RouteFigures): string[] {
  const over: string[] = CATEGORIES.filter((category) => figures[category] < 100);
  if (figures.worstPerformance < WORST_PERFORMANCE_BAR) over.push("worst performance");
  if (figures.cls > 0) over.push("cls");
  if (figures.worstTbt > TBT_BAR_MS) over.push("tbt");
  return over;
}

/** The figures of one route from its runs; metrics from the run with the median performance. */
export function routeFigures(route: string, runs: RunnerResult[]): RouteFigures {
  const middle = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"))[
    Math.floor(runs.length / 2)
  ]!;
  const audit = (id: string) => middle.lhr.audits[id]?.numericValue ?? 0;
  const categories = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((result) => score(result, category)))]),
  ) as Record<(typeof CATEGORIES)[number], number>;
  return {
    route,
    ...categories,
    cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    tbt: Math.round(audit("total-blocking-time")),
    lcp: Math.round(audit("largest-contentful-paint")),
    worstPerformance: Math.min(...runs.map((result) => score(result, "performance"))),
    worstTbt: Math.max(
      ...runs.map((result) =>
        Math.round(result.lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      ),
    ),
  };
}

/** The per-route table: route, perf (median, min), a11y, BP, SEO, CLS, TBT (median run's, max), LCP, and OVER below the bars. */
export function routeTable(all: RouteFigures[]): string {
  const header = [
    "route",
    "perf",
    "perf min",
    "a11y",
    "BP",
    "SEO",
    "CLS",
    "TBT ms",
    "TBT max",
    "LCP ms",
    "status",
  ];
  const body = all.map((f) => {
    const over = overBars(f);
    return [
      f.route,
      ...[
        f.performance,
        f.worstPerformance,
        f.accessibility,
        f["best-practices"],
        f.seo,
        f.cls,
        f.tbt,
        f.worstTbt,
        f.lcp,
      ].map(String),
      over.length ? `OVER (${over.join(", ")})` : "ok",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(line)]
    .map((row) => `${row}\n`)
    .join("");
}

/** A route's row of the bench table, every figure in its name, OVER when any bar is missed. */
export function routeRow(f: RouteFigures): BenchRow {
  return {
    name: `${f.route}: perf ${f.performance} (median of ${RUNS}, min ${f.worstPerformance}), a11y ${f.accessibility}, BP ${f["best-practices"]}, SEO ${f.seo}, CLS ${f.cls}, TBT ${f.tbt} ms (max ${f.worstTbt}), LCP ${f.lcp} ms`,
    value: f.performance,
    unit: "/100",
    budget: `all 100 (perf min ${WORST_PERFORMANCE_BAR}), CLS 0, TBT ≤ ${TBT_BAR_MS} ms every run`,
    ok: overBars(f).length === 0,
  };
}

export default async function bench(): Promise<BenchRow[]> {
  const routes = selectRoutes(
    routesFromSitemap(readFileSync(join(SITE_DIR, "sitemap.xml"), "utf8")),
  );
  // LIGHTHOUSE_REPORTS=<dir>: every run's JSON report is kept there, to read the failing audits.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  const running = await startSiteAndChromium();
  const figures: RouteFigures[] = [];
  try {
    for (const { path, lang } of routes) {
      const runs: RunnerResult[] = [];
      await warmServerCaches(`${running.origin}${path}`);
      for (let run = 0; run < RUNS; run++) {
        process.stderr.write(`lighthouse ${path} (run ${run + 1}/${RUNS})\n`);
        const result = await runLighthouse(`${running.origin}${path}`, running.port);
        runs.push(result);
        if (reports) {
          const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root";
          writeFileSync(join(reports, `${name}.${run + 1}.json`), JSON.stringify(result.lhr));
        }
      }
      const route = routeFigures(`${path}${lang ? ` [${lang}]` : ""}`, runs);
      figures.push(route);
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const item of Object.values(runs[0]!.lhr.audits)) {
          if (item.score !== null && item.score < 1 && item.scoreDisplayMode !== "informative")
            console.error(`${path}: ${item.id} ${item.score} ${item.displayValue ?? ""}`);
        }
      }
    }
  } finally {
    await running.close();
  }
  process.stdout.write(`Lighthouse (mobile), per route:\n${routeTable(figures)}\n`);
  return figures.map(routeRow);
}
