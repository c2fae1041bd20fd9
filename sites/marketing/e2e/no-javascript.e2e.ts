import { expect, test, type Page } from "@playwright/test";
import { SITE_URL } from "@marketing/e2e/urls";
import { foreignIn, foreignStrings } from "./catalogueStrings";
import { fixturePosts } from "./fixtures";
import { bookCall, common, localized, post, posts, routes, type Lang } from "./routes";

const SUFFIX = " | Northwind Labs";
const LANGS = ["en", "fr"] as const;
const foreign = { en: foreignStrings("en"), fr: foreignStrings("fr") };

/** The page's head; `translated` false: a post with no translation, whose canonical names it alone. */
async function expectHead(page: Page, lang: Lang, path: string, translated = true) {
  const url = `${SITE_URL}${localized(path, lang)}`;
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  if (!translated) await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  else
    for (const [hreflang, target] of [
      ["en", localized(path, "en")],
      ["fr", localized(path, "fr")],
      ["x-default", localized(path, "en")],
    ] as const) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        "href",
        `${SITE_URL}${target}`,
      );
    }
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
    "content",
    lang === "en" ? "en_GB" : "fr_FR",
  );
}

/** Posts are content, written in either language: their titles, categories, summaries and bodies. */
const POST_CONTENT = [
  ".mw-blog-card__category",
  ".mw-blog-card__title",
  ".mw-blog-card__summary",
  ".mw-post__category",
  ".mw-post__title",
  ".blog-page__all li",
].join(", ");

/** The page's visible text, posts' content aside, holds no string of the other language's catalogues. */
async function expectOnlyLanguage(page: Page, lang: Lang) {
  const text = await page.locator("body").evaluate((body, selector) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const node of copy.querySelectorAll(selector)) node.remove();
    // innerText needs layout: measure the copy in the document, then drop it.
    document.body.append(copy);
    const visible = copy.innerText;
    copy.remove();
    return visible;
  }, POST_CONTENT);
  expect(foreignIn(text, foreign[lang]), page.url()).toEqual([]);
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the catalogue check would catch a foreign string", () => {
    expect(foreignIn("Bonjour. Return to Home", foreign.fr)).toContain("Return to Home");
    expect(foreignIn("Hello. Retour à l'accueil", foreign.en)).toContain("Retour à l'accueil");
  });

  for (const lang of LANGS) {
    test(`every route in ${lang}: its language only, head tags, heading and navigation`, async ({
      page,
    }) => {
      test.slow(); // nine pages
      for (const route of routes) {
        const response = await page.goto(localized(route.path, lang));
        expect(response?.status(), route.path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }), route.path).toHaveText(
          route.heading[lang],
        );
        await expect(page.getByText(route.text[lang], { exact: true }).first()).toBeVisible();
        await expect(page).toHaveTitle(route.meta[lang].title + SUFFIX);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          route.meta[lang].description,
        );
        await expectHead(page, lang, route.path);
        await expectOnlyLanguage(page, lang);
        await expect(
          page
            .getByRole("navigation", { name: common[lang].nav.label })
            .getByRole("link", { name: common[lang].nav.contact }),
        ).toHaveAttribute("href", localized("/contact", lang));
      }
    });

    test(`a post written in ${lang}: in its tree, title, head tags, structured data`, async ({
      page,
    }) => {
      // Each post lives in its own language's tree only; this one has no translation.
      const slug = lang === "en" ? "eeat-ai-assisted-articles" : "ia-contenu-voix-de-marque";
      const { title } = fixturePosts.find((candidate) => candidate.slug === slug)!;
      const item = { path: `/blog/${slug}`, title };
      await page.goto(localized(item.path, lang));
      await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
      await expect(page).toHaveTitle(item.title + SUFFIX);
      await expectHead(page, lang, item.path, false);
      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as { inLanguage?: string };
      expect(ld.inLanguage).toBe(lang);
      await expectOnlyLanguage(page, lang);
    });

    test(`the blog in ${lang} links to every post in its language`, async ({ page, request }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      const tree = lang === "en" ? "" : "/fr";
      const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/(?:fr\/)?blog\/[a-z0-9-]+)<\/loc>/g)]
        .map((match) => match[1]!)
        .filter((path) => path.startsWith(`${tree}/blog/`));
      expect(paths.length).toBeGreaterThanOrEqual(4);
      await page.goto(localized("/blog", lang));
      // Cards of the latest posts in the page's language are in the HTML (title, date, link).
      await expect(page.locator(".mw-blog-card")).toHaveCount(Math.min(6, paths.length));
      await expect(page.locator(".mw-blog-card time").first()).toHaveText(
        lang === "en" ? "March 11, 2025" : "12 février 2025",
      );
      for (const path of paths)
        await expect(page.locator(`a[href="${path}"]`).first(), path).toBeAttached();
    });

    test(`unknown paths and post slugs answer 404 in ${lang}, not indexed`, async ({ page }) => {
      // An unknown post slug gets the blog's own screen (blog-posts.e2e.ts).
      for (const path of ["/no-such-page", "/no-such-folder/no-such-page"]) {
        const response = await page.goto(localized(path, lang));
        expect(response?.status(), path).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          common[lang].notFound.title,
        );
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await expectOnlyLanguage(page, lang);
      }
    });
  }

  test("every route's styles are inline in its head: no stylesheet request before paint", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    for (const lang of LANGS) {
      for (const route of [...routes, posts[lang === "en" ? 0 : 1]!]) {
        await page.goto(localized(route.path, lang));
        await expect(page.locator('head link[rel="stylesheet"]'), route.path).toHaveCount(0);
        // The site's own rules (not only the widgets' tokens) apply: the header sticks.
        await expect(page.locator(".site-header")).toHaveCSS("position", "sticky");
      }
    }
    expect(stylesheets).toEqual([]);
  });

  test("the widgets' styles ship minified in the prerendered HTML, as in the embeds", async ({
    request,
  }) => {
    const html = await (await request.get("/pricing")).text();
    // The source's readable rule (`.mw-pricing { display: grid; ... }`) arrives as esbuild writes it.
    expect(html).toContain(
      ".mw-pricing{display:grid;gap:var(--mw-pricing-gap,var(--mw-space-6,24px))}",
    );
    expect(html).not.toMatch(/\.mw-pricing \{ display/);
  });

  test("a post's prerendered HTML has its whole article, not a summary", async ({ page }) => {
    await page.goto(post.path);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator("blog-post").getByRole("table")).toBeVisible();
    await expect(page.locator("noscript")).toHaveCount(0);
  });

  test("the sitemap lists both languages with their alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/fr/about</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}/about</loc>`);
    // A translated pair names both URLs; a post with no translation is listed alone.
    expect(sitemap).toContain(
      `hreflang="fr" href="${SITE_URL}/fr/blog/tableaux-de-bord-kpi-performance-energetique"`,
    );
    expect(sitemap).not.toContain(`${SITE_URL}/fr${post.path}`);
    expect(sitemap).not.toContain("__not-found");
    expect(sitemap).not.toContain("__live");
    expect(sitemap).not.toContain("rss.xml");
    expect(sitemap).not.toContain("?lang=");
  });
});

test.describe("the main call to action without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "fr"] as const) {
    test(`${lang}: 'Book a free strategy call' is a link to the calendar's booking page`, async ({
      page,
    }) => {
      await page.goto(localized("/about", lang));
      const link = page.getByRole("main").getByRole("link", { name: bookCall[lang] }).first();
      await expect(link).toBeVisible();
      // The calendar's booking page (the local services' stand-in here): another page, absolute.
      expect(await link.getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/.+/);
    });
  }
});
