// Until its code arrives, a widget on a host page holds the height it will have (its declaration's
// `reserve`, `reserveFr` in French): what is below it does not jump when it renders. Checked on a
// page 375, 768 and 1280 px wide, the element as wide as the page, in English and French, against
// the local services' content. The blog list reserves a full list of six cards, which the services'
// English posts fill (their French ones are fewer). A post reserves what it shows until its post
// arrives, its loading state: its article's length is known only from its data, so a post that must
// not move what follows it is server-rendered, at its real height from the first paint
// (docs/decisions/2026-12-08-post-reserves-its-loading-state.md).
import { expect, test, type Page } from "@playwright/test";
import { openHostPage, servicesConfig } from "../support/host-page";
import { POST_SLUG, TAGS, serveCalendarProvider } from "./widgets";

/** A post's loading state, as the blog's catalogues word it. */
const loading = { en: "Loading blog post…", fr: "Chargement de l'article…" };

/** What "the same height" allows: a line's rounding, never a jump a visitor sees. */
const TOLERANCE_PX = 8;

const height = (page: Page, tag: string) =>
  page.evaluate((name) => document.querySelector(name)!.getBoundingClientRect().height, tag);

for (const tag of TAGS)
  test(`<${tag}> reserves its ${tag === "blog-post" ? "loading state's" : "final"} height at 375, 768 and 1280 px${tag === "blog-list" ? "" : ", in English and French"}`, async ({
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
        // The post's reads wait: what it shows meanwhile is what the page reserved for it.
        if (tag === "blog-post")
          await page.route(/\/api\/(sheets|docs)\b/, () => new Promise<void>(() => undefined));
        await page.setViewportSize({ width, height: 900 });
        await openHostPage(page, {
          lang,
          head: `${servicesConfig()}<style>body { margin: 0 }</style>`,
          body: `<${tag}${tag === "blog-post" ? ` slug="${POST_SLUG}"` : ""}></${tag}><p>Below the widget</p>`,
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
        if (tag === "blog-post")
          await expect(page.locator(tag).getByRole("status")).toHaveText(loading[lang]);
        await page.waitForTimeout(300);
        const rendered = await height(page, tag);
        expect(
          Math.abs(rendered - reserved),
          `${lang} at ${width} px: reserved ${Math.round(reserved)}, rendered ${Math.round(rendered)}`,
        ).toBeLessThanOrEqual(TOLERANCE_PX);
      }
  });
