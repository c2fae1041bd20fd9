// On the built site: every post whole in its HTML (read with JavaScript off),
// posts added to the sheet after the build, the blog's not-found screen, the language switch on a
// post, and a post's title shown once.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_URL } from "@marketing/e2e/urls";
import siteBlogEn from "../app/locales/en/blog.json" with { type: "json" };
import siteBlogFr from "../app/locales/fr/blog.json" with { type: "json" };
import { fixtureComments, fixturePosts } from "./fixtures";
import { common, localized, type Lang } from "./routes";

/** The blog widgets' catalogue (read as a file: the widgets package exports no catalogue). */
const widgetCatalogue = (lang: Lang) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL(`../../../packages/widgets/src/blog/locales/${lang}.json`, import.meta.url),
      ),
      "utf8",
    ),
  ) as { post: { notFoundTitle: string; backToBlog: string } };
const widget = { en: widgetCatalogue("en"), fr: widgetCatalogue("fr") };
const siteBlog = { en: siteBlogEn, fr: siteBlogFr };
const LANGS = ["en", "fr"] as const;

/** Fixture posts with a published document, by tree (the prerender tests check every language). */
const withDocument = fixturePosts.filter((post) =>
  post.publishedDocURL.startsWith("https://docs.google.com/"),
);
const PAIR = {
  en: "/blog/kpi-dashboards-energy-performance",
  fr: "/fr/blog/tableaux-de-bord-kpi-performance-energetique",
};
/** Posts with no translation, one per language. */
const ALONE = { en: "/blog/eeat-ai-assisted-articles", fr: "/fr/blog/ia-contenu-voix-de-marque" };

/**
 * The words a visitor sees in the page's main content, shadow roots included: every text node
 * whose element is rendered (checkVisibility: not display none or hidden, not in a closed
 * <details>; blocks skipped by content-visibility still count, as they show when scrolled to).
 * What a reader, a crawler or a read-later tool gets.
 */
async function visibleWords(page: Page): Promise<string[]> {
  const text = await page.locator("main").evaluate((main) => {
    const parts: string[] = [];
    const visit = (root: Node) => {
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent && !["STYLE", "SCRIPT", "NOSCRIPT", "TEMPLATE"].includes(parent.tagName))
            if (parent.checkVisibility({ visibilityProperty: true })) parts.push(node.textContent!);
        } else if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot);
          else visit(node);
        }
      }
    };
    visit(main);
    return parts.join(" ");
  });
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const post of withDocument) {
    test(`${post.slug}: the whole article and its comments are in the HTML`, async ({
      page,
      request,
    }) => {
      const path = await postUrl(request, post.slug);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const article = page.locator("blog-post").getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const body = article.locator(".mw-doc");
      await expect(body.getByRole("heading").first()).toBeVisible();
      await expect(body.getByRole("listitem").first()).toBeVisible();
      await expect(body.getByRole("table")).toBeVisible();
      const image = body.getByRole("img").first();
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      // The comments the sheet approved, each with its text.
      const comments = fixtureComments.filter(
        (comment) => comment.postSlug === post.slug && comment.approved !== false,
      );
      for (const comment of comments)
        await expect(article.getByText(comment.message, { exact: true })).toBeVisible();
    });
  }

  for (const lang of LANGS) {
    test(`an unknown post slug in ${lang}: 'Blog post not found', a button back, 404, noindex`, async ({
      page,
    }) => {
      const response = await page.goto(localized("/blog/no-such-post", lang));
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        widget[lang].post.notFoundTitle,
      );
      await expect(page.getByRole("link", { name: widget[lang].post.backToBlog })).toHaveAttribute(
        "href",
        localized("/blog", lang),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }
});

/** The post's one URL: its tree is its language's (the prerender tests check which). */
async function postUrl(request: APIRequestContext, slug: string): Promise<string> {
  const english = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  return english.status() === 200 ? `/blog/${slug}` : `/fr/blog/${slug}`;
}

test("without JavaScript a reader gets at least 90% of the words shown with it, every post", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  for (const post of withDocument) {
    const path = await postUrl(request, post.slug);
    const withJs = await browser.newPage();
    await withJs.goto(path, { waitUntil: "networkidle" });
    // Once the element has taken over and refreshed from the live sheet and document.
    await expect(withJs.locator("blog-post")).not.toHaveAttribute("data-mw-rendering");
    const shown = await visibleWords(withJs);
    await withJs.close();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const withoutJs = await context.newPage();
    await withoutJs.goto(path);
    const read = await visibleWords(withoutJs);
    await context.close();
    const left = new Map<string, number>();
    for (const word of read) left.set(word, (left.get(word) ?? 0) + 1);
    let found = 0;
    for (const word of shown) {
      const count = left.get(word) ?? 0;
      if (count > 0) {
        found++;
        left.set(word, count - 1);
      }
    }
    test.info().annotations.push({
      type: "words without / with JavaScript",
      description: `${path}: ${found} / ${shown.length}`,
    });
    expect(shown.length, path).toBeGreaterThan(300); // the article is there with JavaScript
    expect(found / shown.length, path).toBeGreaterThanOrEqual(0.9);
  }
});

for (const lang of LANGS) {
  for (const javaScriptEnabled of [false, true]) {
    test(`a post in ${lang} shows its title once, as its heading (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      // Both documents open with the post's title (the English one as Google's Title and
      // Subtitle paragraphs, the French one as a first heading).
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(PAIR[lang]);
      if (javaScriptEnabled)
        await expect(page.locator("blog-post")).not.toHaveAttribute("data-mw-rendering");
      const post = page.locator("blog-post").getByRole("article");
      const title = await post.getByRole("heading", { level: 1 }).innerText();
      await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(1);
      await expect(post.locator(".mw-doc").getByText(title, { exact: true })).toHaveCount(0);
      await context.close();
    });
  }

  test(`an unknown post slug in ${lang} with JavaScript: the live sheet has none, 404 and noindex`, async ({
    page,
  }) => {
    const response = await page.goto(localized("/blog/no-such-post", lang));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      widget[lang].post.notFoundTitle,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: widget[lang].post.backToBlog }).click();
    await expect(page).toHaveURL(new RegExp(`${localized("/blog", lang)}$`));
  });
}

test("the language switch on a translated post lands on its translation", async ({ page }) => {
  await page.goto(PAIR.en);
  await switchLanguage(page, "en", "fr");
  await expect(page).toHaveURL(new RegExp(`${PAIR.fr}$`));
  await switchLanguage(page, "fr", "en");
  await expect(page).toHaveURL(new RegExp(`${PAIR.en}$`));
});

for (const lang of LANGS) {
  test(`the language switch on an untranslated ${lang} post lands on the other blog with a note`, async ({
    page,
  }) => {
    const to: Lang = lang === "en" ? "fr" : "en";
    // The note is there only for a visitor the switch sent.
    await page.goto(localized("/blog", to));
    await expect(page.getByText(siteBlog[to].untranslated)).toBeHidden();
    await page.goto(ALONE[lang]);
    await switchLanguage(page, lang, to);
    await expect(page).toHaveURL(new RegExp(`${localized("/blog", to)}#untranslated$`));
    await expect(page.getByText(siteBlog[to].untranslated)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", to);
  });
}

/** Follows the header switch's link to the other language. */
async function switchLanguage(page: Page, from: Lang, to: Lang) {
  const group = page.getByRole("list", { name: common[from].language.label });
  await group.getByRole("link", { name: common[from].language[to] }).click();
}

test("a post added to the sheet after the build is shown at its URL", async ({ page }) => {
  const slug = `added-after-build-${Date.now()}`;
  const title = "Added after the build: reading meters without a site visit";
  // The API's posts sheet, as it reads after an author adds a row (the build never saw it).
  await page.route(`${API_URL}/sheets/posts`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { values: string[][] };
    const energyAudit = body.values.find((row) => row[1] === "energy-audit-data-first")!;
    const row = [title, slug, "Claire Dubois", "2025-04-01", "Industrial Analytics"];
    body.values.push([...row, "A post the build did not see.", energyAudit[6]!, energyAudit[7]!]);
    await route.fulfill({ response, json: body });
  });
  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404); // the static host knows no such file
  const article = page.locator("blog-post").getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(article.locator(".mw-doc").getByRole("table")).toBeVisible();
});

for (const lang of ["en", "fr"] as const) {
  test(`${lang}: a post that is not there offers the latest posts of its language`, async ({
    page,
  }) => {
    const blog = lang === "en" ? siteBlogEn : siteBlogFr;
    const response = await page.goto(localized("/blog/nope", lang));
    expect(response?.status()).toBe(404);
    const recent = page.getByRole("region", { name: blog.post.recent });
    const links = recent.getByRole("link");
    await expect(links).toHaveCount(3);
    const latest = fixturePosts
      .filter((item) => item.language === lang)
      .sort((a, b) => b.date.localeCompare(a.date))[0]!;
    await expect(links.first()).toHaveText(latest.title);
    await expect(links.first()).toHaveAttribute("href", localized(`/blog/${latest.slug}`, lang));
  });
}
