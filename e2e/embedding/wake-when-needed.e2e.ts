// Server-rendered widgets already show themselves finished, so their code runs only when needed
// (docs/decisions/2026-11-28-wake-when-needed.md): a form's on the visitor's first intent, the
// counters' as they near the viewport, the blog list's when the page is idle, a post's as its comments
// near the screen. Counted by the chunk requests and the elements defined: a server-rendered
// element's code is fetched, not run, once it nears the viewport and the loaded page is idle.
import { expect, test, type Page } from "@playwright/test";
import { renderWidget } from "@marketing/widgets/server";
import { openHostPage, servicesConfig } from "../support/host-page";
import { serverRenderedBody, tookOver } from "./server-rendered";

/** The entry chunk files (`newsletter-signup-HASH.js`) of `tag` the page asked for. */
function recordChunks(page: Page): (tag: string) => number {
  const files: string[] = [];
  page.on("request", (request) => {
    const match = /\/embed\/chunks\/([^/?]+)$/.exec(request.url());
    if (match) files.push(match[1]!);
  });
  return (tag) => files.filter((file) => new RegExp(`^${tag}-[^.]+\\.js$`).test(file)).length;
}

const isDefined = (page: Page, tag: string) =>
  page.evaluate((name) => !!customElements.get(name), tag);

test.describe("server-rendered widgets wake when needed", () => {
  test("a form's code is fetched when the page is idle and runs once the visitor reaches for it; the blog's runs when idle", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requested = recordChunks(page);
    const body =
      (await serverRenderedBody("newsletter-signup", "en")) +
      (await serverRenderedBody("blog-list", "en"));
    await openHostPage(page, { head: servicesConfig(), body, scripts: ["widgets.js"] });
    // The blog list wakes by itself once the page is idle: the loader has been at work meanwhile.
    await tookOver(page, "blog-list");
    await expect.poll(() => requested("newsletter-signup")).toBe(1);
    await page.waitForTimeout(500);
    expect(
      await isDefined(page, "newsletter-signup"),
      "the form's code ran before any intent",
    ).toBe(false);

    // The first focus in the form wakes it, with the code already fetched.
    await page.locator("newsletter-signup").getByLabel("Email address").focus();
    await tookOver(page, "newsletter-signup");
    expect(requested("newsletter-signup"), "the form's code fetched again").toBe(1);
  });

  test("the counters' code comes as they near the viewport, not before; they count up once in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    const requested = recordChunks(page);
    const counters = await serverRenderedBody("kpi-counters", "en");
    await openHostPage(page, {
      body: `<p>Top of the page</p><div style="height: 3000px"></div>${counters}<div style="height: 1000px"></div>`,
      scripts: ["widgets.js"],
    });
    await page.waitForTimeout(1_000);
    expect(requested("kpi-counters"), "the counters' code far from the viewport").toBe(0);
    const euros = page
      .locator("kpi-counters")
      .locator('[data-counter="euros"] [aria-hidden="true"]');
    await expect(euros).toHaveText("€47,200");

    // 300 px short of the viewport: near, not yet seen. The code comes and takes the figures back
    // to zero, unseen.
    await page.evaluate(() => {
      const top = document.querySelector("kpi-counters")!.getBoundingClientRect().top;
      window.scrollBy(0, top - window.innerHeight - 300);
    });
    await expect.poll(() => requested("kpi-counters")).toBe(1);
    await tookOver(page, "kpi-counters");
    await expect(euros).toHaveText("€0");
    await page.waitForTimeout(500);
    await expect(euros).toHaveText("€0");

    await page.locator("kpi-counters").scrollIntoViewIfNeeded();
    await expect(euros).not.toHaveText(/^€(0|47,200)$/);
    await expect(euros).toHaveText("€47,200", { timeout: 10_000 });
  });

  test("a post's code does not run while the reader is in its article; it runs as the comments near", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested = recordChunks(page);
    const post = await serverRenderedBody("blog-post", "en");
    await openHostPage(page, { head: servicesConfig(), body: post, scripts: ["widgets.js"] });
    const comments = page.locator("blog-post").getByRole("region", { name: /^Comments/ });
    /** Scrolls so the comments' top is `below` px under the viewport's bottom edge. */
    const commentsBelowScreen = (below: number) =>
      comments.evaluate((section, by) => {
        const top = section.getBoundingClientRect().top;
        window.scrollBy(0, top - window.innerHeight - by);
      }, below);

    await page.waitForTimeout(1_000);
    await commentsBelowScreen(800);
    await page.waitForTimeout(1_000);
    await expect(page.locator("blog-post").getByRole("heading", { level: 1 })).toBeVisible();
    expect(
      await isDefined(page, "blog-post"),
      "the post's code ran while its article is read",
    ).toBe(false);
    expect(requested("blog-post"), "the post's code fetched, as the post neared the viewport").toBe(
      1,
    );

    // About a screen ahead (the loader's 600 px margin): ready by the time they are seen.
    await commentsBelowScreen(300);
    await tookOver(page, "blog-post");
    expect(requested("blog-post")).toBe(1);
  });

  test("one the server rendered still loading (the live post page) loads at once, idle or not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A page that never turns idle: what waits for an idle moment stays asleep.
    await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
    const requested = recordChunks(page);
    // No slug and no rows: the post only its code can find, shown loading.
    const loading = await renderWidget("blog-post", { lang: "en" });
    expect(loading).toContain('aria-busy="true"');
    const body = loading + (await serverRenderedBody("blog-list", "en"));
    await openHostPage(page, { head: servicesConfig(), body, scripts: ["widgets.js"] });
    await expect.poll(() => requested("blog-post")).toBe(1);
    await expect.poll(() => isDefined(page, "blog-post")).toBe(true);
    // The finished blog list beside it still waits for the idle moment that never comes.
    expect(requested("blog-list"), "the finished list's code on a page never idle").toBe(0);
  });
});
