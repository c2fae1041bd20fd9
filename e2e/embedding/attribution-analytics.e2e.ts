import { expect, test, type Page } from "@playwright/test";
import { HOST_ORIGIN, openHostPage, servicesConfig } from "../support/host-page";
import { SERVICES_URL } from "../support/urls";

// A visitor lands on a campaign link, goes on to another page of the same site and
// subscribes there: the submission says where they came from, and GTM's dataLayer hears of it.

const strings = {
  en: {
    email: "Email address",
    subscribe: "Subscribe",
    subscribed: "check your inbox",
    name: /^Name/,
    contactEmail: /^Email/,
    message: /^Message/,
    send: "Send message",
    sent: "Message sent successfully!",
  },
  fr: {
    email: "Adresse e-mail",
    subscribe: "S'abonner",
    subscribed: "vérifiez votre boîte de réception",
    name: /^Nom/,
    contactEmail: /^E-mail/,
    message: /^Message/,
    send: "Envoyer le message",
    sent: "Message envoyé",
  },
} as const;

const hostPage = (lang: "en" | "fr") => ({
  lang,
  head: servicesConfig({ analytics: "dataLayer" }),
  body: `<nav><a href="/pricing.html">Next page</a></nav>
    <newsletter-signup lang="${lang}"></newsletter-signup>
    <contact-form lang="${lang}"></contact-form>`,
  scripts: ["widgets.js"],
});

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? []);

for (const lang of ["en", "fr"] as const) {
  const t = strings[lang];

  test(`${lang}: a later page's submissions carry the landing page's campaign and reach dataLayer without the email`, async ({
    page,
    request,
  }) => {
    const email = `e2e.attribution.${lang}.${Date.now()}@example.com`;
    await openHostPage(page, hostPage(lang), "/landing.html?utm_source=news&utm_campaign=spring");
    // The widgets on the landing page record the session's first touch.
    await expect(page.getByRole("button", { name: t.subscribe })).toBeVisible();

    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(`${HOST_ORIGIN}/pricing.html`);
    await page.getByLabel(t.email).fill(email);
    await page.getByRole("button", { name: t.subscribe }).click();
    await expect(page.locator("newsletter-signup").getByRole("status")).toContainText(t.subscribed);

    const contact = page.locator("contact-form");
    await contact.getByLabel(t.name).fill("Ada Lovelace");
    await contact.getByLabel(t.contactEmail).fill(email);
    await contact.getByLabel(t.message).fill("A demo, please.");
    await contact.getByRole("button", { name: t.send }).click();
    await expect(contact.getByText(t.sent)).toBeVisible();

    const listed = (await (await request.get(`${SERVICES_URL}/submissions`)).json()) as Array<{
      kind: string;
      payload: Record<string, string>;
    }>;
    const from = {
      page: `${HOST_ORIGIN}/pricing.html`,
      referrer: `${HOST_ORIGIN}/landing.html`,
      lang,
      utm_source: "news",
      utm_medium: "",
      utm_campaign: "spring",
      utm_term: "",
      utm_content: "",
    };
    for (const kind of ["newsletter", "contact"]) {
      const record = listed.find((item) => item.kind === kind && item.payload.email === email);
      expect(record?.payload, kind).toMatchObject(from);
    }

    const events = await dataLayer(page);
    expect(events).toEqual([
      { event: "sign_up", method: "newsletter", language: lang },
      { event: "generate_lead", lead_source: "contact_form", language: lang },
    ]);
    const pushed = JSON.stringify(events);
    for (const typed of [email, "Ada", "demo"]) expect(pushed).not.toContain(typed);
  });
}

test("a later campaign in the same session does not replace the first", async ({
  page,
  request,
}) => {
  const email = `e2e.first-touch.${Date.now()}@example.com`;
  await openHostPage(page, hostPage("en"), "/landing.html?utm_source=news&utm_campaign=spring");
  await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await page.goto(`${HOST_ORIGIN}/pricing.html?utm_source=ads&utm_medium=cpc`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").first()).toContainText("check your inbox");

  const listed = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter`)
  ).json()) as Array<{ payload: Record<string, string> }>;
  expect(listed.find((item) => item.payload.email === email)?.payload).toMatchObject({
    page: `${HOST_ORIGIN}/pricing.html`,
    utm_source: "news",
    utm_medium: "",
    utm_campaign: "spring",
  });
  // Kept in the tab's session storage, never in a cookie.
  expect(await page.context().cookies()).toEqual([]);
});

test("an unknown analytics value gives one warning naming the key and pushes nothing", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await openHostPage(page, {
    ...hostPage("en"),
    head: servicesConfig({ analytics: "gtag" }),
  });
  await page.getByLabel("Email address").fill(`e2e.analytics-off.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("newsletter-signup").getByRole("status")).toContainText(
    "check your inbox",
  );

  expect(await dataLayer(page)).toEqual([]);
  expect(warnings.filter((text) => text.includes('"analytics"'))).toEqual([
    '[marketing-widgets] configuration "analytics" is not "dataLayer"; using the next value.',
  ]);
});
