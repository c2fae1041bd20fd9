import { expect, test } from "@playwright/test";
import { post, routes } from "./routes";

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("every route's prerendered HTML has its main heading, its text and the navigation", async ({
    page,
  }) => {
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 }), route.path).toHaveText(
        route.heading.en,
      );
      await expect(page.getByText(route.text.en, { exact: true }).first()).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }),
      ).toBeVisible();
    }
  });

  test("a post's prerendered HTML has its title and summary", async ({ page }) => {
    await page.goto(post.path);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    // Playwright's text matching skips <noscript>, whose children are real elements without JS.
    await expect(page.locator(".post-page__noscript > p").first()).toContainText(post.summary);
  });
});
