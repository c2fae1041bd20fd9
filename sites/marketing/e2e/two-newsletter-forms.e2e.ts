// Two server-rendered newsletter forms on one page, JavaScript off: each has outcome ids of its own
// (the site numbers them per page: `renderWidget`'s `formSuffix`), so posting the second lands on
// its message, not the first's, and no id repeats (docs/decisions/2026-11-28-forms-without-javascript.md).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { renderWidget } from "@marketing/widgets/server";
import { SITE_URL } from "@marketing/e2e/urls";

const PATH = "/two-newsletter-forms";
const SENT = "Almost there: check your inbox and follow the link to confirm your subscription.";

/** The page, served at PATH on the site's origin (where the services' 303 comes back to). */
async function servePage(page: Page, numbered: boolean): Promise<void> {
  // Its API is the site's own (`/api`, the default), which answers a form post with a 303 back.
  const form = (formSuffix?: string) =>
    renderWidget("newsletter-signup", { lang: "en", formPage: PATH, formSuffix });
  const html = `<!doctype html><html lang="en"><head><title>Two forms</title></head><body><main><h1>Two forms</h1>${await form()}${await form(numbered ? "2" : undefined)}</main></body></html>`;
  await page.route(`${SITE_URL}${PATH}`, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
}

const duplicateIds = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withRules(["duplicate-id", "duplicate-id-active", "duplicate-id-aria"])
      .analyze()
  ).violations.map((violation) => violation.id);

test.describe("two newsletter forms on one page, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("posting the second shows its own message, not the first's", async ({ page }) => {
    await servePage(page, true);
    await page.goto(`${SITE_URL}${PATH}`);
    await page.getByLabel("Email address").nth(1).fill(`second-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).nth(1).click();
    await page.waitForURL((url) => url.hash === "#newsletter-2-sent");
    expect(new URL(page.url()).pathname).toBe(PATH);
    // Playwright routes only a redirect chain's first request: the address the 303 gave, loaded
    // again, is served this test's page (the site has no page with two forms).
    await page.reload();
    const second = page.locator("newsletter-signup").nth(1).getByText(SENT, { exact: true });
    const first = page.locator("newsletter-signup").nth(0).getByText(SENT, { exact: true });
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
  });
});

test("axe finds no duplicate id with the second form numbered, and finds one without", async ({
  page,
}) => {
  await servePage(page, true);
  await page.goto(`${SITE_URL}${PATH}`);
  expect(await duplicateIds(page)).toEqual([]);
  // The same page with both forms left unnumbered: the check does see the repeat.
  await page.unrouteAll();
  await servePage(page, false);
  await page.goto(`${SITE_URL}${PATH}`);
  expect(await duplicateIds(page)).not.toEqual([]);
});
