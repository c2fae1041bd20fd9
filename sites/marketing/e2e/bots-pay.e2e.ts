// Bots pay, people do not: on `npm start`'s site, a script posting sign-ups to /api/newsletter
// without the forms' proof of work is refused every time, and nothing reaches the stand-ins (no
// row, no mail); a visitor signing up on the page is accepted once, the proof solved in a worker
// thread while they typed, and told in their language when the API refuses it.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { SERVICES_URL, SITE_URL } from "@marketing/e2e/urls";
import { untilWidgetsLive } from "./routes";

const PAGE = { en: "/blog", fr: "/fr/blog" } as const;
const WORDS = {
  en: { email: "Email address", subscribe: "Subscribe", sent: "check your inbox" },
  fr: { email: "Adresse e-mail", subscribe: "S'abonner", sent: "boîte de réception" },
} as const;
const REFUSED = {
  en: "Your browser could not confirm this sign-up was sent by a person. Please try again.",
  fr: "Votre navigateur n'a pas pu confirmer que cette inscription vient d'une personne. Veuillez réessayer.",
} as const;

/** What the stand-ins recorded for addresses containing `marker`: submissions and mails. */
async function reached(request: APIRequestContext, marker: string) {
  const submissions = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter&limit=1000`)
  ).json()) as Array<{ payload: { email: string } }>;
  const outbox = (await (await request.get(`${SERVICES_URL}/outbox`)).json()) as Array<{
    to: string;
  }>;
  return {
    rows: submissions.filter((record) => record.payload.email.includes(marker)).length,
    mails: outbox.filter((mail) => mail.to.includes(marker)).length,
  };
}

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: 100 scripted sign-ups without a proof are refused and reach nothing; a visitor's is taken once`, async ({
    page,
    request,
  }) => {
    const stamp = `${lang}-${Date.now()}`;
    const answers = [];
    // One after another, as a script on one connection would.
    for (let i = 0; i < 100; i++)
      answers.push(
        await request.post(`${SITE_URL}/api/newsletter`, {
          headers: { "Content-Type": "text/plain;charset=UTF-8" },
          data: JSON.stringify({
            type: "newsletter_subscription",
            email: `bot-${i}-${stamp}@example.com`,
            lang,
          }),
        }),
      );
    expect(answers.map((answer) => answer.status())).toEqual(Array(100).fill(400));
    expect(await answers[0]!.json()).toMatchObject({ error: { reason: "proof-missing" } });

    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.goto(PAGE[lang]);
    await untilWidgetsLive(page);
    const email = `person-${stamp}@example.com`;
    await page.getByLabel(WORDS[lang].email).fill(email);
    await page.getByRole("button", { name: WORDS[lang].subscribe }).click();
    await expect(page.getByRole("status").filter({ hasText: WORDS[lang].sent })).toBeVisible();

    await expect.poll(() => reached(request, `person-${stamp}`)).toEqual({ rows: 1, mails: 1 });
    expect(await reached(request, `bot-`)).toMatchObject({ rows: 0, mails: 0 });
    // Solved off the page's thread, from the site's own origin.
    expect(workers).toEqual([expect.stringMatching(/\/embed\/chunks\/proof-worker-\w+\.js$/)]);
  });

  test(`${lang}: a sign-up whose proof the API refuses says so in the visitor's language, and the next press goes through`, async ({
    page,
    request,
  }) => {
    let strip = true;
    // A proof lost on the way (as an expired or replayed one would be refused): the API says why.
    await page.route(`${SITE_URL}/api/newsletter`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
      if (strip) delete body.altcha;
      strip = false;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.goto(PAGE[lang]);
    await untilWidgetsLive(page);
    const email = `refused-${lang}-${Date.now()}@example.com`;
    await page.getByLabel(WORDS[lang].email).fill(email);
    await page.getByRole("button", { name: WORDS[lang].subscribe }).click();
    await expect(page.getByRole("status").filter({ hasText: REFUSED[lang] })).toBeVisible();
    expect(await reached(request, email)).toEqual({ rows: 0, mails: 0 });

    await page.getByRole("button", { name: WORDS[lang].subscribe }).click();
    await expect(page.getByRole("status").filter({ hasText: WORDS[lang].sent })).toBeVisible();
    await expect.poll(() => reached(request, email)).toEqual({ rows: 1, mails: 1 });
  });
}
