import { expect, test } from "@playwright/test";
import { openHostPage, servicesConfig } from "../support/host-page";

/** The page's configuration block: the site's API, and what the test sets. */
const pageConfig = (config: Record<string, unknown>) => servicesConfig(config);

test.describe("configuration of an embedded widget", () => {
  test("re-renders in French when its lang attribute changes after mount", async ({ page }) => {
    await openHostPage(page, {
      body: `<newsletter-signup></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();

    await page.locator("newsletter-signup").evaluate((el) => el.setAttribute("lang", "fr"));

    await expect(page.getByRole("button", { name: "S'abonner" })).toBeVisible();
    await expect(page.locator("newsletter-signup .mw-root")).toHaveAttribute("lang", "fr");
  });

  test("falls back from a regional variant to its language, and from an unsupported one to English", async ({
    page,
  }) => {
    await openHostPage(page, {
      body: `<newsletter-signup id="ca" lang="fr-CA"></newsletter-signup><newsletter-signup id="de" lang="de"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    await expect(page.locator("#ca").getByRole("button", { name: "S'abonner" })).toBeVisible();
    await expect(page.locator("#de").getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("without a lang attribute, follows the page's detection order (query parameter first)", async ({
    page,
  }) => {
    await openHostPage(
      page,
      {
        body: `<newsletter-signup></newsletter-signup>`,
        scripts: ["newsletter-signup.js"],
        lang: "en",
      },
      "/page.html?lang=fr",
    );
    await expect(page.getByRole("button", { name: "S'abonner" })).toBeVisible();
  });

  test("reads the API's address from the page's JSON block, an attribute overriding it", async ({
    page,
  }) => {
    const posted: string[] = [];
    await page.route("https://hooks.example/**", (route) => {
      posted.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"result":"success"}',
        headers: { "access-control-allow-origin": "*" },
      });
    });
    await openHostPage(page, {
      head: pageConfig({ api: "https://hooks.example/from-page/api" }),
      body: `<newsletter-signup id="page"></newsletter-signup>
        <newsletter-signup id="own" api="https://hooks.example/from-attribute/api/"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    for (const id of ["page", "own"]) {
      await page.locator(`#${id}`).getByLabel("Email address").fill(`${id}@example.com`);
      await page.locator(`#${id}`).getByRole("button", { name: "Subscribe" }).click();
      await expect(page.locator(`#${id}`).getByRole("status")).not.toBeEmpty();
    }
    // Each form asks its own API for the proof of work's challenge, then posts there.
    expect([...new Set(posted)].sort()).toEqual([
      "https://hooks.example/from-attribute/api/challenge",
      "https://hooks.example/from-attribute/api/newsletter",
      "https://hooks.example/from-page/api/challenge",
      "https://hooks.example/from-page/api/newsletter",
    ]);
  });

  test("warns once per retired service setting, naming the api setting, and still works", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openHostPage(page, {
      head: servicesConfig({
        sheetsApiKey: "AIza-old-key",
        docProxies: ["https://p.example/?{url}"],
      }),
      body: `<newsletter-signup newsletter-endpoint="https://old.example/exec"></newsletter-signup>
        <newsletter-signup endpoint="https://old.example/exec"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    await expect(page.getByRole("button", { name: "Subscribe" }).first()).toBeVisible();
    await expect
      .poll(() => warnings.filter((text) => text.includes("is no longer read")).length)
      .toBe(4);
    for (const name of ["sheetsApiKey", "docProxies", "newsletter-endpoint", "endpoint"])
      expect(warnings.filter((text) => text.includes(`"${name}" is no longer read`))).toHaveLength(
        1,
      );
    expect(warnings.join("\n")).toContain('"api"');
  });

  test("refuses a javascript: contact URL and a crafted calendar script, warning once per key", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const scriptRequests: string[] = [];
    await page.route("**/*.js", (route) => {
      const url = route.request().url();
      if (!url.includes("/pricing-table.js") && !url.includes("/booking-button.js"))
        scriptRequests.push(url);
      return route.fallback();
    });
    await openHostPage(page, {
      head:
        pageConfig({ contactUrl: "javascript:alert(document.domain)" }) +
        `<div id="marketing-widgets-config">{"calendarUrl":"https://evil.example/"}</div>`,
      body: `<pricing-table></pricing-table>
        <booking-button calendar-script-url="data:text/javascript,window.pwned=1"></booking-button>`,
      scripts: ["pricing-table.js", "booking-button.js"],
    });
    const links = page.locator("pricing-table").getByRole("link");
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => "pwned" in window)).toBe(false);
    expect(scriptRequests.filter((url) => url.startsWith("data:"))).toEqual([]);
    // The standalone scripts load the same chunks, one copy of the library: one warning per key.
    expect(warnings.filter((text) => text.includes('"contactUrl"'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('"calendarScriptUrl"'))).toHaveLength(1);
  });

  test("a standalone script twice and the loader on one page: all work, each widget's code fetched once", async ({
    page,
  }) => {
    const errors: string[] = [];
    const entryChunks: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("request", (request) => {
      const chunk = /\/embed\/chunks\/((?:newsletter-signup|contact-form)-[^/.]+\.js)$/.exec(
        request.url(),
      );
      if (chunk) entryChunks.push(chunk[1]!);
    });
    await openHostPage(page, {
      body: `<newsletter-signup lang="fr"></newsletter-signup><contact-form lang="en"></contact-form>`,
      // The first script takes <newsletter-signup>; the loader leaves it to it and takes
      // <contact-form>; the second copy finds its tag taken and stays idle.
      scripts: ["newsletter-signup.js", "widgets.js", "newsletter-signup.js"],
    });

    await expect(page.getByRole("button", { name: "S'abonner" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    expect(errors).toEqual([]);
    expect(entryChunks.map((file) => file.replace(/-[^-]+$/, "")).sort()).toEqual([
      "contact-form",
      "newsletter-signup",
    ]);
  });
});
