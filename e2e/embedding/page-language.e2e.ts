import { expect, test } from "@playwright/test";
import { openHostPage } from "../support/host-page";

// A widget with no `lang` follows the page it sits on (`<html lang>`) before the visitor's browser
// languages: a hand-pasted widget on a French page speaks French to a reader whose browser
// prefers English (docs/decisions/2026-11-28-page-language-before-browser.md).
test.use({ locale: "en-US" });

test("a widget with no lang on a French page speaks French to an English browser", async ({
  page,
}) => {
  await openHostPage(page, {
    lang: "fr",
    body: `<newsletter-signup></newsletter-signup>`,
    scripts: ["widgets.js"],
  });
  const widget = page.locator("newsletter-signup");
  await expect(widget.getByLabel("Adresse e-mail")).toBeVisible();
  await expect(widget.getByRole("button", { name: "S'abonner" })).toBeVisible();
});

test("the same widget on an English page speaks English to that browser", async ({ page }) => {
  await openHostPage(page, {
    lang: "en",
    body: `<newsletter-signup></newsletter-signup>`,
    scripts: ["widgets.js"],
  });
  await expect(page.locator("newsletter-signup").getByLabel("Email address")).toBeVisible();
});
