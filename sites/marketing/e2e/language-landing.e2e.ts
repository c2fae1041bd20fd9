// The head's landing script sends a visitor to the other language's page only when that page
// exists: every page of the sitemap (posts included), opened by a French and an English browser,
// each with nothing stored, English stored and French stored, ends in at most one redirect and a
// painted page. A post with no translation has no page in the other tree (its address there
// redirects back), so it opens in its own language for everyone.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY } from "@marketing/widgets/language";
import { SITE_URL } from "@marketing/e2e/urls";

/** The built sitemap, where the site server serves it from (`SITE_BUILD_DIR` moves it). */
function sitemapPaths(): string[] {
  const build = process.env.SITE_BUILD_DIR
    ? process.env.SITE_BUILD_DIR.replace(/\/+$/, "")
    : fileURLToPath(new URL("../build", import.meta.url));
  const xml = readFileSync(`${build}/client/sitemap.xml`, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

const BROWSERS = [
  { name: "French browser", locale: "fr-FR" },
  { name: "English browser", locale: "en-GB" },
] as const;
const STORED = [
  { name: "nothing stored", value: null },
  { name: "English stored", value: "en" },
  { name: "French stored", value: "fr" },
] as const;

const paths = sitemapPaths();

test("the sitemap lists pages of both trees and posts", () => {
  expect(paths).toContain("/");
  expect(paths).toContain("/fr/");
  expect(paths.filter((path) => /^(\/fr)?\/blog\/[^/]+$/.test(path)).length).toBeGreaterThan(2);
});

// One page per combination, reused from visit to visit (a browser context per visit made this walk
// minutes long); each visit's documents start with the stored choice reset.
for (const browser of BROWSERS) {
  test.describe(browser.name, () => {
    test.use({ locale: browser.locale });
    for (const stored of STORED) {
      test(`${stored.name}: every page of the sitemap`, async ({ page }) => {
        test.setTimeout(30_000 + paths.length * 2_000);
        // Every document of the visit starts with the visitor's stored choice (or none).
        await page.addInitScript(
          ([key, value]) => {
            if (value === null) localStorage.removeItem(key!);
            else localStorage.setItem(key!, value);
          },
          [LANGUAGE_STORAGE_KEY, stored.value] as const,
        );
        // The widgets' code plays no part in where the visitor lands.
        await page.route("**/embed/**", (route) => route.abort());
        let navigations = 0;
        page.on("request", (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame())
            navigations += 1;
        });
        for (const path of paths) {
          await test.step(path, async () => {
            navigations = 0;
            await page.goto(`${SITE_URL}${path}`, { waitUntil: "commit" });
            // The landing script runs in the head, before the body: a painted main is where it left
            // the visitor (a loop hides the page and never settles).
            await expect(page.locator("#main"), path).toBeVisible({ timeout: 10_000 });
            expect(
              await page.evaluate(() => document.documentElement.style.display),
              path,
            ).not.toBe("none");
            // The visit, and at most one redirect to the visitor's language.
            expect(navigations, `${path}: navigations`).toBeLessThanOrEqual(2);
          });
        }
      });
    }
  });
}
