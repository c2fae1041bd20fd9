import { expect, test } from "@playwright/test";
import { CONFIGURED_API, SERVICES_URL, failOnDialog, publishPost } from "./support";

// A campaign lands on an ordinary post (no widget); the visitor subscribes on another post: the
// submission carries the landing post's utm_* (the plugin loads the embed loader, which records
// the session's first touch, on every front-end page).

test("a campaign landing on a post without a widget is carried by a signup on the next post", async ({
  page,
  request,
}) => {
  failOnDialog(page);
  const stamp = Date.now();
  const signupUrl = publishPost(
    "author",
    `Weekly letter ${stamp}`,
    `<!-- wp:marketing-widgets/newsletter-signup {"lang":"en"} /-->`,
  );
  const landingUrl = publishPost(
    "author",
    `Spring offer ${stamp}`,
    `<!-- wp:paragraph --><p>Read on: <a href="${signupUrl}">our weekly letter</a>.</p><!-- /wp:paragraph -->`,
  );

  const landing = new URL(landingUrl);
  landing.searchParams.set("utm_source", "news");
  landing.searchParams.set("utm_campaign", "spring");
  await page.goto(landing.href);
  // No widget here, and the loader all the same.
  await expect(page.locator("newsletter-signup")).toHaveCount(0);
  await expect(
    page.locator("script[src*='/plugins/marketing-widgets/embed/widgets.js']"),
  ).toHaveCount(1);
  await page.waitForLoadState("load");

  await page.getByRole("link", { name: "our weekly letter" }).click();
  const email = `wp-first-touch-${stamp}@example.com`;
  const posted = page.waitForRequest(
    (req) => req.url() === `${CONFIGURED_API}/newsletter` && req.method() === "POST",
  );
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await posted;
  await expect(page.locator("newsletter-signup").getByRole("status")).toContainText(
    "Almost there: check your inbox",
  );

  const listed = (await (
    await request.get(`${SERVICES_URL}/submissions?kind=newsletter`)
  ).json()) as Array<{ payload: Record<string, string> }>;
  expect(listed.find((item) => item.payload.email === email)?.payload).toMatchObject({
    utm_source: "news",
    utm_campaign: "spring",
  });
});
