import { expect, test, type Page } from "@playwright/test";
import { failOnDialog, publishPost } from "./support";

// What an Author (no unfiltered_html) might write to break out of an attribute or add a script.
const BREAKOUT = '" onmouseover="window.injected=1" data-x="';
const SCRIPT = '"><script>window.injected=2</script><b x="';

async function expectNothingInjected(page: Page): Promise<void> {
  const content = page.locator(".entry-content, .wp-block-post-content").first();
  await expect(content.locator("script")).toHaveCount(0);
  await expect(content.locator("[onmouseover], [onfocus], [onclick]")).toHaveCount(0);
  await page.locator("booking-button").first().hover();
  expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
}

test("an Author cannot inject script through a block attribute", async ({ page }) => {
  failOnDialog(page);
  const attributes = JSON.stringify({ label: BREAKOUT, lang: 'fr" onclick="window.injected=3' });
  const url = publishPost(
    "author",
    "Block attributes",
    `<!-- wp:marketing-widgets/booking-button ${attributes} /-->\n` +
      `<!-- wp:marketing-widgets/pricing-table ${JSON.stringify({ billing: SCRIPT })} /-->`,
  );
  await page.goto(url);
  // The label is kept as text in one attribute; the invalid language is dropped for the site's.
  const button = page.locator("booking-button");
  await expect(button).toHaveAttribute("label", BREAKOUT);
  await expect(button).toHaveAttribute("lang", "en");
  await expect(button.getByRole("button", { name: BREAKOUT })).toBeVisible();
  // billing is not one of block.json's values: the widget's default applies.
  expect(await page.locator("pricing-table").getAttribute("billing")).toBeNull();
  await expectNothingInjected(page);
});

test("an Author cannot inject script through a shortcode attribute", async ({ page }) => {
  failOnDialog(page);
  // One post per payload: kses reads an unclosed tag in one as swallowing the next shortcode.
  await page.goto(publishPost("author", "Label breakout", `[booking_button label='${BREAKOUT}']`));
  await expect(page.locator("booking-button")).toHaveAttribute("label", BREAKOUT);
  await expectNothingInjected(page);

  await page.goto(publishPost("author", "Label script", `[booking_button label='${SCRIPT}']`));
  await expect(page.locator("booking-button")).toHaveCount(1);
  await expectNothingInjected(page);

  await page.goto(
    publishPost(
      "author",
      "Slug breakout",
      `[blog_post lang="fr" slug='x" onfocus="window.injected=4']`,
    ),
  );
  // The slug does not match block.json's pattern: dropped; the valid language stays.
  await expect(page.locator("blog-post")).toHaveAttribute("lang", "fr");
  expect(await page.locator("blog-post").getAttribute("slug")).toBeNull();
  const content = page.locator(".entry-content, .wp-block-post-content").first();
  await expect(content.locator("[onfocus]")).toHaveCount(0);
});

test("an Author cannot inject script through a form's heading, description or button text", async ({
  page,
}) => {
  failOnDialog(page);
  const words = JSON.stringify({ heading: SCRIPT, description: BREAKOUT, "button-text": SCRIPT });
  await page.goto(
    publishPost(
      "author",
      "Own words breakout",
      `<!-- wp:marketing-widgets/newsletter-signup ${words} /-->\n[booking_button]`,
    ),
  );
  const newsletter = page.locator("newsletter-signup");
  // Each stays text: the slotted heading, the description, and the button's own string.
  // kses drops the script tags from an Author's block attributes; what is left is shown as text.
  const shown = '">window.injected=2<b x="';
  await expect(newsletter.getByRole("heading", { level: 2 })).toHaveAccessibleName(shown);
  await expect(newsletter.getByText(BREAKOUT)).toBeVisible();
  await expect(newsletter.getByRole("button", { name: shown, exact: true })).toBeVisible();
  await expectNothingInjected(page);

  await page.goto(
    publishPost(
      "author",
      "Own words shortcode",
      `[contact_form heading='${BREAKOUT}'][booking_button]`,
    ),
  );
  await expect(
    page.locator("contact-form").getByRole("heading", { level: 2 }),
  ).toHaveAccessibleName(BREAKOUT);
  await expectNothingInjected(page);
});
