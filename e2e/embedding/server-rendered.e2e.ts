// Server-rendered widgets (`@marketing/widgets/server`) on a plain host page with widgets.js: the
// HTML shows each widget finished and styled before any script (and with none), the element then
// takes its declarative shadow root over in place (no layout shift, no flash, no second fetch of
// what the HTML holds) and works.
import { build } from "esbuild";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { HOST_ORIGIN, hostPageHtml, openHostPage, servicesConfig } from "../support/host-page";
import { API_URL } from "../support/urls";
import {
  POST_TITLE,
  TAGS,
  exercise,
  pixelDifference,
  reachFor,
  serveCalendarProvider,
  type Tag,
} from "./widgets";
import {
  imagesLoaded,
  keptServerNodes,
  markServerNodes,
  layoutShifts,
  readSheet,
  recordLayoutShifts,
  serverRenderedBody,
  keptServerStyle,
  tookOver,
} from "./server-rendered";

/** The language each widget's journey (widgets.ts `exercise`) is written in; English by default. */
const JOURNEY_LANGUAGE: Partial<Record<Tag, "en" | "fr">> = {
  "newsletter-signup": "en",
  "contact-form": "en",
  "booking-button": "en",
  "pricing-table": "fr",
  "kpi-counters": "en",
  "blog-list": "en",
  "blog-post": "en",
};

/** A post's comments section, whose nearing the screen wakes the post. */
const postComments = (post: Locator) => post.getByRole("region", { name: /^Comments/ });

/**
 * The widgets whose server-rendered element wakes by itself here: the counters in view, the blog
 * list when the page is idle (their `wake`). Every other waits for a visitor's first intent, as
 * `npm run new-widget` declares a new one, or (the post) for its comments to near.
 */
const WAKES_UNAIDED = new Set<Tag>(["kpi-counters", "blog-list"]);

/**
 * Text each widget's server HTML shows, by language. A widget without a row (one `npm run
 * new-widget` just wrote) is held to showing some text until it gets one.
 */
const SHOWN: Partial<Record<Tag, Record<"en" | "fr", RegExp>>> = {
  "newsletter-signup": { en: /Subscribe to our newsletter/, fr: /Abonnez-vous/ },
  "contact-form": { en: /Send us a message/i, fr: /Envoyez-nous un message/ },
  "booking-button": { en: /Book a free strategy call/, fr: /Réserver un appel stratégique/ },
  "pricing-table": { en: /pricing/i, fr: /tarifs/i },
  "kpi-counters": { en: /€47,200/, fr: /47\s200\s€/ },
  "blog-list": { en: /./, fr: /./ },
  "blog-post": { en: new RegExp(POST_TITLE.slice(0, 30)), fr: new RegExp(POST_TITLE.slice(0, 30)) },
};

/** The widgets' base text colour (tokens: #111827), which an unstyled element would not have. */
const TEXT_COLOR = "rgb(17, 24, 39)";

async function openServerRendered(
  page: Page,
  tag: Tag,
  lang: "en" | "fr",
  scripts = ["widgets.js"],
) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await serveCalendarProvider(page);
  await recordLayoutShifts(page);
  await openHostPage(page, {
    lang,
    head: servicesConfig(),
    body: await serverRenderedBody(tag, lang),
    scripts,
  });
}

test.describe("server-rendered widgets on a plain host page", () => {
  for (const tag of TAGS) {
    const lang = JOURNEY_LANGUAGE[tag] ?? "en";
    const shown = SHOWN[tag] ?? { en: /\S/, fr: /\S/ };

    test(`<${tag}>: shown and styled before its code, taken over with no layout shift, then works`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/embed/chunks/${tag}-*.js`, async (route) => {
        await held;
        await route.continue();
      });
      await openServerRendered(page, tag, lang);
      const widget = page.locator(tag);
      // Before any of the widget's code: finished, styled, in its language.
      await expect(widget.locator(".mw-root")).toContainText(shown[lang]);
      await expect(widget.locator(".mw-root")).toHaveCSS("color", TEXT_COLOR);
      expect(await page.evaluate((name) => !!customElements.get(name), tag)).toBe(false);
      // What a visitor sees at the takeover: the page's viewport, the widget's pictures decoded.
      await imagesLoaded(page, tag);
      const before = await page.screenshot({ animations: "disabled" });

      await markServerNodes(page, tag);
      release();
      // Its code comes when needed: the forms, pricing and booking on a first intent, the counters
      // near the viewport (they are in it), the blog list when the page is idle, the post as its comments near or
      // on a first press inside it (here: a jump to its comments would lay out the article's
      // skipped blocks, shifts of the scroll's, not of the takeover's).
      if (!WAKES_UNAIDED.has(tag)) {
        await reachFor(page, widget);
        await page.evaluate(() => window.scrollTo(0, 0)); // where the first screenshot was taken
      }
      await tookOver(page, tag);
      // The booking button's server-rendered link (which works with no script) is swapped for the
      // button that opens the calendar; every other widget keeps the server's nodes.
      if (tag !== "booking-button") expect(await keptServerNodes(page, tag)).toBe(true);
      expect(await keptServerStyle(page, tag)).toBe(true);
      // The same pixels once the element rendered (the counters count up from zero,
      // the booking button turns ready once the calendar's script is in).
      if (tag !== "kpi-counters" && tag !== "booking-button") {
        const after = await page.screenshot({ animations: "disabled" });
        expect(await pixelDifference(page, before, after)).toBe(0);
      }
      await page.waitForTimeout(500);
      expect(await layoutShifts(page)).toEqual([]);
      await exercise[tag](page, widget);
      expect(errors).toEqual([]);
    });

    test(`<${tag}>: visible and styled with JavaScript off, in both languages`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const language of ["en", "fr"] as const) {
        await openHostPage(page, {
          lang: language,
          body: await serverRenderedBody(tag, language),
          scripts: ["widgets.js"],
        });
        const root = page.locator(tag).locator(".mw-root");
        await expect(root).toBeVisible();
        await expect(root).toContainText(shown[language]);
        await expect(root).toHaveCSS("color", TEXT_COLOR);
        await expect(root).toHaveAttribute("lang", language);
        const box = await page.locator(tag).boundingBox();
        expect(box!.height).toBeGreaterThan(40);
      }
      await context.close();
    });
  }

  test("the blog widgets show the rows they were given, ask the live sheet once, then show its changes", async ({
    page,
  }) => {
    const requests: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const header = (await readSheet("posts"))[0]!;
    const titleColumn = header.findIndex((name) => /^title$/i.test(name));
    // The live sheet, answered once the test lets it: one listed post's title has changed.
    let changed = "";
    await page.route(`${API_URL}/sheets/**`, async (route) => {
      requests.push(decodeURIComponent(new URL(route.request().url()).pathname));
      await held;
      const response = await route.fetch();
      const body = (await response.json()) as { values: string[][] };
      body.values = body.values.map((row) =>
        row.map((cell, column) =>
          column === titleColumn && cell === changed ? `${changed} (updated)` : cell,
        ),
      );
      await route.fulfill({ response, json: body });
    });
    const docRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${API_URL}/docs?`)) docRequests.push(request.url());
    });
    await recordLayoutShifts(page);
    // Tall enough for both to be on screen without a scroll (a scroll lays out the post's skipped
    // blocks).
    await page.setViewportSize({ width: 1280, height: 2000 });
    const body =
      (await serverRenderedBody("blog-list", "en")) + (await serverRenderedBody("blog-post", "en"));
    await openHostPage(page, { head: servicesConfig(), body, scripts: ["widgets.js"] });
    await tookOver(page, "blog-list");
    // The post wakes as the reader nears its comments, or at a first press inside it (no scroll).
    await reachFor(page, page.locator("blog-post"));
    await tookOver(page, "blog-post");

    // Taken over with the given rows while the live read is pending: one request per range.
    const titles = await page
      .locator("blog-list")
      .locator(".mw-blog-card__title")
      .allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    changed = titles.find((title) => title !== POST_TITLE)!;
    await expect(page.locator("blog-post").getByRole("heading", { level: 1 })).toHaveText(
      POST_TITLE,
    );
    await expect(page.locator("blog-post").locator(".mw-doc")).not.toBeEmpty();
    await expect(page.locator("blog-post").locator('[part="comments"]')).toBeVisible();
    expect(requests.filter((path) => path.endsWith("/posts"))).toHaveLength(1);
    expect(requests.filter((path) => path.endsWith("/comments"))).toHaveLength(1);
    expect(await layoutShifts(page)).toEqual([]);

    release();
    await expect(
      page.locator("blog-list").getByRole("link", { name: `${changed} (updated)` }),
    ).toBeVisible();
    expect(requests.filter((path) => path.endsWith("/posts"))).toHaveLength(1);
    // The document is read once, in the background; the unchanged article stays as it is.
    await expect.poll(() => docRequests.length).toBe(1);
    const article = page.locator("blog-post").locator(".mw-doc");
    await article.evaluate((node) => node.setAttribute("data-test-mark", ""));
    await page.waitForTimeout(1000);
    await expect(article).toHaveAttribute("data-test-mark", "");
  });

  test("blog-post's comment form posts to the API after the takeover", async ({ page }) => {
    await openServerRendered(page, "blog-post", "en");
    const widget = page.locator("blog-post");
    await postComments(widget).scrollIntoViewIfNeeded();
    await tookOver(page, "blog-post");
    const stamp = `Server-rendered comment ${Date.now()}`;
    await widget.getByRole("textbox", { name: "Name" }).fill("Ada");
    await widget.getByRole("textbox", { name: "Comment" }).fill(stamp);
    await widget.getByRole("button", { name: "Post comment" }).click();
    await expect(widget.getByText(stamp)).toBeVisible();
  });

  test("the npm package's React elements take the server-rendered root over too", async ({
    page,
  }) => {
    // A React app's bundle of two element subpaths (React itself, production build). Their `define`
    // is called: a bare `import "…/newsletter-signup"` loses the registration to the bundler's
    // tree shaking (the call sits in a shared chunk the package does not list as a side effect).
    const bundle = await build({
      stdin: {
        contents:
          'import { define as newsletter } from "@marketing/widgets/newsletter-signup"; import { define as pricing } from "@marketing/widgets/pricing-table"; newsletter(); pricing();',
        resolveDir: process.cwd(),
      },
      bundle: true,
      write: false,
      format: "iife",
      platform: "browser",
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${HOST_ORIGIN}/react-elements.js`, async (route) => {
      await held;
      await route.fulfill({ contentType: "text/javascript", body: bundle.outputFiles[0]!.text });
    });
    await recordLayoutShifts(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const body =
      (await serverRenderedBody("newsletter-signup", "en")) +
      (await serverRenderedBody("pricing-table", "fr")) +
      `<script src="${HOST_ORIGIN}/react-elements.js" async></script>`;
    await page.route(`${HOST_ORIGIN}/page.html`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: hostPageHtml({ head: servicesConfig(), body }),
      }),
    );
    await page.goto(`${HOST_ORIGIN}/page.html`, { waitUntil: "domcontentloaded" });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const newsletter = page.locator("newsletter-signup");
    const before = await newsletter.screenshot({ animations: "disabled" });
    await markServerNodes(page, "newsletter-signup");
    await markServerNodes(page, "pricing-table");
    // The takeover's own shifts: from the moment the elements' code may arrive.
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await tookOver(page, "newsletter-signup");
    await tookOver(page, "pricing-table");
    // React hydrates in tasks of its own after the definition: done once its fiber is on the root.
    for (const tag of ["newsletter-signup", "pricing-table"])
      await expect
        .poll(() =>
          page.evaluate(
            (name) =>
              Object.keys(
                document.querySelector(name)!.shadowRoot!.querySelector(".mw-root")!,
              ).some((key) => key.startsWith("__reactFiber")),
            tag,
          ),
        )
        .toBe(true);
    // Hydrated: the server's nodes are the live ones (a failed hydration would log an error).
    expect(await keptServerNodes(page, "newsletter-signup")).toBe(true);
    expect(await keptServerNodes(page, "pricing-table")).toBe(true);
    expect(await keptServerStyle(page, "newsletter-signup")).toBe(true);
    expect(await keptServerStyle(page, "pricing-table")).toBe(true);
    expect(errors).toEqual([]);
    expect(
      await pixelDifference(page, before, await newsletter.screenshot({ animations: "disabled" })),
    ).toBe(0);
    expect(await layoutShifts(page, releasedAt)).toEqual([]);
    await exercise["newsletter-signup"](page, newsletter);
    await exercise["pricing-table"](page, page.locator("pricing-table"));
  });
});
