// Until its code arrives, a widget on a host page holds the height it will have (its declaration's
// `reserve`, `reserveFr` in French): what is below it does not jump when it renders. Checked on a
// page 375, 768 and 1280 px wide, the element as wide as the page, in English and French, against
// the local services' content. A post is left out: its height is its article's, which only its
// code can know (server-render it: docs/embedding.md). The blog list reserves a full list of six
// cards, which the services' English posts fill (their French ones are fewer).
import { expect, test, type Page } from "@playwright/test";
import { openHostPage, servicesConfig } from "../support/host-page";
import { TAGS, serveCalendarProvider } from "./widgets";

/** What "the same height" allows: a line's rounding, never a jump a visitor sees. */
const TOLERANCE_PX = 8;

const height = (page: Page, tag: string) =>
  page.evaluate((name) => document.querySelector(name)!.getBoundingClientRect().height, tag);

for (const tag of TAGS.filter((name) => name !== "blog-post"))
  test(`<${tag}> reserves its final height at 375, 768 and 1280 px${tag === "blog-list" ? "" : ", in English and French"}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await serveCalendarProvider(page);
    for (const lang of tag === "blog-list" ? (["en"] as const) : (["en", "fr"] as const))
      for (const width of [375, 768, 1280]) {
        await page.unrouteAll({ behavior: "ignoreErrors" });
        await serveCalendarProvider(page);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/embed/chunks/**", async (route) => {
          await held;
          await route.continue().catch(() => undefined);
        });
        await page.setViewportSize({ width, height: 900 });
        await openHostPage(page, {
          lang,
          head: `${servicesConfig()}<style>body { margin: 0 }</style>`,
          body: `<${tag}></${tag}><p>Below the widget</p>`,
          scripts: ["widgets.js"],
        });
        const reserved = await height(page, tag);
        release();
        await expect
          .poll(() => page.evaluate((name) => customElements.get(name) !== undefined, tag))
          .toBe(true);
        await expect(page.locator(tag)).not.toHaveAttribute("data-mw-rendering");
        if (tag === "blog-list")
          await expect(page.locator(tag).getByRole("article").first()).toBeVisible();
        await page.waitForTimeout(300);
        const rendered = await height(page, tag);
        expect(
          Math.abs(rendered - reserved),
          `${lang} at ${width} px: reserved ${Math.round(reserved)}, rendered ${Math.round(rendered)}`,
        ).toBeLessThanOrEqual(TOLERANCE_PX);
      }
  });
