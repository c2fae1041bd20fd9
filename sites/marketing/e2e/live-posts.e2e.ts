// On the built site: a post added to the sheet after the build. Its blog card links to the
// live post page of its language, which answers 200 and shows the post from the live sheet, while
// the posts the build prerendered keep their own URLs: no card leads to a 404.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "@marketing/e2e/axe";
import { API_URL, SITE_URL } from "@marketing/e2e/urls";
import { fixturePosts } from "./fixtures";
import { localized } from "./routes";
import blogEn from "../app/locales/en/blog.json" with { type: "json" };
import blogFr from "../app/locales/fr/blog.json" with { type: "json" };

const LANGS = ["en", "fr"] as const;

const ADDED = {
  en: {
    title: "Added after the build: reading meters without a site visit",
    doc: "energy-audit-data-first",
  },
  fr: {
    title: "Ajouté après la mise en ligne : relever les compteurs sans se déplacer",
    doc: "tableaux-de-bord-kpi-performance-energetique",
  },
};

/** The API's posts sheet as it reads once an author has put a new post at its top. */
async function addRow(page: Page, lang: (typeof LANGS)[number], slug: string) {
  await page.route(`${API_URL}/sheets/posts`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { values: string[][] };
    const [header = []] = body.values;
    const column = (name: string) => header.indexOf(name);
    const model = body.values.find((row) => row[column("slug")] === ADDED[lang].doc)!;
    const row = [...model];
    row[column("title")] = ADDED[lang].title;
    row[column("slug")] = slug;
    row[column("date")] = "2026-11-20";
    row[column("summary")] = "A post the build did not see.";
    row[column("language")] = lang;
    if (column("translation") >= 0) row[column("translation")] = "";
    body.values.splice(1, 0, row);
    await route.fulfill({ response, json: body });
  });
}

for (const lang of LANGS) {
  test(`a post added after the build: its ${lang} card opens a live page that answers 200 and shows it`, async ({
    page,
    request,
  }) => {
    test.slow(); // a long document for axe
    const slug = `added-after-build-${lang}-${Date.now()}`;
    await addRow(page, lang, slug);
    await page.goto(localized("/blog", lang));
    const card = page.locator("blog-list").getByRole("link", { name: ADDED[lang].title });
    const live = `${localized(`/blog/__live`, lang)}?post=${slug}`;
    await expect(card).toHaveAttribute("href", live);
    // The posts the build saw keep their prerendered pages.
    const built = fixturePosts.find((post) => post.language === lang)!;
    await expect(
      page.locator("blog-list").getByRole("link", { name: built.title, exact: true }),
    ).toHaveAttribute("href", localized(`/blog/${built.slug}`, lang));
    // Every card's link answers 200.
    for (const href of await page
      .locator("blog-list")
      .locator("a.mw-blog-card__link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!)))
      expect((await request.get(href)).status(), href).toBe(200);

    await card.click();
    await expect(page).toHaveURL(new RegExp(`${live.replace(/[?]/g, "\\?")}$`));
    const article = page.locator("blog-post").getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(ADDED[lang].title);
    await expect(article.locator(".mw-doc").getByRole("table")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);
  });
}

test("the live page of a post the build has since prerendered leads to the post's own page", async ({
  page,
}) => {
  const post = fixturePosts.find((candidate) => candidate.language === "fr")!;
  await page.goto(`/fr/blog/__live?post=${post.slug}`);
  await expect(page).toHaveURL(new RegExp(`/fr/blog/${post.slug}$`));
  await expect(page.locator("blog-post").getByRole("heading", { level: 1 })).toHaveText(post.title);
});

for (const slug of ["..", "../fr", ".", "%2e%2e", "a/../.."])
  test(`the live page stays put for a slug no post can have: ${slug}`, async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(SITE_URL).origin) asked.push(url.pathname);
    });
    await page.goto(`/blog/__live?post=${slug}`);
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/blog/__live");
    // No look for another page of the site (the home page, `/fr`): only the live page's own files
    // and the API's reads.
    expect(asked.filter((path) => !/^\/(blog\/__live$|embed\/|api\/|favicon)/.test(path))).toEqual(
      [],
    );
  });

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS)
    test(`the ${lang} live page says to turn JavaScript on and leads to the blog, noindex`, async ({
      page,
    }) => {
      const response = await page.goto(`${localized("/blog/__live", lang)}?post=anything`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "en" ? "New article" : "Nouvel article",
      );
      await expect(page.getByRole("main").getByRole("link", { name: /blog/ })).toHaveAttribute(
        "href",
        localized("/blog", lang),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
});

for (const lang of LANGS) {
  test(`${lang}: the live page of a slug no post has is titled as the screen it shows`, async ({
    page,
  }) => {
    const notFound = { en: blogEn, fr: blogFr }[lang];
    await page.goto(`${localized("/blog/__live", lang)}?post=nope`);
    // The element asks the live sheet first (a moment on a busy machine).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      // The widget's own screen (its catalogue).
      { en: "Blog post not found", fr: "Article introuvable" }[lang],
      { timeout: 20_000 },
    );
    await expect(page).toHaveTitle(new RegExp(`^${notFound.post.notFoundMetaTitle} \\|`));
  });
}
