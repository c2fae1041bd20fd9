import { expect, test } from "@playwright/test";
import { SERVICES_URL, SITE_URL } from "../support/urls";
import { PRESENT_TAGS, exercise, serveCalendarProvider } from "./widgets";

/**
 * The strict policy of docs/embedding.md: scripts only from the widgets' origin (plus the calendar
 * provider's for <booking-button>), no 'unsafe-inline' or 'unsafe-eval' anywhere, no inline styles.
 */
const CSP = [
  "default-src 'none'",
  `script-src ${SITE_URL} https://assets.calendly.com`,
  `style-src ${SITE_URL} https://assets.calendly.com`,
  `connect-src ${SERVICES_URL} https://docs.google.com`,
  `img-src ${SERVICES_URL} data:`,
  "frame-src https://calendly.com",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

test("every widget works on the example page under a strict CSP, with no violation", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, "__violations", { value: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await serveCalendarProvider(page);
  await page.route("**/examples/embed.html", async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": CSP },
    });
  });
  await page.goto("/examples/embed.html");

  for (const tag of PRESENT_TAGS) {
    await test.step(`<${tag}>`, () => exercise[tag](page, page.locator(tag)));
  }
  // The widgets' styles are adopted stylesheets: no <style> in any shadow root.
  const inlineStyles = await page.evaluate((tags) =>
    tags.filter((tag) => document.querySelector(tag)?.shadowRoot?.querySelector("style")),
  PRESENT_TAGS);
  expect(inlineStyles).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});
