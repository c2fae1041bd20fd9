// Lighthouse, mobile profile, on the built site served like production (scripts/site-server.ts)
// with the local services the build points at. Run `npm run build` first.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEFAULT_SERVICES_PORT, LOCAL_HOST } from "@marketing/contracts";
import { startServices, type RunningServices } from "@marketing/local-services";
import { CHROMIUM_ARGS, findChromium } from "../chromium.mjs";
import type { BenchRow } from "./row";
import { createSiteServer } from "../site-server";

// Both languages (issue 11): English at the root, French under /fr/.
const PAGES = [
  "/",
  "/fr/",
  "/blog",
  "/fr/blog",
  "/blog/eeat-ai-assisted-articles",
  "/fr/blog/tableaux-de-bord-kpi-performance-energetique",
  "/pricing",
  "/fr/contact",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const BUDGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const servicesData = mkdtempSync(join(tmpdir(), "lighthouse-services-"));

async function servicesIfPortFree(): Promise<RunningServices | undefined> {
  try {
    return await startServices({
      port: DEFAULT_SERVICES_PORT,
      host: LOCAL_HOST,
      dataDir: servicesData,
    });
  } catch (error) {
    // Already running (npm start, a test run): the site talks to that one.
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") return undefined;
    throw error;
  }
}

export default async function bench(): Promise<BenchRow[]> {
  const services = await servicesIfPortFree();
  const site = createSiteServer();
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-chrome-"));
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    userDataDir: profile,
  });
  const rows: BenchRow[] = [];
  try {
    for (const path of PAGES) {
      const result = await lighthouse(
        `${origin}${path}`,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
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
      const categories = result?.lhr.categories ?? {};
      for (const category of CATEGORIES) {
        const score = Math.round((categories[category]?.score ?? 0) * 100);
        rows.push({
          name: `${path} ${category}`,
          value: score,
          unit: "/100",
          budget: `≥ ${BUDGETS[category]}`,
          ok: score >= BUDGETS[category],
        });
      }
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const audit of Object.values(result?.lhr.audits ?? {})) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
            console.error(
              `${path}: ${audit.id} ${audit.score} ${audit.displayValue ?? ""}`,
              audit.id === "errors-in-console" ? JSON.stringify(audit.details).slice(0, 600) : "",
            );
        }
      }
    }
  } finally {
    chrome.kill();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await services?.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(servicesData, { recursive: true, force: true });
  }
  return rows;
}
