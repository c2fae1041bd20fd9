import { expect, test } from "@playwright/test";
import { HOST_ORIGIN, hostPageHtml } from "../support/host-page";
import { SERVICES_URL } from "../support/urls";

// A campaign lands on a page that loads widgets.js and shows no widget; the visitor subscribes on
// the next page: the submission carries the landing page's campaign (the loader records the
// session's first touch on every page it runs on, widget or not).

const PAGES: Record<string, string> = {
  "/landing.html": hostPageHtml({
    body: `<h1>Spring offer</h1><a href="/next.html">Next page</a>`,
    scripts: ["widgets.js"],
  }),
  "/next.html": hostPageHtml({
    body: `<newsletter-signup lang="en"></newsletter-signup>`,
    scripts: ["widgets.js"],
  }),
};

test("a campaign landing on a widgetless page is carried by a submission on the next page", async ({
  page,
  request,
}) => {
  await page.route(`${HOST_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: PAGES[new URL(route.request().url()).pathname] ?? "<h1>Not found</h1>",
    }),
  );
  await page.goto(`${HOST_ORIGIN}/landing.html?utm_source=news&utm_campaign=spring`);
  // The loader has run (it wakes widgets; this page has none) once the page has loaded.
  await page.waitForLoadState("load");
  await page.getByRole("link", { name: "Next page" }).click();
  await page.waitForURL(`${HOST_ORIGIN}/next.html`);

  const email = `e2e.first-touch-widgetless.${Date.now()}@example.com`;
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("newsletter-signup").getByRole("status")).toContainText(
    "Almost there: check your inbox",
  );

  const listed = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter`)
  ).json()) as Array<{ payload: Record<string, string> }>;
  expect(listed.find((item) => item.payload.email === email)?.payload).toMatchObject({
    page: `${HOST_ORIGIN}/next.html`,
    referrer: `${HOST_ORIGIN}/landing.html`,
    utm_source: "news",
    utm_campaign: "spring",
  });
});
