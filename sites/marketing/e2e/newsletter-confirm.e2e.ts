// Double opt-in end to end on the built site and the local services: a visitor subscribes, the
// outbox holds the confirmation email in their language, its link opens the site's page, where a
// press on its button confirms (opening the link alone confirms nothing: mail scanners open links
// too), a reload still says so, and an expired or forged link is refused in the visitor's language.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signConfirmationToken } from "@marketing/contracts";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { SERVICES_DATA_DIR, SERVICES_URL, SITE_URL } from "@marketing/e2e/urls";
import newsletterEn from "../app/locales/en/newsletter.json" with { type: "json" };
import newsletterFr from "../app/locales/fr/newsletter.json" with { type: "json" };
import { untilWidgetsLive } from "./routes";

const CONFIRM = { en: newsletterEn.confirm, fr: newsletterFr.confirm };

interface Mail {
  to: string;
  lang: string;
  subject: string;
  body: string;
  link: string;
}

async function mailTo(request: APIRequestContext, email: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`${SERVICES_URL}/outbox`)).json()) as Mail[];
      found = outbox.find((mail) => mail.to === email);
      return !!found;
    })
    .toBe(true);
  return found!;
}

async function statusOf(request: APIRequestContext, email: string): Promise<string | undefined> {
  const listed = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter&limit=1000`)
  ).json()) as Array<{ status: string; payload: { email: string } }>;
  return listed.find((record) => record.payload.email === email)?.status;
}

test("a French visitor subscribes, confirms by the emailed link, and is listed confirmed", async ({
  page,
  request,
}) => {
  const email = `optin-fr-${Date.now()}@example.com`;
  await page.goto("/fr/blog");
  await untilWidgetsLive(page);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "S'abonner" }).click();
  await expect(page.getByRole("status").filter({ hasText: "boîte de réception" })).toBeVisible();

  const mail = await mailTo(request, email);
  expect(mail.lang).toBe("fr");
  expect(mail.subject).toBe("Confirmez votre abonnement");
  expect(mail.body).toContain(mail.link);
  expect(mail.link.startsWith(`${SITE_URL}/fr/newsletter/confirm?token=`)).toBe(true);
  expect(await statusOf(request, email)).toBe("pending");

  await page.goto(mail.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONFIRM.fr.title);
  // The token left the address bar (and the history) once read.
  expect(new URL(page.url()).search).toBe("");
  const button = page.getByRole("button", { name: CONFIRM.fr.button });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  // Opening the link confirmed nothing; a reload still offers the button.
  await page.waitForTimeout(500);
  expect(await statusOf(request, email)).toBe("pending");
  await page.reload();
  await button.click();
  await expect(page.getByText(CONFIRM.fr.confirmed)).toBeVisible();
  await expect(page.getByText(CONFIRM.fr.working)).toBeHidden();
  await expect(button).toBeHidden();
  await expectNoAxeViolations(page);
  expect(await statusOf(request, email)).toBe("confirmed");
  // Reloaded after confirming: still confirmed, never "not valid".
  await page.reload();
  await expect(page.getByText(CONFIRM.fr.confirmed)).toBeVisible();
  await expect(page.getByText(CONFIRM.fr.invalid)).toBeHidden();
});

test("an English subscriber's email is in English and links to the English page", async ({
  page,
  request,
}) => {
  const email = `optin-en-${Date.now()}@example.com`;
  await page.goto("/blog");
  await untilWidgetsLive(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  const mail = await mailTo(request, email);
  expect(mail.subject).toBe("Confirm your subscription");
  expect(mail.link.startsWith(`${SITE_URL}/newsletter/confirm?token=`)).toBe(true);
  expect(mail.body).toContain("We received a request to subscribe this address");
  await page.goto(mail.link);
  await page.getByRole("button", { name: CONFIRM.en.button }).click();
  await expect(page.getByText(CONFIRM.en.confirmed)).toBeVisible();
  expect(await statusOf(request, email)).toBe("confirmed");
  await page.reload();
  await expect(page.getByText(CONFIRM.en.confirmed)).toBeVisible();
});

for (const lang of ["en", "fr"] as const) {
  const path = `${lang === "fr" ? "/fr" : ""}/newsletter/confirm`;

  test(`a forged link is refused in ${lang}, and confirms nothing`, async ({ page, request }) => {
    const email = `optin-forged-${lang}-${Date.now()}@example.com`;
    await request.post(`${SERVICES_URL}/newsletter`, {
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      data: JSON.stringify({ type: "newsletter_subscription", email, lang }),
    });
    const forged = await signConfirmationToken(email, "not-the-key", Date.now() + 60_000);
    await page.goto(`${path}?token=${encodeURIComponent(forged)}`);
    await page.getByRole("button", { name: CONFIRM[lang].button }).click();
    await expect(page.getByText(CONFIRM[lang].invalid)).toBeVisible();
    await expect(page.getByText(CONFIRM[lang].confirmed)).toBeHidden();
    await page.goto(path);
    await expect(page.getByText(CONFIRM[lang].invalid)).toBeVisible();
    expect(await statusOf(request, email)).toBe("pending");
  });

  test(`an expired link is refused in ${lang}, and confirms nothing`, async ({ page, request }) => {
    const email = `optin-expired-${lang}-${Date.now()}@example.com`;
    await request.post(`${SERVICES_URL}/newsletter`, {
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      data: JSON.stringify({ type: "newsletter_subscription", email, lang }),
    });
    // Signed with the services' own key (their data folder), but past its time.
    const secret = (await readFile(join(SERVICES_DATA_DIR, "confirm-secret"), "utf8")).trim();
    const expired = await signConfirmationToken(email, secret, Date.now() - 1000);
    await page.goto(`${path}?token=${encodeURIComponent(expired)}`);
    await page.getByRole("button", { name: CONFIRM[lang].button }).click();
    await expect(page.getByText(CONFIRM[lang].expired)).toBeVisible();
    expect(await statusOf(request, email)).toBe("pending");
  });
}

/** A pending subscription of `email` and its link's token, signed with the services' own key. */
async function pendingWithToken(
  request: APIRequestContext,
  email: string,
  lang: "en" | "fr",
  expiresAtMs: number,
): Promise<string> {
  await request.post(`${SERVICES_URL}/newsletter`, {
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    data: JSON.stringify({ type: "newsletter_subscription", email, lang }),
  });
  const secret = (await readFile(join(SERVICES_DATA_DIR, "confirm-secret"), "utf8")).trim();
  return signConfirmationToken(email, secret, expiresAtMs);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "fr"] as const) {
    const path = `${lang === "fr" ? "/fr" : ""}/newsletter/confirm`;

    test(`a press confirms (${lang}): the page comes back at its message, the token left behind`, async ({
      page,
      request,
    }) => {
      const email = `optin-nojs-${lang}-${Date.now()}@example.com`;
      const token = await pendingWithToken(request, email, lang, Date.now() + 60_000);
      await page.goto(`${path}?token=${encodeURIComponent(token)}`);
      await expect(page.getByText(CONFIRM[lang].ready)).toBeVisible();
      expect(await statusOf(request, email)).toBe("pending");

      await page.getByRole("button", { name: CONFIRM[lang].button }).click();
      await page.waitForURL(`${SITE_URL}${path}#newsletter-confirmed`);
      await expect(page.getByText(CONFIRM[lang].confirmed)).toBeVisible();
      await expect(page.getByRole("button", { name: CONFIRM[lang].button })).toBeHidden();
      await expect(page.getByText(CONFIRM[lang].invalid)).toBeHidden();
      expect(await statusOf(request, email)).toBe("confirmed");
    });
  }

  test("an expired link says so, and confirms nothing", async ({ page, request }) => {
    const email = `optin-nojs-expired-${Date.now()}@example.com`;
    const token = await pendingWithToken(request, email, "en", Date.now() - 1000);
    await page.goto(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
    await page.getByRole("button", { name: CONFIRM.en.button }).click();
    await page.waitForURL(`${SITE_URL}/newsletter/confirm#newsletter-expired`);
    await expect(page.getByText(CONFIRM.en.expired)).toBeVisible();
    await expect(page.getByText(CONFIRM.en.confirmed)).toBeHidden();
    expect(await statusOf(request, email)).toBe("pending");
  });
});
