import { expect, test, type Page } from "@playwright/test";
import { SITE_URL } from "../support/urls";
import { POST_SLUG, PRESENT_TAGS, exercise, serveCalendarProvider } from "./widgets";

/**
 * The strict policy of docs/embedding.md: scripts only from the widgets' origin (plus the calendar
 * provider's, for <booking-button>), no 'unsafe-inline' or 'unsafe-eval' anywhere, no inline styles.
 */
const CSP = [
  "default-src 'none'",
  `script-src ${SITE_URL} https://assets.calendly.com`,
  `style-src ${SITE_URL} https://assets.calendly.com`,
  `connect-src ${SITE_URL}`,
  `img-src ${SITE_URL} data:`,
  "frame-src https://calendly.com",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** Serves the example page under the policy (optionally edited) and records every violation. */
async function openUnderCsp(
  page: Page,
  edit: (html: string) => string = (html) => html,
  policy: string = CSP,
) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, "__violations", { value: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  await serveCalendarProvider(page);
  await page.route("**/examples/embed.html", async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: edit(await response.text()),
      headers: { ...response.headers(), "content-security-policy": policy },
    });
  });
  await page.goto("/examples/embed.html");
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/**
 * The strict policy: scripts only from the widgets' origin, no 'unsafe-inline' or 'unsafe-eval' for
 * scripts. Inline styles are allowed here only so that <blog-post>'s parse of a published document
 * (Google's <style> blocks, blocked and then stripped either way) is not reported.
 */
const SCRIPT_STRICT_CSP = CSP.replace(
  `style-src ${SITE_URL} https://assets.calendly.com`,
  `style-src ${SITE_URL} https://assets.calendly.com 'unsafe-inline'`,
);

test("all seven widgets work on the example page with scripts only from their origin, no violation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(SCRIPT_STRICT_CSP).not.toBe(CSP);
  const violations = await openUnderCsp(page, undefined, SCRIPT_STRICT_CSP);
  for (const tag of PRESENT_TAGS)
    await test.step(`<${tag}>`, () => exercise[tag](page, page.locator(tag).first()));
  expect(await violations()).toEqual([]);
});

const OTHERS = PRESENT_TAGS.filter((tag) => tag !== "blog-post");

test("every widget but blog-post works on the example page under a strict CSP, with no violation", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations = await openUnderCsp(page, (html) =>
    html.replace(/<blog-post[^>]*><\/blog-post>/, ""),
  );
  for (const tag of OTHERS)
    await test.step(`<${tag}>`, () => exercise[tag](page, page.locator(tag)));

  // The widgets' styles are adopted stylesheets: no <style> element in any shadow root.
  const withStyleElement = await page.evaluate(
    (tags) => tags.filter((tag) => document.querySelector(tag)?.shadowRoot?.querySelector("style")),
    OTHERS,
  );
  expect(withStyleElement).toEqual([]);
  expect(await violations()).toEqual([]);
});

// Known limit (reported to the blog-post owner): parsing a published Google Doc, whose HTML carries
// <style> blocks and style="" attributes, reports style-src violations even in an inert document; the
// styles are blocked there and stripped by the sanitizer anyway, so the post renders the same.
test("blog-post works under the strict CSP; its only reports are the document's own inline styles", async ({
  page,
}) => {
  const violations = await openUnderCsp(page, (html) =>
    html.replace(
      /<(newsletter-signup|contact-form|booking-button|pricing-table|kpi-counters|blog-list)[^>]*><\/\1>/g,
      "",
    ),
  );
  await exercise["blog-post"](page, page.locator(`blog-post[slug="${POST_SLUG}"]`));
  expect(
    await page.locator("blog-post").evaluate((host) => !!host.shadowRoot!.querySelector("style")),
  ).toBe(false);
  for (const violation of await violations())
    expect(violation).toMatch(/^style-src-(elem|attr) inline /);
});
