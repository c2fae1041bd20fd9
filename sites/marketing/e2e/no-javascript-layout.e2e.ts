// With JavaScript off, what a careful visitor notices: a form's outcome message apart from its
// submit button, and the page scrolled so that the button is not under the sticky header; no band
// of the page's background under the footer on a short page; the contact card ends with its form.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { subscribeWithoutScript } from "@marketing/e2e/forms-without-javascript";

test.use({ javaScriptEnabled: false });

const WIDTHS = [375, 1280] as const;

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The sticky header's bottom edge, in the viewport. */
const headerBottom = async (page: Page) => {
  const header = await box(page.locator("header").first());
  return header.y + header.height;
};

for (const width of WIDTHS) {
  test(`at ${width} px the newsletter's outcome is apart from its button, both in view below the header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await subscribeWithoutScript(
      page,
      "en",
      `nojs-layout-${width}-${Date.now()}@example.com`,
      "sent",
    );
    const form = page.locator("newsletter-signup").first();
    const button = await box(form.getByRole("button", { name: "Subscribe" }));
    const message = await box(page.locator("#newsletter-sent"));
    expect(message.y - (button.y + button.height)).toBeGreaterThanOrEqual(8);
    expect(button.y).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(message.y + message.height).toBeLessThanOrEqual(740);
  });

  test(`at ${width} px the contact form's outcome is apart from its button, both in view below the header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/contact");
    const form = page.locator("contact-form");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
    await form
      .getByRole("textbox", { name: "Email", exact: true })
      .fill(`nojs-layout-${Date.now()}@example.com`);
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("Hello, no script.");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL((url) => url.hash === "#contact-sent");
    const button = await box(form.getByRole("button", { name: "Send message" }));
    const message = await box(page.locator("#contact-sent"));
    expect(message.y - (button.y + button.height)).toBeGreaterThanOrEqual(8);
    expect(button.y).toBeGreaterThanOrEqual(await headerBottom(page));
  });

  for (const path of ["/nope", "/fr/nope", "/newsletter/confirm"])
    test(`${path} at ${width} px: the footer reaches the bottom of the window`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(path);
      const footer = await box(page.locator("footer").first());
      const scrolled = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.max(scrolled, 1000) - (footer.y + footer.height)).toBeLessThanOrEqual(1);
    });
}

test(`at 1280 px the contact card ends with its form`, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contact");
  const card = await box(page.locator(".contact__form"));
  const button = await box(
    page.locator("contact-form").getByRole("button", { name: "Send message" }),
  );
  // The card's padding (24 px) and the form's own spacing below its button, no more.
  expect(card.y + card.height - (button.y + button.height)).toBeLessThanOrEqual(56);
});
