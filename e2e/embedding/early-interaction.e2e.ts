// A quick visitor on a slow phone: the server-rendered widgets look ready long before their code
// arrives. What they type, tick, press and submit meanwhile is kept and acted on once the code is
// there, never sent natively (no typed value in a URL), never sent twice; a widget whose code
// cannot load says so, with its fallback link. Every embed chunk is held back, the CPU slowed 4x.
import { expect, test, type Page } from "@playwright/test";
import { HOST_ORIGIN, openHostPage, servicesConfig } from "../support/host-page";
import { serverRenderedBody } from "./server-rendered";
import { defined, listed, postsTo, recordUrls, slowPhone, type Lang } from "./slow-phone";

/** What the visitor reads, as the widgets' catalogues and the loader's fallback words say it. */
const newsletter = {
  en: {
    emailLabel: "Email address",
    submit: "Subscribe",
    success: "Almost there: check your inbox and follow the link to confirm your subscription.",
  },
  fr: {
    emailLabel: "Adresse e-mail",
    submit: "S'abonner",
    // Playwright reads the narrow no-break space before ":" as a space.
    success:
      "Presque terminé : vérifiez votre boîte de réception et suivez le lien pour confirmer votre abonnement.",
  },
};
const contact = {
  en: {
    nameLabel: "Name",
    emailLabel: "Email",
    messageLabel: "Message",
    submit: "Send message",
    successTitle: "Message sent successfully!",
  },
  fr: {
    nameLabel: "Nom",
    emailLabel: "E-mail",
    messageLabel: "Message",
    submit: "Envoyer le message",
    successTitle: "Message envoyé avec succès !",
  },
};
const pricing = {
  en: { annual: "Annual", billedAnnually: /billed annually/ },
  fr: { annual: "Annuel", billedAnnually: /facturés une fois par an/ },
};
const fallback = {
  en: { text: "The newsletter form could not load.", link: "Subscribe by email" },
  fr: {
    text: "Le formulaire d'inscription à la newsletter n'a pas pu se charger.",
    link: "S'inscrire par e-mail",
  },
};

/** A marketer's page: its configuration block names the services these tests run. */
const hostPage = async (
  lang: Lang,
  tag: "newsletter-signup" | "pricing-table" = "newsletter-signup",
) => ({
  lang,
  head: servicesConfig(),
  body: await serverRenderedBody(tag, lang),
  scripts: ["widgets.js"],
});

/** Subscribes before the code is there; returns the address typed. */
async function subscribeEarly(page: Page, lang: Lang): Promise<string> {
  const t = newsletter[lang];
  const email = `early.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const form = page.locator("newsletter-signup").first();
  await form.getByLabel(t.emailLabel).fill(email);
  expect(
    await defined(page, "newsletter-signup"),
    "the code arrived before the visitor acted",
  ).toBe(false);
  await form.getByRole("button", { name: t.submit }).click();
  // A second press while waiting sends nothing more.
  await form
    .getByRole("button", { name: t.submit })
    .click({ timeout: 1_000 })
    .catch(() => {});
  return email;
}

async function expectSubscribedOnce(page: Page, lang: Lang, email: string, urls: string[]) {
  const t = newsletter[lang];
  const form = page.locator("newsletter-signup").first();
  await expect(form.getByRole("status").filter({ hasText: t.success })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => listed("newsletter", email)).toBe(1);
  expect(
    urls.filter((url) => url.includes(encodeURIComponent(email)) || url.includes(email)),
  ).toEqual([]);
}

for (const lang of ["en", "fr"] as const) {
  const prefix = lang === "fr" ? "/fr" : "";

  test.describe(`${lang}: acting before the widgets' code arrives`, () => {
    test.describe.configure({ timeout: 60_000 });

    test(`the blog's newsletter form: the address is kept and sent once, never put in a URL`, async ({
      page,
    }) => {
      const urls = recordUrls(page);
      const posts = postsTo(page, "/newsletter");
      await slowPhone(page);
      await page.goto(`${prefix}/blog`, { waitUntil: "commit" });
      const email = await subscribeEarly(page, lang);
      await expectSubscribedOnce(page, lang, email, urls);
      expect(posts).toHaveLength(1);
      expect(page.url()).toMatch(new RegExp(`${prefix}/blog$`));
    });

    test(`the contact page's form: what was typed is kept and sent once`, async ({ page }) => {
      const t = contact[lang];
      const urls = recordUrls(page);
      const posts = postsTo(page, "/contact");
      await slowPhone(page);
      await page.goto(`${prefix}/contact`, { waitUntil: "commit" });
      const email = `early.contact.${lang}.${Date.now()}@example.com`;
      const form = page.locator("contact-form");
      await form.getByLabel(new RegExp(`^${t.nameLabel}`)).fill("Ada Early");
      // The first focus wakes the form at once: it may be ready before the last field is typed.
      expect(await defined(page, "contact-form"), "the code arrived before the visitor acted").toBe(
        false,
      );
      await form.getByLabel(new RegExp(`^${t.emailLabel}`)).fill(email);
      await form.getByLabel(new RegExp(`^${t.messageLabel}`)).fill("Typed before the code came.");
      await form.getByRole("button", { name: t.submit }).click();
      // Exact: the page's answer to a post without JavaScript (hidden) starts with the same words.
      await expect(form.getByText(t.successTitle, { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await expect.poll(() => listed("contact", email)).toBe(1);
      expect(posts).toHaveLength(1);
      expect(urls.filter((url) => url.includes("Ada") || url.includes("early.contact"))).toEqual(
        [],
      );
    });

    test(`a plain host page through widgets.js: the address is kept and sent once`, async ({
      page,
    }) => {
      const urls = recordUrls(page);
      await slowPhone(page);
      await openHostPage(page, await hostPage(lang));
      const email = await subscribeEarly(page, lang);
      await expectSubscribedOnce(page, lang, email, urls);
      expect(page.url()).toBe(`${HOST_ORIGIN}/page.html`);
    });

    test(`the pricing table's billing switch pressed early takes effect once the code is there`, async ({
      page,
    }) => {
      await slowPhone(page);
      await openHostPage(page, await hostPage(lang, "pricing-table"));
      const table = page.locator("pricing-table");
      await table.locator("label", { hasText: pricing[lang].annual }).click();
      expect(await defined(page, "pricing-table")).toBe(false);
      await expect(table.getByText(pricing[lang].billedAnnually).first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(
        table.getByRole("radio", { name: new RegExp(`^${pricing[lang].annual}`) }),
      ).toBeChecked();
    });

    test(`code that cannot load: the visitor is told so, with the fallback link`, async ({
      page,
    }) => {
      const urls = recordUrls(page);
      await slowPhone(page, "failing");
      await openHostPage(page, await hostPage(lang));
      const t = newsletter[lang];
      const form = page.locator("newsletter-signup");
      await form.getByLabel(t.emailLabel).fill(`lost.${lang}@example.com`);
      await form.getByRole("button", { name: t.submit }).click();
      const alert = form.getByRole("alert");
      await expect(alert).toContainText(fallback[lang].text, {
        timeout: 20_000,
      });
      await expect(alert.getByRole("link", { name: fallback[lang].link })).toHaveAttribute(
        "href",
        /^mailto:/,
      );
      // The button no longer says it is sending (its answer at the press, before the code).
      await expect(form.getByRole("button", { name: t.submit })).toBeVisible();
      expect(urls.filter((url) => url.includes("lost."))).toEqual([]);
    });
  });
}
