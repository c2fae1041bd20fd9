// Issue 13, acceptance 3: Lighthouse, mobile profile, for every route in both languages, read
// from the built sitemap.xml (its pages and their hreflang alternates), so French routes are
// measured as soon as the site has them. Performance is the median of three runs; runs are
// sequential (parallel Lighthouse on two cores skews every figure). `--quick`: one run, one post
// per language; BENCH_ROUTES=/,/fr/blog limits the routes. Run `npm run build` first.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs";
import type { BenchRow } from "./row";
import { SITE_DIR, createSiteServer } from "../site-server";
import { median, servicesIfPortFree, tempDir } from "./browser";
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
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    {
      extends: "lighthouse:default",
      // This machine has no internet: the calendar provider's script and stylesheet (booking
      // button) fail DNS resolution, which the browser logs as console errors. Only those
      // are ignored; any other console error still fails Best practices.
      audits: [
        { path: "errors-in-console", options: { ignoredPatterns: ["ERR_NAME_NOT_RESOLVED"] } },
      ],
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

/** The built site and the local services it calls, with a headless Chromium for Lighthouse. */
export async function startSiteAndChromium() {
  const services = await servicesIfPortFree();
  const site = createSiteServer();
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

const score = (result: RunnerResult, category: string) =>
  Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

export default async function bench(): Promise<BenchRow[]> {
  const routes = selectRoutes(
    routesFromSitemap(readFileSync(join(SITE_DIR, "sitemap.xml"), "utf8")),
  );
  const running = await startSiteAndChromium();
  const rows: BenchRow[] = [];
  try {
    for (const { path, lang } of routes) {
      const runs: RunnerResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        process.stderr.write(`lighthouse ${path} (run ${run + 1}/${RUNS})\n`);
        runs.push(await runLighthouse(`${running.origin}${path}`, running.port));
      }
      const label = `${path}${lang ? ` [${lang}]` : ""}`;
      for (const category of CATEGORIES) {
        const value = median(runs.map((result) => score(result, category)));
        rows.push({
          name: `${label} ${category}${category === "performance" ? ` (median of ${RUNS})` : ""}`,
          value,
          unit: "/100",
          budget: "= 100",
          ok: value >= 100,
        });
      }
      // The run with the median performance score: its metrics explain that score.
      const middle = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"))[
        Math.floor(runs.length / 2)
      ]!;
      const audit = (id: string) => middle.lhr.audits[id]?.numericValue ?? 0;
      const tbt = Math.round(audit("total-blocking-time"));
      const cls = Math.round(audit("cumulative-layout-shift") * 1000) / 1000;
      rows.push({
        name: `${label} total blocking time`,
        value: tbt,
        unit: "ms",
        budget: "= 0",
        ok: tbt === 0,
      });
      rows.push({
        name: `${label} cumulative layout shift`,
        value: cls,
        unit: "",
        budget: "= 0",
        ok: cls === 0,
      });
      rows.push({
        name: `${label} first contentful paint`,
        value: Math.round(audit("first-contentful-paint")),
        unit: "ms",
      });
      rows.push({
        name: `${label} largest contentful paint`,
        value: Math.round(audit("largest-contentful-paint")),
        unit: "ms",
      });
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const item of Object.values(middle.lhr.audits)) {
          if (item.score !== null && item.score < 1 && item.scoreDisplayMode !== "informative")
            console.error(`${path}: ${item.id} ${item.score} ${item.displayValue ?? ""}`);
        }
      }
    }
  } finally {
    await running.close();
  }
  return rows;
}
