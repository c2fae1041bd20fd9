// French labels on a phone (375 px): the booking button's long label ("Réserver un appel
// stratégique gratuit") wraps onto two even lines with room above and below, never squeezed into
// the button's height; a number stays with its unit ("14 jours", never "14 / jours").
import { expect, test, type Locator } from "@playwright/test";

test.use({ viewport: { width: 375, height: 800 } });

/** Each line of an element's text: its width, and its box's distance from the element's edges. */
function lines(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    const tops = [...new Set(rects.map((r) => Math.round(r.top)))].sort((a, b) => a - b);
    const widths = tops.map((top) =>
      rects.filter((r) => Math.round(r.top) === top).reduce((sum, r) => sum + r.width, 0),
    );
    const box = node.getBoundingClientRect();
    const text = range.getBoundingClientRect();
    return {
      widths,
      above: text.top - box.top,
      below: box.bottom - text.bottom,
      sides: Math.min(text.left - box.left, box.right - text.right),
    };
  });
}

for (const path of ["/fr/", "/fr/about", "/fr/services"])
  test(`${path}: the booking button's label has room in its button`, async ({ page }) => {
    await page.goto(path);
    for (const host of await page.locator("booking-button").all()) {
      const button = host.locator(".mw-booking__button");
      await button.scrollIntoViewIfNeeded();
      await expect(button).toHaveText("Réserver un appel stratégique gratuit");
      const { widths, above, below, sides } = await lines(button);
      expect(above).toBeGreaterThanOrEqual(8);
      expect(below).toBeGreaterThanOrEqual(8);
      expect(sides).toBeGreaterThanOrEqual(16);
      // Two lines are even, not a long one and an orphan ("… stratégique / gratuit").
      if (widths.length > 1) expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.6);
    }
  });

test(`/fr/products: the trial button keeps "14 jours" together`, async ({ page }) => {
  await page.goto("/fr/products");
  const trial = page.getByRole("link", { name: /essai gratuit de 14\sjours/ }).first();
  await expect(trial).toBeVisible();
  const together = await trial.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let item = walker.nextNode(); item; item = walker.nextNode()) {
      const at = item.textContent!.indexOf("14");
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(item, at);
      range.setEnd(item, at + "14 jours".length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
    }
    return false;
  });
  expect(together).toBe(true);
});
