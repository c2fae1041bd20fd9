// On the built site: each language's RSS feed, read by a maintained feed parser as a feed
// reader or an RSS-to-email service would, and found from every page's head.
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test } from "@playwright/test";
import { SITE_URL } from "@marketing/e2e/urls";
import { fixturePosts } from "./fixtures";
import { localized, routes } from "./routes";

const LANGS = ["en", "fr"] as const;

for (const lang of LANGS) {
  const feedPath = localized("/blog/rss.xml", lang);

  test(`the ${lang} feed: every post of the language, newest first, each whole`, async ({
    request,
  }) => {
    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/(rss\+)?xml/);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe("rss");
    expect(feed.language).toBe(lang);
    expect(feed.url).toBe(`${SITE_URL}${localized("/blog", lang)}`);
    expect(feed.self).toBe(`${SITE_URL}${feedPath}`);

    // The fixtures' posts of this language whose language the sheet gives (the others are detected).
    const written = fixturePosts.filter((post) => post.language === lang);
    expect(feed.items.length).toBeGreaterThanOrEqual(written.length);
    for (const post of written) expect(feed.items.map((item) => item.title)).toContain(post.title);
    const dates = feed.items.map((item) => item.published?.getTime() ?? NaN);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    for (const item of feed.items) {
      expect(item.title, item.url ?? "").toBeTruthy();
      expect(item.url).toMatch(new RegExp(`^${SITE_URL}${localized("/blog", lang)}/[a-z0-9-]+$`));
      expect(item.published, item.url!).toBeInstanceOf(Date);
      expect(item.authors[0]?.name, item.url!).toBeTruthy();
      // The whole article, as the post page shows it: many paragraphs, sanitized (a post with no
      // Google document, none yet or another site's page: its summary, as its page shows).
      const post = fixturePosts.find((candidate) => item.url!.endsWith(`/${candidate.slug}`));
      if (post?.publishedDocURL.startsWith("https://docs.google.com/"))
        expect(item.content!.length, item.url!).toBeGreaterThan(2000);
      else expect(item.content, item.url!).toContain(post?.summary.slice(0, 40));
      expect(item.content, item.url!).not.toMatch(/<script|\son\w+=|javascript:/i);
      // Its featured image, when the sheet gives one.
      const image = item.media.some((media) => media.type === "image");
      expect(image, item.url!).toBe(Boolean(post?.featuredImageURL));
      // Every link leads to the post's page, in its language's tree.
      expect((await request.get(item.url!)).status(), item.url!).toBe(200);
    }
  });
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`every page's head in ${lang} names the ${lang} feed`, async ({ page }) => {
      test.slow(); // every route
      for (const path of [...routes.map((route) => route.path), "/no-such-page"]) {
        await page.goto(localized(path, lang));
        const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
        await expect(feed, path).toHaveCount(1);
        await expect(feed).toHaveAttribute(
          "href",
          `${SITE_URL}${localized("/blog/rss.xml", lang)}`,
        );
        await expect(feed).toHaveAttribute("title", lang === "en" ? /blog/ : /Le blog/);
      }
    });
  }
});
