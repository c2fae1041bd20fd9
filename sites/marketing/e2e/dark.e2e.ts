// On the built site: the site follows the visitor's dark system setting in CSS alone, so
// it is dark from the first paint without any script, and its widgets (theme="auto") with it. The
// axe checks of every route under the dark setting are in site.e2e.ts.
import { expect, test, type Page } from "@playwright/test";
import { localized, untilWidgetsLive } from "./routes";

/** Relative luminance of a computed `rgb(…)` colour (WCAG 2). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** A widget's own text colour, inside its shadow root. */
const widgetText = (page: Page, tag: string) =>
  page
    .locator(tag)
    .first()
    .evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector(".mw-root")!).color);

for (const javaScriptEnabled of [false, true]) {
  test.describe(`dark system setting, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ colorScheme: "dark", javaScriptEnabled });

    for (const lang of ["en", "fr"] as const)
      test(`${lang}: the page, its header and its widgets are dark, the logo mark stands out`, async ({
        page,
      }) => {
        await page.goto(localized("/", lang));
        if (javaScriptEnabled) await untilWidgetsLive(page);
        const background = await style(page, "body", "background-color");
        expect(luminance(background)).toBeLessThan(0.05);
        expect(contrast(await style(page, "body", "color"), background)).toBeGreaterThan(7);
        expect(luminance(await style(page, ".site-header", "background-color"))).toBeLessThan(0.05);
        // The brand mark and the client logos are still seen against the dark header and page.
        const header = await style(page, ".site-header", "background-color");
        expect(
          contrast(await style(page, ".brand__mark", "background-color"), header),
        ).toBeGreaterThan(3);
        expect(contrast(await style(page, ".logos__item", "color"), background)).toBeGreaterThan(
          4.5,
        );
        // The widgets follow the same setting: light text, from the HTML's first paint.
        await expect(page.locator("booking-button").first()).toHaveAttribute("theme", "auto");
        expect(luminance(await widgetText(page, "booking-button"))).toBeGreaterThan(0.6);

        await page.goto(localized("/blog", lang));
        if (javaScriptEnabled) await untilWidgetsLive(page);
        expect(luminance(await widgetText(page, "blog-list"))).toBeGreaterThan(0.6);
        // The cards' pictures are shown (decoded, not hidden) on the dark page.
        const picture = page.locator("blog-list").locator("img").first();
        await expect(picture).toBeVisible();
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      });
  });
}

test("under the light setting the site keeps its light design", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  expect(luminance(await style(page, "body", "background-color"))).toBeGreaterThan(0.9);
  expect(luminance(await widgetText(page, "booking-button"))).toBeLessThan(0.1);
});
