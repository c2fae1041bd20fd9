// The forms with JavaScript off on the site as `npm start` serves it: the server-rendered newsletter
// and contact forms post to the local services, which answer 303 back to the page at its outcome's
// message.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { subscribeWithoutScript } from "@marketing/e2e/forms-without-javascript";
import { SERVICES_URL } from "@marketing/e2e/urls";

async function storedCount(
  request: APIRequestContext,
  email: string,
  kind = "newsletter",
): Promise<number> {
  const listed = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=${kind}&limit=1000`)
  ).json()) as Array<{ payload: { email: string; lang?: string } }>;
  return listed.filter((record) => record.payload.email === email).length;
}

const stored = async (request: APIRequestContext, email: string) =>
  (await storedCount(request, email)) > 0;

/** The contact page's form, in each language, and its outcome messages (the widget's catalogue). */
const CONTACT = {
  en: {
    path: "/contact",
    labels: { name: "Name", email: "Email", message: "Message" },
    button: "Send message",
    sent: "Message sent successfully!",
    failed: "Error sending message",
  },
  fr: {
    path: "/fr/contact",
    labels: { name: "Nom", email: "E-mail", message: "Message" },
    button: "Envoyer le message",
    sent: "Message envoyé avec succès\u202f!",
    failed: "Erreur lors de l'envoi du message",
  },
} as const;

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "fr"] as const)
    test(`a newsletter signup in ${lang} lands and the page says so in ${lang}`, async ({
      page,
      request,
    }) => {
      const email = `no-script-${lang}-${Date.now()}@example.com`;
      expect(await subscribeWithoutScript(page, lang, email, "sent")).toBe(303);
      expect(await stored(request, email)).toBe(true);
    });

  for (const lang of ["en", "fr"] as const)
    for (const outcome of ["sent", "failed"] as const)
      test(`a contact message in ${lang} (${outcome}) ends on its message in ${lang}`, async ({
        page,
        request,
      }) => {
        const words = CONTACT[lang];
        // The browser's own check passes `@localhost` (no dot in the domain); the contracts' rule
        // does not.
        const email = `contact-${lang}-${Date.now()}@${outcome === "sent" ? "example.com" : "localhost"}`;
        await page.goto(words.path);
        const form = page.locator("contact-form");
        await form
          .getByRole("textbox", { name: words.labels.name, exact: true })
          .fill("Ada Lovelace");
        await form.getByRole("textbox", { name: words.labels.email, exact: true }).fill(email);
        await form
          .getByRole("textbox", { name: words.labels.message, exact: true })
          .fill("Hello without a script");
        const posted = page.waitForResponse((response) => response.request().method() === "POST");
        await form.getByRole("button", { name: words.button }).click();
        expect((await posted).status()).toBe(303);
        await page.waitForURL((url) => url.hash === `#contact-${outcome}`);
        expect(new URL(page.url()).pathname).toBe(words.path);
        expect(page.url()).not.toContain(encodeURIComponent(email));
        expect(page.url()).not.toContain("Lovelace");
        await expect(page.locator(`#contact-${outcome}`)).toBeVisible();
        await expect(page.locator(`#contact-${outcome}`)).toContainText(words[outcome]);
        await expect(
          page.locator(`#contact-${outcome === "sent" ? "failed" : "sent"}`),
        ).toBeHidden();
        expect(await storedCount(request, email, "contact")).toBe(outcome === "sent" ? 1 : 0);
      });

  test("an address the services refuse ends on the error message, nothing stored", async ({
    page,
    request,
  }) => {
    // The browser's own check passes it (no dot in the domain); the contracts' rule does not.
    const email = `no-script-${Date.now()}@localhost`;
    expect(await subscribeWithoutScript(page, "en", email, "failed")).toBe(303);
    expect(await stored(request, email)).toBe(false);
  });
});
