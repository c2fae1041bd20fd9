import { expect, test } from "@playwright/test";
import {
  CONFIGURED_API,
  failOnDialog,
  insertBlock,
  logIn,
  openBlockSettings,
  pageConfig,
  publishPost,
  saveSettings,
  WP_URL,
} from "./support";

test("Settings → Marketing widgets asks for one API address, says it answers, and refuses a javascript: one", async ({
  page,
}) => {
  failOnDialog(page);
  await logIn(page, "admin");
  await page.locator("#menu-settings").hover();
  await page.locator("#menu-settings").getByRole("link", { name: "Marketing widgets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marketing widgets" })).toBeVisible();

  const api = page.getByRole("textbox", { name: "API address" });
  await expect(api).toHaveValue(CONFIGURED_API);
  // The one service setting there is.
  for (const retired of ["Newsletter endpoint", "Sheets API key", "Document proxies"])
    await expect(page.getByRole("textbox", { name: retired })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "The API answers at" })).toHaveText(
    `The API answers at ${CONFIGURED_API} and serves this site.`,
  );
  await api.fill("javascript:alert(document.domain)");
  await page.getByRole("textbox", { name: "Contact email" }).fill("sales@example.com");
  await saveSettings(page);

  await expect(page.locator(".notice-error")).toContainText(
    "API address was not saved: enter an https:// address",
  );
  await expect(api).toHaveValue(CONFIGURED_API);
  // The valid field of the same form was saved.
  await expect(page.getByRole("textbox", { name: "Contact email" })).toHaveValue(
    "sales@example.com",
  );

  // What a page prints follows: the old API address, the new contact address.
  await page.goto(publishPost("author", "Settings check", "[contact_form]"));
  expect(await pageConfig(page)).toMatchObject({
    api: CONFIGURED_API,
    contactEmail: "sales@example.com",
  });
});

test("an address carrying a closing script tag is refused; a plain https: one is printed", async ({
  page,
}) => {
  failOnDialog(page);
  await logIn(page, "admin");
  await page.goto(`${WP_URL}/wp-admin/options-general.php?page=marketing-widgets`);
  const calendar = "https://calendar.example.com/book?x=</script><script>alert(1)</script>";
  await page.getByRole("textbox", { name: "Booking page" }).fill(calendar);
  await saveSettings(page);
  // Quotes and angle brackets are refused in addresses.
  await expect(page.locator(".notice-error")).toContainText("Booking page was not saved");
  await page
    .getByRole("textbox", { name: "Booking page" })
    .fill("https://calendar.example.com/team/call");
  await saveSettings(page);
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.goto(publishPost("author", "Booking", "[booking_button]"));
  expect(await pageConfig(page)).toMatchObject({
    calendarUrl: "https://calendar.example.com/team/call",
  });
});

test("a French-speaking admin gets the settings and the block editor in French", async ({
  page,
}) => {
  failOnDialog(page);
  await logIn(page, "admin-fr");
  await page.goto(`${WP_URL}/wp-admin/options-general.php?page=marketing-widgets`);
  await expect(page.getByRole("heading", { level: 1, name: "Widgets marketing" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Adresse de l’API" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "L’API répond" })).toContainText(
    "et sert ce site.",
  );

  await page.goto(`${WP_URL}/wp-admin/post-new.php`);
  await insertBlock(page, "lettre", "Inscription à la lettre d’information");
  const sidebar = await openBlockSettings(page);
  await expect(sidebar.getByRole("button", { name: "Réglages du widget" })).toBeVisible();
  await expect(sidebar.getByRole("combobox", { name: "Langue" })).toHaveValue("");
  await expect(sidebar.getByRole("option", { name: "Langue du site" })).toBeAttached();
});

test("the widgets' theme set on the settings page is printed into the page configuration", async ({
  page,
}) => {
  failOnDialog(page);
  await logIn(page, "admin");
  await page.goto(`${WP_URL}/wp-admin/options-general.php?page=marketing-widgets`);
  const theme = page.getByRole("combobox", { name: "Widgets' theme" });
  await expect(theme).toHaveValue("");
  await theme.selectOption("auto");
  await saveSettings(page);
  await expect(theme).toHaveValue("auto");
  try {
    await page.goto(publishPost("author", "Theme setting", "[newsletter_signup]"));
    expect(await pageConfig(page)).toMatchObject({ theme: "auto" });
  } finally {
    // Back to the default, so the other journeys see the light widgets they expect.
    await page.goto(`${WP_URL}/wp-admin/options-general.php?page=marketing-widgets`);
    await page.getByRole("combobox", { name: "Widgets' theme" }).selectOption("");
    await saveSettings(page);
  }
});

test("the analytics setting is printed into the page configuration, off by default", async ({
  page,
}) => {
  failOnDialog(page);
  await logIn(page, "admin");
  await page.goto(`${WP_URL}/wp-admin/options-general.php?page=marketing-widgets`);
  const analytics = page.getByRole("combobox", { name: "Analytics" });
  await expect(analytics).toHaveValue("");
  await page.goto(publishPost("author", "Analytics off", "[newsletter_signup]"));
  expect(await pageConfig(page)).not.toHaveProperty("analytics");

  await page.goto(`${WP_URL}/wp-admin/options-general.php?page=marketing-widgets`);
  await analytics.selectOption("dataLayer");
  await saveSettings(page);
  await expect(analytics).toHaveValue("dataLayer");
  try {
    await page.goto(publishPost("author", "Analytics on", "[newsletter_signup]"));
    expect(await pageConfig(page)).toMatchObject({ analytics: "dataLayer" });
  } finally {
    // Back to the default, so the other journeys see no dataLayer pushes.
    await page.goto(`${WP_URL}/wp-admin/options-general.php?page=marketing-widgets`);
    await page.getByRole("combobox", { name: "Analytics" }).selectOption("");
    await saveSettings(page);
  }
});

test("the consent settings are printed into the page configuration and the forms show the box", async ({
  page,
}) => {
  failOnDialog(page);
  await logIn(page, "admin");
  const settings = `${WP_URL}/wp-admin/options-general.php?page=marketing-widgets`;
  await page.goto(settings);
  const privacy = page.getByRole("textbox", { name: "Privacy policy page" });
  const required = page.getByRole("combobox", { name: "Consent" });
  await expect(privacy).toHaveValue("");
  await page.goto(publishPost("author", "No consent", "[newsletter_signup]"));
  expect(await pageConfig(page)).not.toHaveProperty("consent");

  // A privacy page must be https: http:// is refused with a notice, even on this computer.
  await page.goto(settings);
  await privacy.fill("http://127.0.0.1/privacy");
  await saveSettings(page);
  await expect(page.locator(".notice-error")).toContainText("Privacy policy page was not saved");
  await expect(privacy).toHaveValue("");

  await privacy.fill("https://www.example.com/privacy");
  await required.selectOption("required");
  await saveSettings(page);
  await expect(page.getByText("Settings saved.")).toBeVisible();
  try {
    await page.goto(publishPost("author", "Consent required", "[newsletter_signup]"));
    expect(await pageConfig(page)).toMatchObject({
      consent: { privacyUrl: "https://www.example.com/privacy", required: true },
    });
    const newsletter = page.locator("newsletter-signup");
    await newsletter.getByLabel("Email address", { exact: true }).fill("wp.consent@example.com");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    const box = newsletter.getByRole("checkbox", { name: /^I agree to receive the newsletter/ });
    await expect(box).toBeFocused();
    await expect(
      newsletter.getByText("Please tick the box to agree before subscribing."),
    ).toBeVisible();
    await expect(newsletter.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "https://www.example.com/privacy",
    );

    await page.goto(settings);
    await required.selectOption("");
    await saveSettings(page);
    await page.goto(publishPost("author", "Consent optional", "[contact_form]"));
    expect(await pageConfig(page)).toMatchObject({
      consent: { privacyUrl: "https://www.example.com/privacy", required: false },
    });
  } finally {
    // Back to the default, so the other journeys see the forms they expect.
    await page.goto(settings);
    await page.getByRole("textbox", { name: "Privacy policy page" }).fill("");
    await page.getByRole("combobox", { name: "Consent" }).selectOption("");
    await saveSettings(page);
  }
});
