import { expect, test, type Page } from "@playwright/test";
import { join } from "node:path";
import {
  CONFIGURED_API,
  SERVICES_URL,
  WP_URL,
  failOnDialog,
  insertBlock,
  openBlockSettings,
  logIn,
  pageConfig,
} from "./support";

const SCREENSHOT = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "docs",
  "images",
  "wordpress-block-editor.png",
);

/** The Author's post, shared by the visitor's journeys below (the tests run in order). */
let postUrl = "";

async function subscribe(page: Page, email: string): Promise<void> {
  const posted = page.waitForRequest(
    (request) => request.url() === `${CONFIGURED_API}/newsletter` && request.method() === "POST",
  );
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "S'abonner" }).click();
  await posted;
  await expect(page.getByRole("status")).toHaveText(
    "Presque terminé\u202f: vérifiez votre boîte de réception et suivez le lien pour confirmer votre abonnement.",
  );
}

test.describe.serial("the newsletter block", () => {
  test("an Author inserts it through the block inserter, picks French and publishes", async ({
    page,
  }) => {
    failOnDialog(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, "author");
    await page.goto(`${WP_URL}/wp-admin/post-new.php`);
    await page.getByRole("textbox", { name: "Add title" }).fill("Our weekly letter");

    await insertBlock(page, "newsletter", "Newsletter signup");
    const sidebar = await openBlockSettings(page);
    await expect(sidebar.getByRole("button", { name: "Widget settings" })).toBeVisible();
    await sidebar.getByRole("combobox", { name: "Language" }).selectOption("fr");

    // The live preview is the real element, now in French, with the site's API.
    const preview = page.locator(".marketing-widgets-preview newsletter-signup[lang='fr']");
    await expect(preview.getByRole("button", { name: "S'abonner" })).toBeVisible();
    // Their words show in the preview as typed, then go back to the widget's for this journey.
    await sidebar.getByRole("textbox", { name: "Heading" }).fill("Notre lettre du vendredi");
    await sidebar.getByRole("textbox", { name: "Button text" }).pressSequentially("Je m'abonne");
    await expect(preview.getByRole("heading", { name: "Notre lettre du vendredi" })).toBeVisible();
    await expect(preview.getByRole("button", { name: "Je m'abonne" })).toBeVisible();
    await sidebar.getByRole("textbox", { name: "Heading" }).fill("");
    await sidebar.getByRole("textbox", { name: "Button text" }).fill("");
    await expect(preview.getByRole("button", { name: "S'abonner" })).toBeVisible();
    await page.locator(".marketing-widgets-preview").scrollIntoViewIfNeeded();
    if (process.env.UPDATE_DOCS_SCREENSHOT) await page.screenshot({ path: SCREENSHOT });

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page
      .getByRole("region", { name: "Editor publish" })
      .getByRole("button", { name: "Publish", exact: true })
      .click();
    const view = page
      .getByRole("region", { name: "Editor publish" })
      .getByRole("link", { name: "View Post", exact: true });
    await expect(view).toBeVisible();
    postUrl = (await view.getAttribute("href")) ?? "";
    expect(postUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+our-weekly-letter/);
  });

  for (const [theme, query] of [
    ["the default block theme (Twenty Twenty-Three)", ""],
    ["a classic theme (Twenty Twenty-One)", "?test_theme=twentytwentyone"],
  ] as const) {
    test(`a visitor subscribes in French on ${theme}`, async ({ page, request }) => {
      failOnDialog(page);
      await page.goto(postUrl + query);
      const stylesheet = query ? "twentytwentyone" : "twentytwentythree";
      // A block theme renders into .wp-site-blocks; Twenty Twenty-One links its own stylesheet.
      const themeMark = query
        ? page.locator("link[href*='/themes/twentytwentyone/style.css']")
        : page.locator(".wp-site-blocks");
      await expect(themeMark).toBeAttached();
      await expect(
        page.getByRole("heading", { name: "Abonnez-vous à notre newsletter" }),
      ).toBeVisible();

      // One configuration block with the settings, and the embed script once, deferred and versioned.
      expect(await pageConfig(page)).toMatchObject({
        api: CONFIGURED_API,
      });
      const script = page.locator("script[src*='/plugins/marketing-widgets/embed/widgets.js']");
      await expect(script).toHaveCount(1);
      await expect(script).toHaveAttribute("defer", "");
      await expect(script).toHaveAttribute("src", /\?ver=[0-9a-f]{12}$/);

      const email = `wp-${stylesheet}-${Date.now()}@example.com`;
      await subscribe(page, email);
      const submissions = await (await request.get(`${SERVICES_URL}/submissions`)).json();
      expect(JSON.stringify(submissions)).toContain(email);
    });
  }
});
