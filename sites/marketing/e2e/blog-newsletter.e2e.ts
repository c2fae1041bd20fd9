import { expect, test } from "@playwright/test";

test("the home page renders with the header navigation", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
});

test("a visitor subscribes to the newsletter from the blog page", async ({ page }) => {
  await page.goto("/blog");
  await page.getByLabel("Email address").fill(`blog-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thank you for subscribing! You'll receive our weekly articles.",
  );
});
