// The unsubscribe page through `npm run edge`, as Cloudflare routes it (wrangler.jsonc: the Worker
// first for its two paths, the mailing tool's Durable Object bound): a sign-up with JavaScript
// off gets the Worker's confirmation mail; its unsubscribe link opens the page (the site's asset),
// and the page's press, a plain form post, comes back at the "done" message.
import { expect, test } from "@playwright/test";
import { subscribeWithoutScript } from "@marketing/e2e/forms-without-javascript";

const SERVICES_URL = `http://127.0.0.1:${Number(process.env.E2E_SERVICES_PORT || 8787)}`;

test.use({ javaScriptEnabled: false });

test("a subscriber leaves by the mail's unsubscribe link, through the edge, without JavaScript", async ({
  page,
  request,
}) => {
  const email = `edge-unsubscribe-${Date.now()}@example.com`;
  expect(await subscribeWithoutScript(page, "fr", email, "sent")).toBe(303);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`${SERVICES_URL}/outbox`)).json()) as Array<{
        to: string;
        links: string[];
      }>;
      link = outbox
        .find((mail) => mail.to === email)
        ?.links.find((candidate) => candidate.includes("/fr/newsletter/unsubscribe?token="));
      return Boolean(link);
    })
    .toBe(true);

  // Its words are the site's journey's to check (sites/marketing/e2e/subscribers.e2e.ts); here
  // the routing: the page, its form's post, the message it comes back at.
  const opened = await page.goto(link!);
  expect(opened!.status()).toBe(200);
  await page.locator(".newsletter-unsubscribe__form button").click();
  await page.waitForURL((url) => url.hash === "#unsubscribe-done");
  await expect(page.locator("#unsubscribe-done")).toBeVisible();
  await expect(page.locator(".newsletter-unsubscribe__form")).toBeHidden();
  const listed = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter&limit=1000`)
  ).json()) as Array<{ status: string; payload: { email: string } }>;
  expect(listed.find((record) => record.payload.email === email)?.status).toBe("unsubscribed");
});
