import { createRequire } from "node:module";
// What the embedding tests share: the seven tags, a way to use each widget as a visitor would, the
// calendar provider stand-in, and a pixel comparison of two screenshots.
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import type { ElementTag } from "@marketing/widgets/tags";

/** A file of the calendar provider stand-in `npm start` serves (one copy, in the local services). */
const calendarFile = (name: string) =>
  readFileSync(
    createRequire(import.meta.url).resolve(`@marketing/local-services/calendar/${name}`),
    "utf8",
  );

/**
 * Every widget's tag: the one list (packages/widgets/src/tags.ts), read from the manifest the
 * package publishes (kept current by a widgets test), so these tests load no widget source.
 */
export const TAGS: readonly ElementTag[] = (
  createRequire(import.meta.url)("@marketing/widgets/custom-elements.json") as {
    modules: Array<{ declarations?: Array<{ tagName?: string }> }>;
  }
).modules.flatMap(({ declarations = [] }) =>
  declarations.flatMap(({ tagName }) => (tagName ? [tagName as ElementTag] : [])),
);
export type Tag = ElementTag;

/** The widgets whose element files exist: the tests cover each one as soon as it is written. */
export const PRESENT_TAGS = TAGS.filter((tag) => {
  try {
    readFileSync(new URL(`../../packages/widgets/src/${tag}/${tag}.element.ts`, import.meta.url));
    return true;
  } catch {
    return false;
  }
});

export const POST_SLUG = "fault-detection-rules-air-handling-units";
export const POST_TITLE =
  "Fault detection rules that engineers actually trust: lessons from 40 air-handling units";

/** The calendar provider (default URLs: Calendly) answered by a stand-in; no internet here. */
export async function serveCalendarProvider(page: Page): Promise<void> {
  await page.route("https://assets.calendly.com/**/*.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: calendarFile("widget.js") }),
  );
  await page.route("https://assets.calendly.com/**/*.css", (route) =>
    route.fulfill({ contentType: "text/css", body: ".calendly-overlay { position: fixed; }" }),
  );
  await page.route("https://calendly.com/**", (route) =>
    route.request().url().endsWith(".js")
      ? route.fulfill({ contentType: "text/javascript", body: calendarFile("strategy-call.js") })
      : route.fulfill({ contentType: "text/html", body: calendarFile("strategy-call.html") }),
  );
}

/**
 * A visitor's first sign of intent on a widget, which wakes a server-rendered one whose code waits
 * for it: the pointer pressed on its top-left corner and released away from it, so that nothing in
 * it is clicked (a card's link, the booking link) and no hover stays.
 */
export async function reachFor(page: Page, widget: Locator): Promise<void> {
  await widget.scrollIntoViewIfNeeded();
  const box = (await widget.boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(0, 0);
  await page.mouse.up();
  // The drag may have selected some of the host page's text: a visitor's selection, not the widget's.
  await page.evaluate(() => getSelection()?.removeAllRanges());
}

/**
 * Resolves once every widget on the page has been upgraded by the loader (its custom element
 * defined): each brought into view (the counters wake there) and reached for (a form wakes on a
 * first intent).
 */
export async function untilWidgetsLive(page: Page): Promise<void> {
  for (const element of await page.locator(TAGS.join(",")).all()) await reachFor(page, element);
  await expect
    .poll(
      () =>
        page.evaluate((tags) => {
          const present = [...document.querySelectorAll(tags.join(","))].map((e) => e.localName);
          return present.every((tag) => customElements.get(tag));
        }, TAGS),
      { timeout: 30_000 },
    )
    .toBe(true);
}

type Exercise = (page: Page, widget: Locator) => Promise<void>;

/**
 * What a visitor does with each widget, and what they then see. A widget without a row (one
 * `npm run new-widget` just wrote) is only checked to be shown until it gets one.
 */
const actions: Partial<Record<Tag, Exercise>> = {
  async "newsletter-signup"(page, widget) {
    await widget.getByLabel("Email address").fill(`embed-${Date.now()}@example.com`);
    await widget.getByRole("button", { name: "Subscribe" }).click();
    await expect(widget.getByRole("status")).not.toBeEmpty();
    await expect(widget.getByLabel("Email address")).toHaveValue("");
  },
  async "contact-form"(page, widget) {
    await widget.getByLabel(/^Name/).fill("Ada Lovelace");
    await widget.getByLabel(/^Email/).fill(`embed-${Date.now()}@example.com`);
    await widget.getByLabel(/^Message/).fill("Could we see a demo?");
    await widget.getByRole("button", { name: "Send message" }).click();
    await expect(widget.getByRole("status")).toContainText("Message sent successfully!");
  },
  async "booking-button"(page, widget) {
    const button = widget.getByRole("button", { name: "Book a free strategy call" });
    await expect(button).toHaveAttribute("data-state", "ready");
    await button.click();
    await expect(page.locator(".calendly-overlay iframe")).toBeAttached();
  },
  async "pricing-table"(page, widget) {
    await widget.locator("label", { hasText: "Annuel" }).click();
    await expect(widget.getByRole("radio", { name: /^Annuel/ })).toBeChecked();
  },
  async "kpi-counters"(page, widget) {
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.locator('[data-counter="euros"] [aria-hidden="true"]')).toHaveText(
      "€47,200",
      { timeout: 10_000 },
    );
  },
  async "blog-list"(page, widget) {
    // Its first read wakes the API's cold copy of the sheet: on a loaded machine, past 5 s.
    await expect(
      widget.getByRole("list", { name: "Blog posts" }).getByRole("article"),
    ).not.toHaveCount(0, { timeout: 15_000 });
  },
  async "blog-post"(page, widget) {
    await expect(widget.getByRole("heading", { level: 1, name: POST_TITLE })).toBeVisible();
    await expect(widget.getByRole("heading", { name: /^Comments/ })).toBeVisible();
  },
};

const shown: Exercise = async (_page, widget) => {
  await expect(widget.locator(".mw-root")).toBeVisible();
  await expect(widget.locator(".mw-root")).not.toBeEmpty();
};

/**
 * Uses the widget as a visitor would and checks the outcome against the local services. The widget
 * is scrolled into view first, as a visitor would: widgets.js loads a widget only near the viewport.
 */
export const exercise = Object.fromEntries(
  TAGS.map((tag): [Tag, Exercise] => [
    tag,
    async (page, widget) => {
      await widget.scrollIntoViewIfNeeded();
      await (actions[tag] ?? shown)(page, widget);
    },
  ]),
) as Record<Tag, Exercise>;

/** The share of differing pixels between two PNG screenshots (compared in the browser's canvas). */
export async function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([load(first), load(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const delta = Math.max(
          Math.abs(x.data[i]! - y.data[i]!),
          Math.abs(x.data[i + 1]! - y.data[i + 1]!),
          Math.abs(x.data[i + 2]! - y.data[i + 2]!),
        );
        if (delta > 16) differing++;
      }
      return differing / (x.width * x.height);
    },
    [a.toString("base64"), b.toString("base64")] as const,
  );
}
