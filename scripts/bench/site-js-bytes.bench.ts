// Issue 24, acceptance 3: the JavaScript bytes a visitor's browser downloads per site route, in
// both languages, with no interaction (CDP network events, bodies as they crossed the network,
// brotli or gzip as the site server sends them). A page with no widget may fetch at most 5 KB;
// a page with widgets only the loader plus what the same widgets fetch through `widgets.js` on a
// plain host page (the marketer's page), every file from `/embed/`. Run `npm run build` first.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { BenchRow } from "./row";
import { SITE_DIR, createSiteServer } from "../site-server";
import {
  TAGS,
  launchChromium,
  newPage,
  recordTransfers,
  scrollThrough,
  servicesIfPortFree,
  settled,
  startHostServer,
  widgetsPage,
  type Transfer,
} from "./browser";
import { routesFromSitemap, selectRoutes } from "./lighthouse.bench";
import { kb } from "./options";

/** Issue 24's bar for a page with no widget, in compressed bytes. */
const NO_WIDGET_BUDGET = 5_000;

const isScript = (transfer: Transfer) => transfer.type === "Script";
const fileName = (url: string) => new URL(url).pathname.replace(/^.*\/embed\//, "");

export default async function bench(): Promise<BenchRow[]> {
  // Every sitemap route in both languages, one post per language (posts share one template).
  const routes = selectRoutes(
    routesFromSitemap(readFileSync(join(SITE_DIR, "sitemap.xml"), "utf8")),
    process.env.BENCH_ROUTES,
    true,
  );
  const services = await servicesIfPortFree();
  const site = createSiteServer();
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const host = await startHostServer();
  const browser = await launchChromium();
  /** The embed files the same widgets fetch on a plain host page, by tag list. */
  const hostFiles = new Map<string, Set<string>>();
  async function filesOnHostPage(tags: string[]): Promise<Set<string>> {
    const key = tags.join(" ");
    if (!hostFiles.has(key)) {
      const { page, cdp, close } = await newPage(browser);
      const record = recordTransfers(cdp);
      await page.goto(widgetsPage(host, `js-bytes-${tags.join("-")}.html`, tags));
      await scrollThrough(page);
      await settled(page, 500);
      await close();
      hostFiles.set(key, new Set(record.transfers.filter(isScript).map((t) => fileName(t.url))));
    }
    return hostFiles.get(key)!;
  }
  const rows: BenchRow[] = [];
  try {
    for (const { path } of routes) {
      const { page, cdp, close } = await newPage(browser);
      const record = recordTransfers(cdp);
      await page.goto(`${origin}${path}`);
      // Scrolled through as a reader would (widgets below the fold load near the viewport), with
      // no click, key or form input.
      await scrollThrough(page);
      await settled(page, 500);
      const tags = await page.evaluate(
        (names) => names.filter((name) => document.querySelector(name)),
        TAGS,
      );
      await close();
      const scripts = record.transfers.filter(isScript);
      const total = scripts.reduce((sum, t) => sum + t.encoded, 0);
      const files = scripts.map((t) => `${fileName(t.url)} ${kb(t.encoded)}`).join(", ");
      if (tags.length === 0) {
        rows.push({
          name: `${path} (no widget): ${files || "no script"}`,
          value: kb(total),
          unit: "KB",
          budget: `≤ ${NO_WIDGET_BUDGET / 1000} KB`,
          ok: total <= NO_WIDGET_BUDGET,
        });
        continue;
      }
      const allowed = await filesOnHostPage(tags);
      const extra = scripts
        .filter((t) => !t.url.includes("/embed/") || !allowed.has(fileName(t.url)))
        .map((t) => `${fileName(t.url)} ${kb(t.encoded)}`);
      rows.push({
        name: `${path} (${tags.join(", ")}): ${extra.length ? `beyond the loader and its widgets' chunks: ${extra.join(", ")}` : `${scripts.length} files, all the loader's and its widgets'`}`,
        value: kb(total),
        unit: "KB",
        budget: "loader + the page's widgets",
        ok: extra.length === 0,
      });
    }
  } finally {
    await browser.close();
    await host.close();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await services.close();
  }
  return rows;
}
