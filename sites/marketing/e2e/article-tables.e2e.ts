// An article's tables on a phone keep every word whole, never broken mid-word ("Indica/teur"), and
// the fixtures' tables (three columns of long French words) fit a 375 px phone.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "@marketing/e2e/axe";

/** Every post of the fixtures whose document has a table. */
const POSTS_WITH_TABLES = [
  "/blog/eeat-ai-assisted-articles",
  "/fr/blog/tableaux-de-bord-kpi-performance-energetique",
  "/fr/blog/detection-defauts-groupes-froids",
  "/fr/blog/ia-contenu-voix-de-marque",
];

for (const path of POSTS_WITH_TABLES)
  test(`${path} at 375 px: no word of a table breaks across lines`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    const tables = page.locator("blog-post").locator(".mw-doc table");
    await expect(tables.first()).toBeAttached();
    for (const table of await tables.all()) {
      await table.scrollIntoViewIfNeeded();
      const broken = await table.evaluate((element) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          // A word split at its own hyphen ("week-/end") breaks where it may.
          for (const match of text.matchAll(/[^\s-]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set(
              [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
            );
            if (tops.size > 1) found.push(match[0]);
          }
        }
        return found;
      });
      expect(broken).toEqual([]);
      // And these fit the phone: nothing to scroll sideways.
      expect(
        await table.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page, "blog-post");
  });
