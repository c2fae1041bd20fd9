import { expect, test } from "@playwright/test";
import { openHostPage, servicesConfig } from "../support/host-page";
import { SERVICES_URL } from "../support/urls";

// A marketer's own words (slotted heading and description, a `strings` override of the
// button) and a required consent box, on a plain third-party page, as a visitor meets them.

const PRIVACY = "https://www.example.com/privacy";

const words = {
  en: {
    heading: "Our Friday letter",
    description: "One email a week, no spam.",
    submit: "Join the list",
    email: "Email address",
    subscribed: "check your inbox",
    consent:
      "I agree to receive the newsletter and to the processing of my email address as described in the privacy policy.",
    consentRequired: "Please tick the box to agree before subscribing.",
    contactHeading: "Talk to our team",
    name: /^Name/,
    contactEmail: /^Email/,
    message: /^Message/,
    send: "Send message",
    sent: "Message sent successfully!",
    contactConsent:
      "I agree to the processing of my details to answer my message, as described in the privacy policy.",
    contactConsentRequired: "Please tick the box to agree before sending your message.",
  },
  fr: {
    heading: "Notre lettre du vendredi",
    description: "Un e-mail par semaine, sans spam.",
    submit: "Je m'abonne",
    email: "Adresse e-mail",
    subscribed: "vérifiez votre boîte de réception",
    consent:
      "J'accepte de recevoir la newsletter et le traitement de mon adresse e-mail décrit dans la politique de confidentialité.",
    consentRequired: "Veuillez cocher la case pour donner votre accord avant de vous abonner.",
    contactHeading: "Parlez à notre équipe",
    name: /^Nom/,
    contactEmail: /^E-mail/,
    message: /^Message/,
    send: "Envoyer le message",
    sent: "Message envoyé",
    contactConsent:
      "J'accepte le traitement de mes données pour répondre à mon message, comme décrit dans la politique de confidentialité.",
    contactConsentRequired:
      "Veuillez cocher la case pour donner votre accord avant d'envoyer votre message.",
  },
} as const;

const config = {
  strings: {
    en: { "newsletter-signup": { submit: words.en.submit } },
    fr: { "newsletter-signup": { submit: words.fr.submit } },
  },
  consent: { privacyUrl: PRIVACY, required: true },
};

interface Listed {
  kind: string;
  payload: Record<string, unknown> & { email: string };
}

for (const lang of ["en", "fr"] as const) {
  const t = words[lang];

  test(`${lang}: the host's heading and button text show, and consent blocks sending until ticked`, async ({
    page,
    request,
  }) => {
    const email = `e2e.words.${lang}.${Date.now()}@example.com`;
    await openHostPage(page, {
      lang,
      head: servicesConfig(config),
      body: `<newsletter-signup lang="${lang}"><span slot="heading">${t.heading}</span><span slot="description">${t.description}</span></newsletter-signup>
        <contact-form lang="${lang}"><span slot="heading">${t.contactHeading}</span></contact-form>`,
      scripts: ["widgets.js"],
    });

    const newsletter = page.locator("newsletter-signup");
    // The host's words replace the catalogue's; the heading keeps its level and names the section.
    await expect(newsletter.getByRole("heading", { level: 2, name: t.heading })).toBeVisible();
    await expect(newsletter.getByRole("region", { name: t.heading })).toBeVisible();
    await expect(newsletter.getByText(t.description)).toBeVisible();
    const subscribe = newsletter.getByRole("button", { name: t.submit });
    await expect(subscribe).toBeVisible();

    await newsletter.getByLabel(t.email, { exact: true }).fill(email);
    await subscribe.click();
    const box = newsletter.getByRole("checkbox", { name: t.consent });
    await expect(box).toBeFocused();
    await expect(newsletter.getByText(t.consentRequired)).toBeVisible();
    await expect(newsletter.getByRole("link", { name: /privacy|confidentialité/ })).toHaveAttribute(
      "href",
      PRIVACY,
    );
    // Nothing was sent, and what was typed is still there.
    await expect(newsletter.getByLabel(t.email, { exact: true })).toHaveValue(email);

    await box.check();
    await expect(newsletter.getByText(t.consentRequired)).toBeHidden();
    await subscribe.click();
    await expect(newsletter.getByRole("status")).toContainText(t.subscribed);

    const contact = page.locator("contact-form");
    await expect(contact.getByRole("heading", { name: t.contactHeading })).toBeVisible();
    await contact.getByLabel(t.name).fill("Ada Lovelace");
    await contact.getByLabel(t.contactEmail).fill(email);
    await contact.getByLabel(t.message).fill("A demo, please.");
    await contact.getByRole("button", { name: t.send }).click();
    const contactBox = contact.getByRole("checkbox", { name: t.contactConsent });
    await expect(contactBox).toBeFocused();
    await expect(contact.getByText(t.contactConsentRequired)).toBeVisible();
    await contactBox.check();
    await contact.getByRole("button", { name: t.send }).click();
    await expect(contact.getByText(t.sent)).toBeVisible();

    const listed = (await (await request.get(`${SERVICES_URL}/submissions`)).json()) as Listed[];
    const mine = listed.filter((item) => item.payload.email === email);
    // One of each: the blocked attempts sent nothing.
    expect(mine.map((item) => item.kind).sort()).toEqual(["contact", "newsletter"]);
    const sentence = { newsletter: t.consent, contact: t.contactConsent };
    for (const record of mine) {
      expect(record.payload.consent, record.kind).toEqual({
        given: true,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        text: sentence[record.kind as keyof typeof sentence],
      });
    }
  });
}

test("a host page without the keys keeps the catalogue's words and no consent box", async ({
  page,
}) => {
  await openHostPage(page, {
    lang: "en",
    body: `<newsletter-signup lang="en"></newsletter-signup>`,
    scripts: ["widgets.js"],
  });
  const newsletter = page.locator("newsletter-signup");
  await expect(
    newsletter.getByRole("heading", { name: "Subscribe to our newsletter" }),
  ).toBeVisible();
  await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await expect(newsletter.getByRole("checkbox")).toHaveCount(0);
});
