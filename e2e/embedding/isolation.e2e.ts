import { expect, test, type Page } from "@playwright/test";
import { openHostPage, servicesConfig } from "../support/host-page";
import { SITE_URL } from "../support/urls";
import { PRESENT_TAGS, pixelDifference, serveCalendarProvider, type Tag } from "./widgets";

/**
 * The hostile theme of the issue: resets, `*`, `button`, `input`, html font size, !important, and
 * text decorations on the element's container, which CSS propagates to in-flow descendants,
 * shadow trees included.
 */
const HOSTILE_CSS = `<style>
  * { all: revert; box-sizing: content-box; margin: 20px !important; font: 30px serif !important; color: red !important; }
  button { background: hotpink !important; padding: 40px !important; }
  input { border: 5px dashed green !important; }
  html { font-size: 10px; }
  body { line-height: 3; letter-spacing: 2px; text-transform: uppercase; cursor: wait; word-spacing: 10px; }
  p, h2 { letter-spacing: 5px !important; }
  ul, ol { list-style: square; padding: 0; }
  a { text-decoration: underline wavy; }
  div { text-decoration: underline overline !important; text-decoration-color: red !important; }
  body { text-decoration: line-through; }
</style>`;

// A post no other test comments on: its comment list stays the same between the two pictures.
const QUIET_POST = {
  slug: "energy-audit-data-first",
  title: "Energy audits without the binder: a data-first approach for mid-size plants",
};

/** Each widget's attributes in the test page; a widget without a row (a new one) gets none. */
const ATTRIBUTES: Partial<Record<Tag, string>> = {
  "newsletter-signup": "",
  "contact-form": "",
  "booking-button": "",
  "pricing-table": "",
  "kpi-counters": "",
  "blog-list": 'limit="2"',
  "blog-post": `slug="${QUIET_POST.slug}"`,
};

// A fixed-width slot: the page decides the room a widget gets, never how the widget lays out in it.
const SLOTS = PRESENT_TAGS.map(
  (tag) =>
    `<div style="width: 720px; padding: 24px 0"><${tag} ${ATTRIBUTES[tag] ?? ""}></${tag}></div>`,
).join("\n");
const HOST_MARKUP = `<h1>Host page</h1><p>A paragraph with <a href="#x">a link</a>.</p>
  <form><label>Search <input name="q"></label> <button type="button">Go</button></form>
  <ul><li>One</li><li>Two</li></ul>`;

async function settle(page: Page) {
  for (const tag of PRESENT_TAGS) {
    // widgets.js loads a widget when it comes near the viewport.
    await page.locator(tag).scrollIntoViewIfNeeded();
    await expect(page.locator(tag).locator(".mw-root")).toBeAttached();
  }
  if (PRESENT_TAGS.includes("booking-button"))
    await expect(page.locator("booking-button").getByRole("button")).toHaveAttribute(
      "data-state",
      "ready",
    );
  if (PRESENT_TAGS.includes("blog-post")) {
    const post = page.locator("blog-post");
    await expect(post.getByRole("heading", { name: QUIET_POST.title })).toBeVisible();
    // The document and the comments load after the post: photograph the finished page only.
    await expect(post.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }
  if (PRESENT_TAGS.includes("blog-list"))
    await expect(page.locator("blog-list").getByRole("article")).toHaveCount(2);
}

/**
 * Scrolled into view (lazy images start), every image of the widget decoded, and all of it painted:
 * a long post's later sections are `content-visibility: auto`, which a picture taller than the
 * viewport leaves blank wherever they were off screen (more or less of them from one picture to
 * the next), so both pictures show them whole.
 */
async function photograph(page: Page, tag: Tag): Promise<Buffer> {
  const widget = page.locator(tag);
  await widget.scrollIntoViewIfNeeded();
  await widget.evaluate((host) => {
    for (const section of host.shadowRoot!.querySelectorAll<HTMLElement>(".mw-doc > *"))
      section.style.contentVisibility = "visible";
  });
  await widget.evaluate((host) =>
    Promise.all(
      [...host.shadowRoot!.querySelectorAll("img")].map((img) =>
        img.complete
          ? undefined
          : new Promise((done) => img.addEventListener("load", done, { once: true })),
      ),
    ),
  );
  return widget.screenshot({ animations: "disabled", caret: "hide" });
}

async function screenshots(page: Page, head: string): Promise<Map<Tag, Buffer>> {
  await serveCalendarProvider(page);
  // Counters show their final values at once: no animation frame in the pictures.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHostPage(page, { head, body: SLOTS, scripts: ["widgets.js"] });
  await settle(page);
  const shots = new Map<Tag, Buffer>();
  for (const tag of PRESENT_TAGS) shots.set(tag, await photograph(page, tag));
  return shots;
}

test("a hostile host theme changes no widget's pixels", async ({ browser }) => {
  test.setTimeout(60_000);
  const bare = await browser.newPage();
  const hostile = await browser.newPage();
  const [plain, themed] = [await screenshots(bare, ""), await screenshots(hostile, HOSTILE_CSS)];

  // The theme did apply to the host page itself.
  expect(await hostile.locator("body").evaluate((body) => getComputedStyle(body).color)).toBe(
    "rgb(255, 0, 0)",
  );
  for (const tag of PRESENT_TAGS) {
    const difference = await pixelDifference(bare, plain.get(tag)!, themed.get(tag)!);
    expect(difference, `<${tag}>: share of differing pixels`).toBeLessThan(0.001);
  }
  await Promise.all([bare.close(), hostile.close()]);
});

/** Each widget's border-box height (unrounded) in a slot `width` px wide, loaded and settled. */
async function heights(page: Page, head: string, width: number): Promise<Record<string, number>> {
  await serveCalendarProvider(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const body = SLOTS.replaceAll("width: 720px", `width: ${width}px`);
  // The site's API, the same on both pages.
  await openHostPage(page, { head: servicesConfig() + head, body, scripts: ["widgets.js"] });
  await settle(page);
  const boxes: Record<string, number> = {};
  for (const tag of PRESENT_TAGS)
    boxes[tag] = await page.locator(tag).evaluate((host) => {
      // A long post's later sections are `content-visibility: auto`: off screen, they stand at an
      // estimated height, whichever page they are on. Both pages lay them out whole.
      for (const section of host.shadowRoot!.querySelectorAll<HTMLElement>(".mw-doc > *"))
        section.style.contentVisibility = "visible";
      return host.getBoundingClientRect().height;
    });
  return boxes;
}

// A pixel comparison lets a one-pixel row through; the boxes must match exactly, phone to desktop.
for (const width of [343, 720, 1200])
  test(`a hostile host theme changes no widget's height in a ${width} px slot`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const bare = await browser.newPage();
    const hostile = await browser.newPage();
    const plain = await heights(bare, "", width);
    const themed = await heights(hostile, HOSTILE_CSS, width);
    expect(themed).toEqual(plain);
    await Promise.all([bare.close(), hostile.close()]);
  });

test("loading the widgets changes no computed style of the host page's elements", async ({
  page,
}) => {
  await serveCalendarProvider(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHostPage(page, { head: HOSTILE_CSS, body: `${HOST_MARKUP}\n${SLOTS}` });
  // Sizes grow with the content the widgets add; every other property must stay as it was.
  const geometry = [
    "height",
    "block-size",
    "width",
    "inline-size",
    "perspective-origin",
    "transform-origin",
  ];
  const snapshot = () =>
    page.evaluate(
      (skip) =>
        [
          "html",
          "body",
          "body > h1",
          "body > p",
          "p > a",
          "form",
          "label",
          "input",
          "button",
          "ul",
          "li",
          "body > div",
        ].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          const names = [...style].filter((name) => !skip.includes(name));
          return [
            selector,
            Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])),
          ];
        }),
      geometry,
    );
  const before = await snapshot();

  await page.addScriptTag({ url: `${SITE_URL}/embed/widgets.js` });
  await settle(page);

  expect(await snapshot()).toEqual(before);
  expect(
    await page.evaluate(() => document.querySelectorAll("head style, body > style").length),
  ).toBe(1);
});
