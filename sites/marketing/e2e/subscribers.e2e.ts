// A subscriber's whole way on `npm start`, in each language: signs up on the site, opens the
// confirmation mail's link from the outbox and presses confirm; the mailing tool (Mailchimp's
// stand-in) then lists the address subscribed with its language. The mail carries its
// unsubscribe link and List-Unsubscribe headers; that link, opened (nothing changes) and pressed
// (also with JavaScript off), lists the address unsubscribed, and a mail client's one-click POST
// to it is answered 200.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { SERVICES_URL, SITE_URL } from "@marketing/e2e/urls";
import newsletterEn from "../app/locales/en/newsletter.json" with { type: "json" };
import newsletterFr from "../app/locales/fr/newsletter.json" with { type: "json" };
import { untilWidgetsLive } from "./routes";

const STRINGS = { en: newsletterEn, fr: newsletterFr };
const FORM = {
  en: { path: "/blog", email: "Email address", subscribe: "Subscribe" },
  fr: { path: "/fr/blog", email: "Adresse e-mail", subscribe: "S'abonner" },
};

interface Mail {
  to: string;
  lang: string;
  link: string;
  links: string[];
  headers: Record<string, string>;
}

async function mailTo(request: APIRequestContext, email: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`${SERVICES_URL}/outbox`)).json()) as Mail[];
      found = outbox.find((mail) => mail.to === email);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The mailing tool's entry for the address, as `GET /mailing-list` lists it. */
async function listed(request: APIRequestContext, email: string) {
  const list = (await (await request.get(`${SERVICES_URL}/mailing-list`)).json()) as Array<{
    email: string;
    status: string;
    language?: string;
  }>;
  return list.find((member) => member.email === email);
}

async function statusOf(request: APIRequestContext, email: string) {
  const records = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter&limit=1000`)
  ).json()) as Array<{ status: string; payload: { email: string } }>;
  return records.find((record) => record.payload.email === email)?.status;
}

async function unsubscribeOnPage(
  page: Page,
  request: APIRequestContext,
  email: string,
  link: string,
  lang: "en" | "fr",
  /** axe runs in the page: not where JavaScript is off. */
  axe: boolean,
) {
  const t = STRINGS[lang].unsubscribe;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  await expect(page.getByText(t.done)).toBeHidden();
  if (axe) await expectNoAxeViolations(page);
  // Opening the link (a mail scanner does) changed nothing.
  expect(await statusOf(request, email)).toBe("confirmed");
  await page.getByRole("button", { name: t.button }).click();
  await expect(page.getByText(t.done)).toBeVisible();
  await expect(page.getByRole("button", { name: t.button })).toBeHidden();
  // The token stayed behind: the address bar holds no working link.
  expect(new URL(page.url()).search).toBe("");
  if (axe) await expectNoAxeViolations(page);
}

for (const lang of ["en", "fr"] as const) {
  test(`a ${lang} subscriber reaches the mailing tool with their language, and leaves it by the mail's link`, async ({
    page,
    browser,
    request,
  }) => {
    // Five pages, a proof of work and the tool's queue: a journey, not one page's check.
    test.setTimeout(60_000);
    const email = `subscriber-${lang}-${Date.now()}@example.com`;
    await page.goto(FORM[lang].path);
    await untilWidgetsLive(page);
    await page.getByLabel(FORM[lang].email).fill(email);
    await page.getByRole("button", { name: FORM[lang].subscribe }).click();

    const mail = await mailTo(request, email);
    expect(mail.lang).toBe(lang);
    const prefix = lang === "fr" ? "/fr" : "";
    expect(mail.link.startsWith(`${SITE_URL}${prefix}/newsletter/confirm?token=`)).toBe(true);
    const unsubscribe = mail.links.find((link) => link.includes("/newsletter/unsubscribe?"))!;
    expect(unsubscribe.startsWith(`${SITE_URL}${prefix}/newsletter/unsubscribe?token=`)).toBe(true);
    expect(mail.headers).toMatchObject({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Not before the confirmation: the tool is told of confirmed subscribers only.
    expect(await listed(request, email)).toBeUndefined();

    await page.goto(mail.link);
    await page.getByRole("button", { name: STRINGS[lang].confirm.button }).click();
    await expect(page.getByText(STRINGS[lang].confirm.confirmed)).toBeVisible();
    await expect
      .poll(() => listed(request, email))
      .toEqual({ email, status: "subscribed", language: lang });

    if (lang === "en") await unsubscribeOnPage(page, request, email, unsubscribe, lang, true);
    else {
      // The same press in a browser with JavaScript off: a plain form post.
      const context = await browser.newContext({ javaScriptEnabled: false });
      await unsubscribeOnPage(await context.newPage(), request, email, unsubscribe, lang, false);
      await context.close();
    }
    await expect
      .poll(() => listed(request, email))
      .toEqual({ email, status: "unsubscribed", language: lang });
    expect(await statusOf(request, email)).toBe("unsubscribed");

    // A mail client's one-click (RFC 8058) at the same address: answered 200, nothing undone.
    const oneClick = await request.post(unsubscribe, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
      maxRedirects: 0,
    });
    expect(oneClick.status()).toBe(200);
    expect(await statusOf(request, email)).toBe("unsubscribed");
  });
}
