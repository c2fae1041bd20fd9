import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { bookCall, common, localized, post, posts, routes, type Lang } from "./routes";

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The booking call to action: the server renders a link to the calendar's booking page, which the
 * widget turns into its button on the visitor's first intent (docs/decisions/2026-11-28-wake-when-needed.md).
 */
const bookingCallToAction = (page: Page, name: string) => {
  const main = page.getByRole("main");
  return main.getByRole("link", { name }).or(main.getByRole("button", { name })).first();
};

/** Whether the phone menu (a popover) is open. */
const menuOpen = (page: Page) =>
  page.locator("#site-nav").evaluate((nav) => nav.matches(":popover-open"));

/** The header's navigation: behind the menu toggle on a phone. */
async function openNavIfCollapsed(page: Page, lang: Lang) {
  const toggle = page.getByRole("button", { name: common[lang].nav.menu, exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    expect(await menuOpen(page)).toBe(true);
  }
}

// Every route in both languages, at both widths, under the light and the dark system setting
// (the site follows it).
for (const [width, viewport] of Object.entries(viewports))
  for (const colorScheme of ["light", "dark"] as const)
    test.describe(`at ${width} width${colorScheme === "dark" ? ", dark" : ""}`, () => {
      test.use({ viewport, colorScheme });

      for (const lang of ["en", "fr"] as const) {
        for (const route of routes) {
          test(`${route.path} in ${lang}: heading, text, call to action, active link, no axe violations`, async ({
            page,
          }) => {
            await page.goto(localized(route.path, lang));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading[lang]);
            await expect(page.locator("html")).toHaveAttribute("lang", lang);
            await expect(page.getByText(route.text[lang], { exact: true }).first()).toBeVisible();

            const cta = route.cta[lang];
            if ("link" in cta) {
              const link = page.getByRole("main").getByRole("link", { name: cta.link }).first();
              await expect(link).toBeVisible();
              await expect(link).toHaveAttribute("href", localized(cta.href, lang));
            } else {
              await expect(bookingCallToAction(page, cta.button)).toBeVisible();
            }

            await expectNoAxeViolations(page);

            const nav = page.getByRole("navigation", { name: common[lang].nav.label });
            await openNavIfCollapsed(page, lang);
            const current = nav.locator('[aria-current="page"]');
            if (route.activeNav) {
              await expect(current).toHaveText(common[lang].nav[route.activeNav]);
            } else {
              await expect(current).toHaveCount(0);
            }
          });
        }

        test(`a post in ${lang}: title, back link, comments, no axe violations`, async ({
          page,
        }) => {
          test.slow(); // a long document for axe
          // Each post lives in its own language's tree.
          const item = lang === "en" ? posts[0]! : posts[1]!;
          await page.goto(localized(item.path, lang));
          await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(item.title);
          await expect(page.getByRole("link", { name: /blog/i }).first()).toBeVisible();
          await expect(page.getByRole("heading", { name: /comment/i }).first()).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });

test.describe("on a phone", () => {
  test.use({ viewport: viewports.phone });

  test("the menu opens with no script, closes on Escape with focus back on the toggle, and a link loads its page", async ({
    browser,
  }) => {
    // No script of the site's or the widgets': the menu is the browser's popover.
    const context = await browser.newContext({
      viewport: viewports.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
    expect(await menuOpen(page)).toBe(false);

    await toggle.click();
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    // Open, the toggle says it closes the menu, and its icon turns into a cross.
    const close = page.getByRole("button", { name: common.en.nav.menuClose, exact: true });
    await expect(close).toBeVisible();
    const iconTurn = () =>
      page
        .locator(".menu-toggle__icon")
        .evaluate((icon) => getComputedStyle(icon, "::before").transform);
    expect(await iconTurn()).not.toBe("none");
    // Above the page, under the header bar: nothing below moves when it opens.
    const bar = await page.locator(".site-header").boundingBox();
    const menu = await page.locator("#site-nav").boundingBox();
    expect(Math.round(menu!.y)).toBeGreaterThanOrEqual(Math.floor(bar!.height) - 1);
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await iconTurn()).toBe("none");

    await toggle.click();
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
    await context.close();
  });

  test("the menu shows the language switch and the call to action", async ({ page }) => {
    await page.goto("/fr/contact");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const languages = page.getByRole("list", { name: common.fr.language.label });
    await expect(languages.getByRole("link", { name: "English" })).toBeVisible();
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: common.fr.nav.getStarted })).toBeVisible();
  });
});

test.describe("language", () => {
  test.use({ viewport: viewports.desktop });

  /** A click where the page is (Playwright's click would first scroll the header into view). */
  const choose = (page: Page, name: string) =>
    page
      .getByRole("list", { name: /^(Language|Langue)$/ })
      .getByRole("link", { name })
      .evaluate((link: HTMLElement) => link.click());

  test("?lang=fr lands on the French URL; the switch goes back and forth keeping the scroll; a later visit keeps the choice", async ({
    page,
  }) => {
    await page.goto("/about?lang=fr");
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.fr);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");

    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);

    await choose(page, "English");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.en);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(`${routes[1]!.meta.en.title} | Northwind Labs`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");

    await choose(page, "Français");
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.fr);
    await expect(page).toHaveTitle(`${routes[1]!.meta.fr.title} | Northwind Labs`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
    await expect(bookingCallToAction(page, bookCall.fr)).toBeVisible();

    // The stored choice: an English URL opened later goes to its French page.
    await page.goto("/blog");
    await expect(page).toHaveURL(/\/fr\/blog$/);
    await page.reload();
    await expect(page).toHaveURL(/\/fr\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[8]!.heading.fr);
  });

  test("the switch keeps the hash and the query, without jumping to the hash's target", async ({
    page,
  }) => {
    await page.goto("/services?ref=mail#process-title");
    await page.evaluate(() => window.scrollTo(0, 0));
    await choose(page, "Français");
    await expect(page).toHaveURL(/\/fr\/services\?ref=mail#process-title$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the page's Speculation Rules prefetch the other language's page first, and only name pages", async ({
    page,
  }) => {
    await page.goto("/fr/pricing");
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
    ) as { prefetch: Array<{ urls: string[] }>; prerender: Array<{ where: unknown }> };
    expect(rules.prefetch[0]!.urls).toEqual(["/pricing"]);
    expect(JSON.stringify(rules.prerender)).toContain('"/fr/*"');
    expect(JSON.stringify(rules.prerender)).toContain('"/embed/*"');
  });

  test("page changes cross-fade (view transitions) unless the visitor asks for less motion", async ({
    browser,
  }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto("/products");
      // The site's inline stylesheet opts the page into cross-document view transitions.
      const hasRule = await page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          [...(sheet.href ? [] : sheet.cssRules)].some(
            (rule) =>
              rule instanceof CSSMediaRule &&
              rule.media.mediaText.includes("prefers-reduced-motion: no-preference") &&
              rule.cssText.includes("@view-transition") &&
              matchMedia(rule.media.mediaText).matches,
          ),
        ),
      );
      expect(hasRule).toBe(reducedMotion === "no-preference");
      await context.close();
    }
  });

  test("a French-preferring first visit to /about ends on /fr/about, its first painted frame French", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    // Every contentful paint of every document is recorded with the document's language.
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) {
          const paints = JSON.parse(sessionStorage.getItem("paints") ?? "[]") as string[];
          paints.push(`${location.pathname} ${document.documentElement.lang}`);
          sessionStorage.setItem("paints", JSON.stringify(paints));
        }
      }).observe({ type: "paint", buffered: true });
    });
    const page = await context.newPage();
    await page.goto("/about");
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.fr);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("paints")))
      .toBe(JSON.stringify(["/fr/about fr"]));
    await context.close();
  });

  test("a visitor who chose English stays in English despite a French browser", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("i18nextLng", "en");
        sessionStorage.setItem("seeded", "1");
      }
    });
    const page = await context.newPage();
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[6]!.heading.en);
    await expect(page).toHaveURL(/\/pricing$/);
    await context.close();
  });

  test("a French URL opened with an English browser and nothing stored stays French (crawlers)", async ({
    page,
  }) => {
    await page.goto("/fr/pricing");
    await expect(page).toHaveURL(/\/fr\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[6]!.heading.fr);
  });
});

test.describe("unknown and oddly cased paths", () => {
  test("an unknown path shows the 404 page and links home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Oops! Page not found");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[0]!.heading.en);
  });

  // An unknown post slug (the blog's not-found screen, which asks the live sheet first) is
  // tested with the blog: e2e/blog-posts.e2e.ts.

  test("paths match case-insensitively", async ({ page }) => {
    await page.goto("/ABOUT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.en);
    await page.goto("/Industrial-Analytics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[5]!.heading.en);
    await page.goto(post.path.toUpperCase());
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(post.title);
  });
});
