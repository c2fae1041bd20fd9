import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { openHostPage, servicesConfig } from "../support/host-page";
import { POST_SLUG, PRESENT_TAGS, serveCalendarProvider } from "./widgets";

const pageConfig = (config: Record<string, unknown>) => servicesConfig(config);

/** The newsletter's box and heading colours, read inside its shadow root. */
async function colours(widget: Locator) {
  const box = widget.locator("section.mw-newsletter");
  await expect(box).toBeVisible();
  return box.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
}

const LIGHT = { background: "rgb(243, 244, 246)", text: "rgb(17, 24, 39)" };
const DARK = { background: "rgb(31, 41, 55)", text: "rgb(243, 244, 246)" };

/** Waits until the colours shown are `expected` (a switch re-renders in a task of its own). */
async function expectColours(widget: Locator, expected: typeof LIGHT) {
  await expect.poll(() => colours(widget)).toEqual(expected);
}

const newsletter = (page: Page, id: string) => page.locator(`#${id}`);

test.describe("dark pages", () => {
  test('theme="dark" renders dark, and "light" or none as today', async ({ page }) => {
    await openHostPage(page, {
      body: `<newsletter-signup id="dark" theme="dark"></newsletter-signup><newsletter-signup id="plain"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    await expectColours(newsletter(page, "dark"), DARK);
    await expectColours(newsletter(page, "plain"), LIGHT);
    await expect(newsletter(page, "dark")).toHaveAttribute("data-mw-theme", "dark");
  });

  test("auto follows a dark system setting, and html's class over it, live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openHostPage(page, {
      lang: "fr",
      body: `<newsletter-signup id="auto" theme="auto"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    const widget = newsletter(page, "auto");
    await expectColours(widget, DARK);
    await page.evaluate(() => document.documentElement.classList.add("light"));
    await expectColours(widget, LIGHT);
    await page.evaluate(() => document.documentElement.classList.remove("light"));
    await expectColours(widget, DARK);
    await page.emulateMedia({ colorScheme: "light" });
    await expectColours(widget, LIGHT);
  });

  test("auto from the page configuration switches when <html> gains or loses class dark", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openHostPage(page, {
      head: pageConfig({ theme: "auto" }),
      body: `<newsletter-signup id="configured"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    const widget = newsletter(page, "configured");
    await expectColours(widget, LIGHT);
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await expectColours(widget, DARK);
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await expectColours(widget, LIGHT);
    await page.evaluate(() => document.body.setAttribute("data-theme", "dark"));
    await expectColours(widget, DARK);
  });

  test("a server-rendered widget (declarative shadow root, no script) is dark at once", async ({
    page,
  }) => {
    // The widget's own stylesheet, as the embed adopts it.
    await openHostPage(page, {
      body: `<newsletter-signup></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
    const css = await page
      .locator("newsletter-signup")
      .evaluate((element) =>
        element
          .shadowRoot!.adoptedStyleSheets.flatMap((sheet) =>
            [...sheet.cssRules].map((rule) => rule.cssText),
          )
          .join("\n"),
      );
    const rendered = (theme: string) =>
      `<newsletter-signup id="${theme}" theme="${theme}"><template shadowrootmode="open"><style>${css}</style><div class="mw-root mw-newsletter"><section class="mw-newsletter"><p>Weekly</p></section></div></template></newsletter-signup>`;
    await page.emulateMedia({ colorScheme: "dark" });
    await openHostPage(
      page,
      { body: ["dark", "auto", "light"].map(rendered).join("") },
      "/server-rendered.html",
    );
    const shown = (id: string) => colours(page.locator(`#${id}`));
    expect(await shown("dark")).toEqual(DARK);
    expect(await shown("auto")).toEqual(DARK);
    expect(await shown("light")).toEqual(LIGHT);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await shown("auto")).toEqual(LIGHT);
  });

  test("an unknown theme gives one warning naming the key and stays light", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openHostPage(page, {
      body: `<newsletter-signup id="odd" theme="midnight"></newsletter-signup><newsletter-signup theme="midnight"></newsletter-signup>`,
      scripts: ["newsletter-signup.js"],
    });
    await expectColours(newsletter(page, "odd"), LIGHT);
    expect(warnings.filter((text) => text.includes('"theme"'))).toEqual([
      expect.stringContaining('"theme" is not "light" or "dark" or "auto"'),
    ]);
  });

  for (const lang of ["en", "fr"] as const) {
    test(`every widget in dark has no axe violation (${lang})`, async ({ page }) => {
      test.slow();
      await serveCalendarProvider(page);
      const attributes: Partial<Record<string, string>> = { "blog-post": `slug="${POST_SLUG}"` };
      await openHostPage(page, {
        lang,
        body: `<main>${PRESENT_TAGS.map(
          (tag) => `<${tag} theme="dark" ${attributes[tag] ?? ""}></${tag}>`,
        ).join("\n")}</main>`,
        scripts: PRESENT_TAGS.map((tag) => `${tag}.js`),
      });
      for (const tag of PRESENT_TAGS) {
        // Each script loads its widget once it comes near the viewport.
        await page.locator(tag).scrollIntoViewIfNeeded();
        await expect(page.locator(tag)).toHaveAttribute("data-mw-theme", "dark");
        await expect(page.locator(`${tag}[data-mw-rendering]`)).toHaveCount(0);
      }
      if (PRESENT_TAGS.includes("blog-list"))
        await expect(page.locator("blog-list").getByRole("article").first()).toBeVisible();
      if (PRESENT_TAGS.includes("blog-post"))
        await expect(page.locator("blog-post").getByRole("heading", { level: 1 })).toBeVisible();
      // A failed contact message and the newsletter's error, then their messages in dark too.
      await page.route("**/newsletter**", (route) => route.fulfill({ status: 500 }));
      const email = page.locator("newsletter-signup").getByRole("textbox");
      await email.fill("dark@example.com");
      await email.press("Enter");
      await expect(page.locator("newsletter-signup").getByRole("status")).not.toBeEmpty();
      await page.locator("contact-form").getByRole("button").last().click();
      await expectNoAxeViolations(page);
    });
  }
});
