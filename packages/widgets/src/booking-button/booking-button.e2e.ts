import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { openHostPage, servicesConfig } from "@marketing/e2e/host-page";

/** A file of the calendar provider stand-in `npm start` serves (one copy, in the local services). */
const calendarFile = (name: string) =>
  readFileSync(
    createRequire(import.meta.url).resolve(`@marketing/local-services/calendar/${name}`),
    "utf8",
  );

// A provider origin that does not exist: Playwright answers it with the fake provider.
const SCRIPT_URL = "https://calendar.test/assets/widget.js";
const STYLESHEET_URL = "https://calendar.test/assets/widget.css";
const CALENDAR_URL = "https://calendar.test/acme/strategy-call";

/** Every console error and uncaught exception on the page. */
function collectErrors(page: Page) {
  const errors: Array<{ text: string; url: string }> = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error")
      errors.push({ text: message.text(), url: message.location().url });
  });
  page.on("pageerror", (error) => errors.push({ text: String(error), url: "" }));
  return errors;
}

async function serveFakeProvider(page: Page) {
  const scriptRequests: string[] = [];
  await page.route(SCRIPT_URL, (route) => {
    scriptRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: calendarFile("widget.js") });
  });
  await page.route(STYLESHEET_URL, (route) =>
    route.fulfill({
      contentType: "text/css",
      body: ".calendly-overlay { position: fixed; inset: 0; }",
    }),
  );
  await page.route(`${CALENDAR_URL}*`, (route) =>
    route.fulfill({ contentType: "text/html", body: calendarFile("strategy-call.html") }),
  );
  // The booking page's own script, beside it.
  await page.route(`${new URL("strategy-call.js", CALENDAR_URL).href}*`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: calendarFile("strategy-call.js") }),
  );
  return scriptRequests;
}

// The provider's origin is not Calendly's: the page configuration names it.
const ALLOW_PROVIDER = servicesConfig({ allowedScriptOrigins: ["https://calendar.test"] });

const attributes = `calendar-url="${CALENDAR_URL}" calendar-script-url="${SCRIPT_URL}" calendar-stylesheet-url="${STYLESHEET_URL}"`;

test.describe("<booking-button> on a plain host page", () => {
  test("loads the provider once after the page, opens its popup and reports the booking", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scriptRequests = await serveFakeProvider(page);
    await openHostPage(page, {
      head: ALLOW_PROVIDER,
      body: `<booking-button ${attributes}></booking-button>
        <booking-button lang="fr" ${attributes}></booking-button>`,
      scripts: ["booking-button.js"],
    });
    const english = page.getByRole("button", { name: "Book a free strategy call" });
    const french = page.getByRole("button", { name: "Réserver un appel stratégique gratuit" });
    await expect(english).toHaveAttribute("data-state", "ready");
    await expect(french).toHaveAttribute("data-state", "ready");

    // Once per page, async, in the document's head, and not before the page's load event.
    expect(scriptRequests).toHaveLength(1);
    const loading = await page.evaluate((src) => {
      const script = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const [resource] = performance.getEntriesByName(src);
      return {
        async: script?.async,
        stylesheets: document.head.querySelectorAll('link[rel="stylesheet"]').length,
        afterLoad: (resource?.startTime ?? 0) >= (navigation?.loadEventStart ?? Infinity),
      };
    }, SCRIPT_URL);
    expect(loading).toEqual({ async: true, stylesheets: 1, afterLoad: true });
    await expectNoAxeViolations(page, "booking-button");

    const booked = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener("booked", (e) => resolve((e as CustomEvent).detail)),
        ),
    );
    await english.click();
    const calendar = page.frameLocator(".calendly-overlay iframe");
    await calendar.getByRole("button", { name: "Schedule event" }).click();

    expect(await booked).toEqual({
      eventUri: "https://calendly.com/scheduled_events/LOCAL-1",
      inviteeUri: "https://calendly.com/scheduled_events/LOCAL-1/invitees/1",
    });
    expect(errors).toEqual([]);
  });

  test("the calendar overlay is a modal: focus moves in, stays in, Escape closes it and focus comes back", async ({
    page,
  }) => {
    await serveFakeProvider(page);
    await openHostPage(page, {
      head: ALLOW_PROVIDER,
      body: `<a href="#before">Before</a><booking-button ${attributes}></booking-button>`,
      scripts: ["booking-button.js"],
    });
    const open = page.getByRole("button", { name: "Book a free strategy call" });
    await expect(open).toHaveAttribute("data-state", "ready");
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    // Focus cannot land behind the overlay.
    await page.getByRole("link", { name: "Before" }).focus();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test("opens an 800x600 popup on the calendar URL when the provider cannot load, logging nothing of its own", async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    // The default configuration points at the real provider, unreachable here: answer it with 404s.
    await page.route("https://assets.calendly.com/**", (route) => route.fulfill({ status: 404 }));
    await context.route("https://calendly.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Calendar</title><h1>Calendar</h1>" }),
    );
    await openHostPage(page, {
      body: `<booking-button></booking-button>`,
      scripts: ["booking-button.js"],
    });
    const button = page.getByRole("button", { name: "Book a free strategy call" });
    await expect(button).toHaveAttribute("data-state", "unavailable");

    const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
    await popup.waitForLoadState();

    expect(popup.url()).toBe("https://calendly.com/your-company/strategy-call");
    expect(
      await popup.evaluate(() => [window.innerWidth, window.innerHeight, window.opener]),
    ).toEqual([800, 600, null]);
    // Chromium itself reports each failed resource ("Failed to load resource: 404"); nothing else may log.
    const ours = errors.filter(
      (error) =>
        !(
          error.text.startsWith("Failed to load resource") &&
          error.url.startsWith("https://assets.calendly.com/")
        ),
    );
    expect(ours).toEqual([]);
    await expectNoAxeViolations(page, "booking-button");
  });

  test("refuses a script and stylesheet from an origin that is not the provider's, naming them", async ({
    page,
  }) => {
    const evil: string[] = [];
    await page.route("https://evil.test/**", (route) => {
      evil.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "window.__evil = true;" });
    });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openHostPage(page, {
      // Allowing another origin does not allow this one.
      head: ALLOW_PROVIDER,
      body: `<booking-button calendar-url="${CALENDAR_URL}" calendar-script-url="https://evil.test/x.js" calendar-stylesheet-url="https://evil.test/x.css"></booking-button>`,
      scripts: ["booking-button.js"],
    });
    const button = page.getByRole("button", { name: "Book a free strategy call" });
    await expect(button).toHaveAttribute("data-state", "unavailable");
    expect(await page.locator('script[src*="evil.test"], link[href*="evil.test"]').count()).toBe(0);
    expect(await page.evaluate(() => "__evil" in window)).toBe(false);
    expect(evil).toEqual([]);
    expect(warnings.join("\n")).toContain("https://evil.test/x.js");
    expect(warnings.join("\n")).toContain("https://evil.test/x.css");
  });
});

test.describe("<booking-button>: what the calendar is opened with, and consent", () => {
  const CAMPAIGN = "/page.html?utm_source=x&utm_campaign=y";

  for (const lang of ["en", "fr"] as const) {
    const name =
      lang === "en" ? "Book a free strategy call" : "Réserver un appel stratégique gratuit";

    test(`${lang}: on a page reached with a campaign, the calendar opens with it`, async ({
      page,
    }) => {
      await serveFakeProvider(page);
      await openHostPage(
        page,
        {
          head: ALLOW_PROVIDER,
          body: `<booking-button lang="${lang}" ${attributes}></booking-button>`,
          scripts: ["booking-button.js"],
          lang,
        },
        CAMPAIGN,
      );
      const button = page.getByRole("button", { name });
      await expect(button).toHaveAttribute("data-state", "ready");
      await button.click();

      const src = await page.locator(".calendly-overlay iframe").getAttribute("src");
      const opened = new URL(src!);
      expect(opened.origin + opened.pathname).toBe(CALENDAR_URL);
      expect(opened.searchParams.get("utm_source")).toBe("x");
      expect(opened.searchParams.get("utm_campaign")).toBe("y");
      // The calendar page itself was asked for with them.
      await expect(
        page
          .frameLocator(".calendly-overlay iframe")
          .getByRole("button", { name: "Schedule event" }),
      ).toBeVisible();
    });

    test(`${lang}: with consent required and not given, no calendar script loads and the calendar opens in a window, with the campaign`, async ({
      page,
      context,
    }) => {
      const calendarAssets: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith("https://calendar.test/assets/"))
          calendarAssets.push(request.url());
      });
      await serveFakeProvider(page);
      await context.route(`${CALENDAR_URL}*`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: "<title>Calendar</title><h1>Calendar</h1>",
        }),
      );
      await openHostPage(
        page,
        {
          head: servicesConfig({
            allowedScriptOrigins: ["https://calendar.test"],
            consent: { privacyUrl: "https://www.example.com/privacy", required: true },
          }),
          body: `<booking-button lang="${lang}" ${attributes}></booking-button>`,
          scripts: ["booking-button.js"],
          lang,
        },
        CAMPAIGN,
      );
      const button = page.getByRole("button", { name });
      await expect(button).toHaveAttribute("data-state", "unavailable");
      await page.waitForLoadState("load");

      const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
      await popup.waitForLoadState();
      const opened = new URL(popup.url());
      expect(opened.origin + opened.pathname).toBe(CALENDAR_URL);
      expect(opened.searchParams.get("utm_source")).toBe("x");
      expect(opened.searchParams.get("utm_campaign")).toBe("y");
      expect(calendarAssets).toEqual([]);
      expect(await page.locator("script[data-mw-calendar], link[data-mw-calendar]").count()).toBe(
        0,
      );
    });
  }

  test("prefills the name and email a contact form of the same page sent", async ({ page }) => {
    await serveFakeProvider(page);
    await openHostPage(
      page,
      {
        head: ALLOW_PROVIDER,
        body: `<contact-form></contact-form><booking-button ${attributes}></booking-button>`,
        scripts: ["widgets.js"],
      },
      CAMPAIGN,
    );
    const form = page.locator("contact-form");
    await form.getByLabel(/^Name/).fill("Ada Lovelace");
    await form.getByLabel(/^Email/).fill("ada@example.com");
    await form.getByLabel(/^Message/).fill("Could we talk about a pilot?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Message sent successfully!")).toBeVisible();

    const button = page.getByRole("button", { name: "Book a free strategy call" });
    await expect(button).toHaveAttribute("data-state", "ready");
    await button.click();
    const src = await page.locator(".calendly-overlay iframe").getAttribute("src");
    const opened = new URL(src!);
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      utm_source: "x",
      utm_campaign: "y",
    });
  });
});
