import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { bookCall, common, post, routes, withLang, type Lang } from "./routes";

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The header's navigation: behind the menu toggle on a phone. */
async function openNavIfCollapsed(page: Page, lang: Lang) {
  const toggle = page.getByRole("button", { name: common[lang].nav.menu, exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    for (const lang of ["en", "fr"] as const) {
      for (const route of routes) {
        test(`${route.path} in ${lang}: heading, text, call to action, active link, no axe violations`, async ({
          page,
        }) => {
          await page.goto(withLang(route.path, lang));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading[lang]);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.getByText(route.text[lang], { exact: true }).first()).toBeVisible();

          const cta = route.cta[lang];
          if ("link" in cta) {
            const link = page.getByRole("main").getByRole("link", { name: cta.link }).first();
            await expect(link).toBeVisible();
            await expect(link).toHaveAttribute("href", cta.href);
          } else {
            await expect(
              page.getByRole("main").getByRole("button", { name: cta.button }).first(),
            ).toBeVisible();
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

      test(`a post in ${lang}: title, back link, comments, no axe violations`, async ({ page }) => {
        await page.goto(withLang(post.path, lang));
        await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(post.title);
        await expect(page.getByRole("link", { name: /blog/i }).first()).toBeVisible();
        await expect(page.getByRole("heading", { name: /comment/i }).first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: viewports.phone });

  test("the menu opens, closes on Escape with focus back on the toggle, and closes when a link is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();

    await toggle.click();
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
  });
});

test.describe("language switch", () => {
  test.use({ viewport: viewports.desktop });

  test("writes ?lang= without a reload, is remembered, and a reload keeps the language", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.en);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/about\?lang=fr$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.fr);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("button", { name: "Français" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(
      page.getByRole("main").getByRole("button", { name: bookCall.fr }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.fr);

    // Another page without the query: the stored preference decides, before and after a reload.
    await page
      .getByRole("navigation", { name: "Principale" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[8]!.heading.fr);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[8]!.heading.fr);

    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/blog\?lang=en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[8]!.heading.en);
  });

  test("follows the browser language when nothing is chosen", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-CA" });
    const page = await context.newPage();
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[6]!.heading.fr);
    await context.close();
  });
});

test.describe("unknown and oddly cased paths", () => {
  test("an unknown path shows the 404 page, logs the path and links home", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Oops! Page not found");
    await expect.poll(() => errors.join("\n")).toContain("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[0]!.heading.en);
  });

  test("a post slug that was not prerendered shows the post's not-found screen", async ({
    page,
  }) => {
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog post not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to blog" })).toBeVisible();
  });

  test("paths match case-insensitively", async ({ page }) => {
    await page.goto("/ABOUT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[1]!.heading.en);
    await page.goto("/Industrial-Analytics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[5]!.heading.en);
    await page.goto(post.path.toUpperCase());
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(post.title);
  });
});
