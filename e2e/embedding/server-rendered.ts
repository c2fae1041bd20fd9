// What the server-rendering tests share: each widget rendered by `@marketing/widgets/server` from
// what a host's build reads of the API (the sheet's rows, the post's published document), a host
// page around it, and the page's layout shifts.
import { expect, type Page } from "@playwright/test";
import { apiUrl, parsePostRows, type ApiSheet } from "@marketing/contracts";
import {
  articleHtmlFromDocument,
  renderWidget,
  type RenderWidgetOptions,
} from "@marketing/widgets/server";
import { API_URL } from "../support/urls";
import { POST_SLUG, type Tag } from "./widgets";

/** A sheet's rows as a host's build reads them (the same API route the widgets call). */
export async function readSheet(sheet: ApiSheet): Promise<string[][]> {
  const response = await fetch(apiUrl(API_URL, "sheet", { sheet }));
  expect(response.ok, `${sheet} from the API`).toBe(true);
  return ((await response.json()) as { values?: string[][] }).values ?? [];
}

/** The post's published document through the widget's pipeline, fetched as the widget would. */
export async function readArticle(posts: string[][], slug: string): Promise<string> {
  const post = parsePostRows(posts).find((entry) => entry.slug === slug)!;
  const response = await fetch(apiUrl(API_URL, "doc", {}, { url: post.publishedDocURL }));
  expect(response.ok, `the published document of ${slug}`).toBe(true);
  return articleHtmlFromDocument(await response.text(), { slug, api: API_URL, post });
}

/** The options a host's build would give for `tag`: the blog widgets get what it read. */
export async function buildOptions(
  tag: Tag,
  lang: "en" | "fr",
): Promise<RenderWidgetOptions & { lang: "en" | "fr" }> {
  // A host page elsewhere names the company's API: its pictures, and its reads once awake.
  const config = { api: API_URL };
  if (tag === "blog-list") return { lang, config, data: { posts: await readSheet("posts") } };
  if (tag === "blog-post") {
    const posts = await readSheet("posts");
    const comments = await readSheet("comments");
    const articleHtml = await readArticle(posts, POST_SLUG);
    return {
      lang,
      config,
      attributes: { slug: POST_SLUG },
      data: { posts, comments, articleHtml },
    };
  }
  return { lang, config };
}

/** The widget's server-rendered HTML between two paragraphs, as a host page would place it. */
export async function serverRenderedBody(tag: Tag, lang: "en" | "fr"): Promise<string> {
  const html = await renderWidget(tag, await buildOptions(tag, lang));
  return `<p id="before">Above the widget</p>${html}<p id="after">Below the widget</p>`;
}

/** Records every layout shift of the page (not caused by input), from its first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[]; startTime: number }> = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `${source.node.localName}.${source.node.className}`
            : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, sources, startTime: entry.startTime });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded since `since` (a `performance.now()` of the page), by default all. */
export const layoutShifts = (page: Page, since = 0) =>
  page.evaluate(
    (from) =>
      (
        window as unknown as {
          layoutShifts: Array<{ value: number; sources: string[]; startTime: number }>;
        }
      ).layoutShifts
        .filter((shift) => shift.startTime >= from)
        .map(({ value, sources }) => ({ value, sources })),
    since,
  );

/**
 * Resolves once the element is defined, then two frames: defining it upgrades every element on the
 * page, whose hydration of the server's nodes (Preact's, in the embeds) is done in that same task.
 */
export async function tookOver(page: Page, tag: Tag): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((name) => {
        const element = document.querySelector(name);
        return !!customElements.get(name) && !!element?.shadowRoot?.querySelector(".mw-root");
      }, tag),
    )
    .toBe(true);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Scrolls the element into view and waits for every picture in its shadow root to be decoded. */
export async function imagesLoaded(page: Page, tag: Tag): Promise<void> {
  await page.locator(tag).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        const images = [
          ...(document.querySelector(name)?.shadowRoot?.querySelectorAll("img") ?? []),
        ];
        for (const image of images) image.scrollIntoView();
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        return images.every((image) => image.complete && image.naturalWidth > 0);
      }, tag),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Marks every element of the server-rendered widget, its `<style>` too (before its code runs). */
export async function markServerNodes(page: Page, tag: Tag): Promise<void> {
  await page.evaluate((name) => {
    const shadow = document.querySelector(name)!.shadowRoot!;
    const root = shadow.querySelector(".mw-root")!;
    const style = [...shadow.children].find((child) => child.localName === "style")!;
    for (const node of [style, root, ...root.querySelectorAll("*")])
      (node as Element & { serverRendered?: boolean }).serverRendered = true;
  }, tag);
}

/**
 * Whether the element kept the server's `<style>` as its only styles (changing a shadow root's
 * stylesheets would restyle its whole tree at the takeover).
 */
export async function keptServerStyle(page: Page, tag: Tag): Promise<boolean> {
  return page.evaluate((name) => {
    const shadow = document.querySelector(name)!.shadowRoot!;
    const styles = [...shadow.querySelectorAll("style")];
    return (
      styles.length === 1 &&
      !!(styles[0] as Element & { serverRendered?: boolean }).serverRendered &&
      shadow.adoptedStyleSheets.length === 0
    );
  }, tag);
}

/**
 * Whether the element took the server's nodes over in place (hydrated them) rather than
 * rendering new ones: its root and the elements of its first screen are the marked ones.
 */
export async function keptServerNodes(page: Page, tag: Tag): Promise<boolean> {
  return page.evaluate((name) => {
    const root = document.querySelector(name)!.shadowRoot!.querySelector(".mw-root")!;
    const marked = (node: Element) =>
      (node as Element & { serverRendered?: boolean }).serverRendered;
    // The post's article is left out: its live refresh replaces it where the document changed.
    const firstScreen = [...root.querySelectorAll("*")]
      .filter((node) => !node.closest(".mw-doc"))
      .slice(0, 20);
    return !!marked(root) && firstScreen.length > 0 && firstScreen.every(marked);
  }, tag);
}
