// The company hears from its visitors: on `npm start`, a contact message sent from the contact
// page (in English or in French) puts a mail to the owner in the outbox within 5 s, Reply-To the
// visitor, with the message, the page and the campaign it came with, written in the company's
// language (English by default), not the visitor's.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { SERVICES_URL, SITE_URL } from "@marketing/e2e/urls";
import { company } from "../app/content/company";
import { untilWidgetsLive } from "./routes";

const CONTACT = {
  en: {
    path: "/contact",
    name: "Name",
    email: "Email",
    button: "Send message",
    sent: "Message sent",
  },
  fr: {
    path: "/fr/contact",
    name: "Nom",
    email: "E-mail",
    button: "Envoyer le message",
    sent: "Message envoyé",
  },
} as const;

interface OutboxMail {
  to: string;
  lang: string;
  subject: string;
  body: string;
  replyTo?: string;
}

async function ownerMail(request: APIRequestContext, marker: string) {
  const outbox = (await (await request.get(`${SERVICES_URL}/outbox`)).json()) as OutboxMail[];
  return outbox.find((mail) => mail.to === company.email && mail.body.includes(marker));
}

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: a contact message puts the owner's mail in the outbox within 5 s, Reply-To the visitor`, async ({
    page,
    request,
  }) => {
    const words = CONTACT[lang];
    const stamp = `${lang}-${Date.now()}`;
    const email = `visitor-${stamp}@example.com`;
    const message = `Could we talk about a pilot? (${stamp})`;
    await page.goto(`${words.path}?utm_source=owner-notice&utm_campaign=${stamp}`);
    await untilWidgetsLive(page);
    const form = page.locator("contact-form");
    await form.getByLabel(new RegExp(`^${words.name}`)).fill("Ada Lovelace");
    await form.getByLabel(new RegExp(`^${words.email}`)).fill(email);
    await form.getByLabel(/^Message/).fill(message);
    await form.getByRole("button", { name: words.button }).click();
    await expect(form.getByRole("status")).toContainText(words.sent);

    await expect.poll(() => ownerMail(request, stamp), { timeout: 5_000 }).toBeTruthy();
    const mail = (await ownerMail(request, stamp))!;
    expect(mail).toMatchObject({
      to: company.email,
      replyTo: email,
      lang: "en",
      subject: "New message from Ada Lovelace",
    });
    expect(mail.body).toContain(`Ada Lovelace wrote from ${SITE_URL}${words.path}\n`);
    expect(mail.body).toContain(`\n${message}\n`);
    expect(mail.body).toContain(`Campaign: utm_source=owner-notice, utm_campaign=${stamp}`);
    expect(mail.body).toContain(`Page language: ${lang}`);
  });
}
