// The counters on /industrial-analytics count up (spec §9), in both languages: on a phone once
// scrolled into view, on a desktop (where they are on the first screen) as the page starts. Their
// server-rendered figures are what a visitor without JavaScript reads; the code takes them back to
// zero before they are seen counting.
import { expect, test, type Page } from "@playwright/test";
import { localized } from "./routes";

const target = { en: "€47,200", fr: /^47\s200\s€$/ };

/** Every figure the euros counter shows from now on, and the way to read them back. */
async function recordEuros(page: Page): Promise<() => Promise<string[]>> {
  await page
    .locator("kpi-counters")
    .locator('[data-counter="euros"] [aria-hidden="true"]')
    .evaluate((figure) => {
      const seen: string[] = [];
      Object.assign(window, { eurosSeen: seen });
      new MutationObserver(() => seen.push(figure.textContent ?? "")).observe(figure, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
  return () => page.evaluate(() => (window as unknown as { eurosSeen: string[] }).eurosSeen);
}

for (const lang of ["en", "fr"] as const) {
  const path = localized("/industrial-analytics", lang);
  const euros = (page: Page) =>
    page.locator("kpi-counters").locator('[data-counter="euros"] [aria-hidden="true"]');

  test(`${path} on a phone: the counters count up once scrolled into view`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(path);
    const seen = await recordEuros(page);
    // Their code comes as they near the viewport, while the reader is still above them.
    await expect
      .poll(() => page.evaluate(() => customElements.get("kpi-counters") !== undefined))
      .toBe(true);
    // Scrolled down as a reader does.
    const counters = page.locator("kpi-counters");
    while (await counters.evaluate((element) => element.getBoundingClientRect().top > 300)) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(200);
    }
    await expect(euros(page)).toHaveText(target[lang], { timeout: 10_000 });
    // Counted: many figures on the way (47 steps of 1,000), the target last.
    expect((await seen()).length, (await seen()).join(" | ")).toBeGreaterThan(10);
  });

  test(`${path} on a desktop: the counters on the first screen count up as the page starts`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const seen = await recordEuros(page);
    await expect(euros(page)).toHaveText(target[lang], { timeout: 10_000 });
    await expect.poll(async () => (await seen()).length).toBeGreaterThan(10);
  });
}
