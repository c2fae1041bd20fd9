import { expect, test } from "@playwright/test";
import { CONFIGURED_API, failOnDialog, logIn, pageConfig, publishPost } from "./support";

test("an Author's shortcode post renders the blog list from the configured sheet", async ({
  page,
}) => {
  failOnDialog(page);
  const url = publishPost("author", "Latest articles", '[blog_list limit="2" lang="fr"]');
  const sheetRead = page.waitForRequest(
    (request) => request.url() === `${CONFIGURED_API}/sheets/posts`,
  );
  await page.goto(url);
  await sheetRead;
  const list = page.locator("blog-list[lang='fr'][limit='2']").getByRole("list");
  await expect(list.getByRole("article")).toHaveCount(2);
  expect(await pageConfig(page)).toMatchObject({ api: CONFIGURED_API });
});

test("a shortcode with values outside its schema falls back to the widget's defaults", async ({
  page,
}) => {
  const url = publishPost("author", "Odd values", '[blog_list limit="99" lang="de"]');
  await page.goto(url);
  // limit 99 is above block.json's maximum and de is no language of the widgets: both are dropped,
  // and the element gets the site's language (get_locale() is en_US here).
  const element = page.locator("blog-list");
  await expect(element).toHaveAttribute("lang", "en");
  expect(await element.getAttribute("limit")).toBeNull();
});

test("shortcodes take the blog list's languages and the pricing table's compact", async ({
  page,
}) => {
  const url = publishPost(
    "author",
    "Every language",
    '[blog_list lang="fr" blog-languages="all"]\n\n[pricing_table compact="true"]',
  );
  await page.goto(url);
  const list = page.locator("blog-list[lang='fr'][blog-languages='all']");
  // The French posts first, then the English ones, tagged EN for the eye.
  const english = list
    .getByRole("article")
    .filter({ has: page.getByText("EN", { exact: true }) })
    .first();
  await expect(english.getByRole("heading")).toHaveAttribute("lang", "en");
  await expect(english.getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
  const pricing = page.locator("pricing-table[compact='true']");
  await expect(pricing.getByRole("radio").first()).toBeVisible();
  // No heading or sentence of its own (the site's language is English here).
  await expect(pricing.getByRole("heading", { name: "Starter" })).toBeVisible();
  await expect(pricing.getByRole("heading", { name: "Simple, transparent pricing" })).toHaveCount(
    0,
  );
  await expect(pricing.getByText(/^Choose the plan that fits/)).toHaveCount(0);
});

test("a page without a widget gets the loader (for the campaign's first touch) but no configuration", async ({
  page,
}) => {
  const url = publishPost("author", "Plain words", "<p>No widget here.</p>");
  await page.goto(url);
  await expect(page.getByText("No widget here.")).toBeVisible();
  await expect(page.locator("script#marketing-widgets-config")).toHaveCount(0);
  // widgets.js records the landing page's utm_* on every page (docs/embedding.md, WordPress).
  await expect(page.locator("script[src*='marketing-widgets'][src*='widgets.js']")).toHaveCount(1);
});

test("a Contributor's block and shortcode survive saving without unfiltered_html", async ({
  page,
}) => {
  failOnDialog(page);
  const url = publishPost(
    "contributor",
    "Awaiting review",
    '<!-- wp:marketing-widgets/kpi-counters {"alerts":12,"lang":"fr"} /-->\n\n[pricing_table billing="annual"]',
  );
  // A Contributor cannot publish: the post waits for review, and its author previews it.
  await logIn(page, "contributor");
  await page.goto(`${url}&preview=true`);
  await expect(page.locator("kpi-counters[alerts='12'][lang='fr']")).toBeAttached();
  await expect(page.locator("pricing-table[billing='annual']")).toBeAttached();
  await pageConfig(page);
});

test("a shortcode's theme reaches its element and a dark widget renders dark; an unknown theme is dropped", async ({
  page,
}) => {
  const url = publishPost(
    "author",
    "Dark widgets",
    '[newsletter_signup theme="dark"]\n\n[kpi_counters theme="midnight"]',
  );
  await page.goto(url);
  const newsletter = page.locator("newsletter-signup");
  await expect(newsletter).toHaveAttribute("theme", "dark");
  await expect(newsletter).toHaveAttribute("data-mw-theme", "dark");
  expect(await page.locator("kpi-counters").getAttribute("theme")).toBeNull();
});

test("a shortcode's own heading, description and button text show in the widget", async ({
  page,
}) => {
  failOnDialog(page);
  const url = publishPost(
    "author",
    "Own words",
    '[newsletter_signup heading="Our Friday letter" description="One email a week." button-text="Join the list"]\n\n' +
      '[contact_form lang="fr" heading="Parlez à notre équipe" button-text="Demander une démo"]',
  );
  await page.goto(url);
  const newsletter = page.locator("newsletter-signup");
  // The heading keeps its level and names the form's section; the button says the site's words.
  await expect(
    newsletter.getByRole("heading", { level: 2, name: "Our Friday letter" }),
  ).toBeVisible();
  await expect(newsletter.getByRole("region", { name: "Our Friday letter" })).toBeVisible();
  await expect(newsletter.getByText("One email a week.")).toBeVisible();
  await expect(newsletter.getByRole("button", { name: "Join the list" })).toBeVisible();
  await expect(
    newsletter.getByRole("heading", { name: "Subscribe to our newsletter" }),
  ).toHaveCount(0);
  const contact = page.locator("contact-form[lang='fr']");
  await expect(contact.getByRole("heading", { name: "Parlez à notre équipe" })).toBeVisible();
  await expect(contact.getByRole("button", { name: "Demander une démo" })).toBeVisible();
  // Everything else stays in the catalogue's French.
  await expect(contact.getByLabel(/^Nom/)).toBeVisible();
});
