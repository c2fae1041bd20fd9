// A server-rendered blog widget's data block belongs to the page it sits in: a host page (or a CMS
// that strips script bodies but keeps inert JSON blocks) may have written it. The element takes
// the block's article through the one sanitizer and its links through the one URL check.
import { expect, test, type Page } from "@playwright/test";
import { POSTS_RANGE } from "@marketing/contracts";
import { openHostPage } from "../support/host-page";
import { readSheet, serverRenderedBody, tookOver } from "./server-rendered";

const BLOCK = /(<script type="application\/json" data-mw-data>)([\s\S]*?)(<\/script>)/;

/** The widget's server HTML with its data block changed as `edit` says. */
async function withBlock(
  tag: "blog-post" | "blog-list",
  edit: (data: Record<string, unknown>) => void,
): Promise<string> {
  const html = await serverRenderedBody(tag, "en");
  return html.replace(BLOCK, (_all, open: string, json: string, close: string) => {
    const data = JSON.parse(json) as Record<string, unknown>;
    edit(data);
    return open + JSON.stringify(data).replace(/</g, "\\u003c") + close;
  });
}

async function watchForScript(page: Page): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeFunction("hostileRan", (what: string) => void ran.push(what));
  return ran;
}

test("<blog-post> sanitizes the article of its data block before showing it", async ({ page }) => {
  const ran = await watchForScript(page);
  const body = await withBlock("blog-post", (data) => {
    data.articleHtml =
      `<p id="hostile">Injected</p><img src="x" onerror="hostileRan('onerror')">` +
      `<a id="js-link" href="javascript:hostileRan('link')">Click</a>` +
      `<svg><script>hostileRan('svg')</script></svg>` +
      (data.articleHtml as string);
  });
  // The live document never arrives: what shows is the block's article, as taken over.
  await page.route("**/proxy/**", (route) => route.abort());
  await page.route("**/docs/document/**", (route) => route.abort());
  await openHostPage(page, { body, scripts: ["widgets.js"] });
  await tookOver(page, "blog-post");
  const article = page.locator("blog-post");
  await expect(article.getByText("Injected")).toBeVisible();
  expect(await article.locator("img[onerror], svg script").count()).toBe(0);
  const link = article.getByText("Click");
  if (await link.count()) {
    expect(await link.getAttribute("href")).not.toMatch(/^javascript:/i);
    await link.click();
  }
  await page.waitForTimeout(300);
  expect(ran).toEqual([]);
});

test("<blog-list> never links a card to a live page the data block names with another scheme", async ({
  page,
}) => {
  const ran = await watchForScript(page);
  const rows = await readSheet(POSTS_RANGE);
  const body = await withBlock("blog-list", (data) => {
    // The host's build saw all but the last post: the live sheet's last one is "added since".
    data.posts = rows.slice(0, -1);
    data.livePostUrl = { en: "javascript:hostileRan('card')//{slug}", fr: "javascript:x//{slug}" };
  });
  await openHostPage(page, { body, scripts: ["widgets.js"] });
  await tookOver(page, "blog-list");
  const cards = page.locator("blog-list").getByRole("link");
  await expect(cards.first()).toBeVisible();
  await expect
    .poll(async () => (await cards.evaluateAll((links) => links.length)) >= rows.length - 1)
    .toBe(true);
  const hrefs = await cards.evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  );
  expect(hrefs.filter((href) => /^javascript:/i.test(href))).toEqual([]);
  expect(ran).toEqual([]);
});
