// The site is a thin host of its own widgets. Every widget on every route is in the
// prerendered HTML (a declarative shadow root: visible and styled with JavaScript off), the page
// reads almost the same without JavaScript, and each element then takes its server-rendered
// shadow root over with no layout shift and works, loaded by the same widgets.js marketers use.
import { expect, test, type Page } from "@playwright/test";
import { exercise, reachFor, serveCalendarProvider, type Tag } from "@marketing/e2e/widgets";
import { CALENDAR_STAND_IN_PATH } from "../app/content/pages";
import { WIDGET_TAGS, localized, posts, routes, untilWidgetsLive, type Lang } from "./routes";

const LANGS = ["en", "fr"] as const;
/** Every route, and a post written in the language (a post lives in its own language's tree). */
const PATHS: Record<Lang, string[]> = {
  en: [...routes.map((route) => route.path), posts[0]!.path],
  fr: [...routes.map((route) => route.path), posts[1]!.path],
};

/** The widgets' base text colour (tokens: #111827): an unstyled element would not have it. */
const TEXT_COLOR = "rgb(17, 24, 39)";

/** Which widgets each route shows (what the test expects, not what it finds). */
const ON_ROUTE: Record<string, Tag[]> = {
  "/": ["booking-button"],
  "/about": ["booking-button"],
  "/services": ["booking-button"],
  "/industrial-analytics": ["kpi-counters"],
  "/pricing": ["pricing-table"],
  "/contact": ["contact-form"],
  "/blog": ["blog-list", "newsletter-signup"],
};

/**
 * The words a visitor sees: the document's rendered text, open shadow roots included (what a
 * widget shows), hidden elements left out.
 */
function visibleWords(page: Page): Promise<number> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        if (parent && parent.checkVisibility({ visibilityProperty: true }))
          parts.push(node.textContent ?? "");
        return;
      }
      if (!(node instanceof Element) && !(node instanceof ShadowRoot)) return;
      if (node instanceof Element) {
        if (["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(node.tagName)) return;
        if (!node.checkVisibility({ visibilityProperty: true })) return;
        if (node.shadowRoot) return walk(node.shadowRoot);
      }
      node.childNodes.forEach(walk);
    };
    walk(document.body);
    return parts.join(" ").split(/\s+/).filter(Boolean).length;
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`every widget on every route in ${lang} is visible and styled`, async ({ page }) => {
      test.slow(); // every route
      for (const path of PATHS[lang]) {
        await page.goto(localized(path, lang));
        const expected = ON_ROUTE[path] ?? (path.startsWith("/blog/") ? ["blog-post"] : []);
        const found = await page.evaluate(
          (tags) => [
            ...new Set([...document.querySelectorAll(tags.join(","))].map((e) => e.localName)),
          ],
          [...WIDGET_TAGS],
        );
        expect(found.sort(), path).toEqual([...expected].sort());
        for (const element of await page.locator(WIDGET_TAGS.join(",")).all()) {
          const root = element.locator(".mw-root").first();
          await expect(root, `${path} ${await element.evaluate((e) => e.localName)}`).toBeVisible();
          await expect(root).toHaveCSS("color", TEXT_COLOR);
          await expect(root).toHaveAttribute("lang", lang);
          expect((await element.boundingBox())!.height, path).toBeGreaterThan(30);
        }
      }
    });
  }
});

for (const lang of LANGS) {
  test(`the words of every route in ${lang} without JavaScript are at least 90% of those with it`, async ({
    browser,
  }) => {
    test.slow();
    const off = await browser.newContext({ javaScriptEnabled: false });
    const on = await browser.newContext();
    const [pageOff, pageOn] = [await off.newPage(), await on.newPage()];
    await serveCalendarProvider(pageOn);
    for (const path of PATHS[lang]) {
      await pageOff.goto(localized(path, lang));
      await pageOn.goto(localized(path, lang));
      await untilWidgetsLive(pageOn);
      await pageOn.waitForLoadState("networkidle");
      const [without, withScript] = [await visibleWords(pageOff), await visibleWords(pageOn)];
      expect(
        without / withScript,
        `${path}: ${without} words without JS, ${withScript} with`,
      ).toBeGreaterThanOrEqual(0.9);
    }
    await off.close();
    await on.close();
  });
}

/** Records every layout shift not caused by input, from the document's start. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput)
          shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms`);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

/** Each widget's journey (e2e/embedding/widgets.ts) is written in one language: its route there. */
const JOURNEYS: Array<{ tag: Tag; path: string; lang: Lang }> = [
  { tag: "booking-button", path: "/", lang: "en" },
  { tag: "booking-button", path: "/services", lang: "en" },
  { tag: "kpi-counters", path: "/industrial-analytics", lang: "en" },
  { tag: "pricing-table", path: "/pricing", lang: "fr" },
  { tag: "contact-form", path: "/contact", lang: "en" },
  { tag: "newsletter-signup", path: "/blog", lang: "en" },
  { tag: "blog-list", path: "/blog", lang: "en" },
  { tag: "blog-post", path: "/blog/fault-detection-rules-air-handling-units", lang: "en" },
];

for (const { tag, path, lang } of JOURNEYS) {
  test(`<${tag}> on ${localized(path, lang)} takes its server-rendered root over with no layout shift, then works`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.setViewportSize({ width: 1280, height: 900 });
    await serveCalendarProvider(page);
    const shifts = await recordShifts(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(localized(path, lang));
    const widget = page.locator(tag).first();
    // In view, and reached for: what wakes each (the counters in view, the blog when idle).
    await reachFor(page, widget);
    // Taken over: defined (its server nodes hydrated in the same task), two frames later.
    await expect
      .poll(() =>
        widget.evaluate(
          (element) =>
            !!customElements.get(element.localName) &&
            !!element.shadowRoot?.querySelector(".mw-root"),
        ),
      )
      .toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForTimeout(500);
    expect(await shifts()).toEqual([]);
    await exercise[tag](page, widget);
    // The loader and its chunks are the only script files (beside the calendar provider's, here
    // its stand-in): the site's own code is inline.
    expect(
      scripts.filter(
        (file) => !file.startsWith("/embed/") && !file.startsWith(CALENDAR_STAND_IN_PATH),
      ),
    ).toEqual([]);
    expect(scripts).toContain("/embed/widgets.js");
    expect(errors).toEqual([]);
  });
}

test("a page without a widget loads no script file", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of ["/products", "/fr/solutions"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts).toEqual([]);
  await expect(page.locator("#marketing-widgets-config")).toHaveCount(0);
});
