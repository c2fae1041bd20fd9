// The JavaScript bytes a visitor's browser downloads per site route, in
// both languages, with no interaction (CDP network events, bodies as they crossed the network,
// brotli or gzip as the site server sends them). A page with no widget may fetch at most 5 KB;
// a page with widgets only the loader plus what the same widgets fetch through `widgets.js` on a
// plain host page (the marketer's page) with the same page configuration, every file from
// `/embed/`. The calendar provider's script, which the booking button loads after the page's load
// (Calendly's, or the local services' stand-in), is not our code: printed apart, not counted.
// Run `npm run build` first.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchRow } from "./row";
import { SITE_DIR, createSiteServer } from "@marketing/scripts/site-server";
import { PAGE_CONFIG_ID, defaultConfig } from "@marketing/widgets";
import type { Page } from "playwright";
import {
  TAGS,
  hostPageHtml,
  launchChromium,
  newPage,
  recordTransfers,
  scrollThrough,
  startBenchApi,
  settled,
  startHostServer,
  type Transfer,
} from "./browser";
import { routesFromSitemap, selectRoutes } from "./lighthouse.bench";
import { kb } from "./options";

/** The bar for a page with no widget, in compressed bytes. */
const NO_WIDGET_BUDGET = 5_000;

const isScript = (transfer: Transfer) => transfer.type === "Script";
/** The calendar provider's script the page's configuration names, else the library's default. */
function calendarScript(config: string): string {
  const named = config ? (JSON.parse(config) as { calendarScriptUrl?: unknown }) : {};
  return typeof named.calendarScriptUrl === "string"
    ? named.calendarScriptUrl
    : defaultConfig.calendarScriptUrl;
}
const fileName = (url: string) => new URL(url).pathname.replace(/^.*\/embed\//, "");
/** A file's identity across the two origins: its name under /embed/, else its whole URL. */
const fileKey = (url: string) => (new URL(url).pathname.includes("/embed/") ? fileName(url) : url);

/**
 * Scrolled through as a reader would (the loader fetches a widget's code as it nears the
 * viewport), with no click, key or form input, until every element on the page is defined and
 * the network has been quiet.
 */
async function loaded(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.waitForFunction(
    (names) =>
      [...new Set([...document.querySelectorAll(names.join(","))].map((e) => e.localName))].every(
        (name) => customElements.get(name),
      ),
    TAGS,
    { timeout: 30_000, polling: 100 },
  );
  await settled(page, 1_000);
}

export default async function bench(): Promise<BenchRow[]> {
  // Every sitemap route in both languages, one post per language (posts share one template).
  const routes = selectRoutes(
    routesFromSitemap(readFileSync(join(SITE_DIR, "sitemap.xml"), "utf8")),
    process.env.BENCH_ROUTES,
    true,
  );
  const services = await startBenchApi();
  const site = createSiteServer({ api: services.api });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const host = await startHostServer(undefined, services.api);
  const browser = await launchChromium();
  /**
   * The files the same elements fetch through `widgets.js` on a plain host page that carries the
   * same configuration block as the site's page (a marketer's page configures its widgets too).
   */
  async function filesOnHostPage(markup: string, config: string): Promise<Set<string>> {
    const { page, cdp, close } = await newPage(browser);
    const record = recordTransfers(cdp);
    const block = config
      ? `<script type="application/json" id="${PAGE_CONFIG_ID}">${config}</script>\n`
      : "";
    await page.goto(
      host.page("js-bytes.html", hostPageHtml(block + markup, ["widgets.js"], host.embedOrigin)),
    );
    await loaded(page);
    await close();
    return new Set(record.transfers.filter(isScript).map((t) => fileKey(t.url)));
  }
  const rows: BenchRow[] = [];
  try {
    for (const { path } of routes) {
      const { page, cdp, close } = await newPage(browser);
      const record = recordTransfers(cdp);
      await page.goto(`${origin}${path}`);
      await loaded(page);
      // Each element as a marketer would paste it: its tag and attributes, no rendered content.
      const { tags, markup, inline, config } = await page.evaluate(
        ({ names, configId }) => {
          const elements = [...document.querySelectorAll(names.join(","))];
          const pasted = elements.map((element) => {
            const copy = document.createElement(element.localName);
            for (const { name, value } of element.attributes)
              if (!name.startsWith("data-mw-")) copy.setAttribute(name, value);
            return copy.outerHTML;
          });
          // The page's own inline scripts (not data blocks or speculation rules): JavaScript too.
          const inline = [...document.scripts]
            .filter(
              (script) => !script.src && ["", "module", "text/javascript"].includes(script.type),
            )
            .map((script) => script.text);
          return {
            tags: [...new Set(elements.map((e) => e.localName))],
            markup: pasted.join("\n"),
            inline,
            config: document.getElementById(configId)?.textContent ?? "",
          };
        },
        { names: TAGS, configId: PAGE_CONFIG_ID },
      );
      await close();
      const provider = calendarScript(config);
      const thirdParty = record.transfers.filter(isScript).filter((t) => t.url === provider);
      const scripts = record.transfers.filter(isScript).filter((t) => t.url !== provider);
      const thirdPartyNote = thirdParty.length
        ? `; not counted, the calendar provider's ${thirdParty.map((t) => `${new URL(t.url).pathname} ${kb(t.encoded)} KB`).join(", ")}`
        : "";
      // Inline code travels inside the compressed HTML: counted as if gzipped on its own (a little
      // more than its share of the page's compressed bytes).
      const inlineBytes = inline.reduce(
        (sum, code) => sum + gzipSync(code, { level: 9 }).length,
        0,
      );
      const total = scripts.reduce((sum, t) => sum + t.encoded, inlineBytes);
      const inlineNote = `inline ${kb(inlineBytes)} KB gzip (${inline.length} scripts)`;
      const files = scripts.map((t) => `${fileName(t.url)} ${kb(t.encoded)}`).join(", ");
      if (tags.length === 0) {
        rows.push({
          name: `${path} (no widget): ${inlineNote}${files ? `, ${files}` : ", no script file"}`,
          value: kb(total),
          unit: "KB",
          budget: `≤ ${NO_WIDGET_BUDGET / 1000} KB`,
          ok: total <= NO_WIDGET_BUDGET,
        });
        continue;
      }
      const allowed = await filesOnHostPage(markup, config);
      const extra = scripts
        .filter((t) => !allowed.has(fileKey(t.url)))
        .map((t) => `${fileName(t.url)} ${kb(t.encoded)}`);
      rows.push({
        name: `${path} (${tags.join(", ")}): ${inlineNote}; ${extra.length ? `beyond the loader and its widgets' chunks: ${extra.join(", ")}` : `${scripts.length} files, all the loader's and its widgets'`}${thirdPartyNote}`,
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
