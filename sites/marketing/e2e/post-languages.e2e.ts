// Posts' languages in the prerendered files as a crawler reads them (HTTP only, no browser): every post
// once, in its own language's tree, with hreflang only between real translations.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";
import { SITE_URL } from "@marketing/e2e/urls";
import { fixturePosts } from "./fixtures";
import { localized, type Lang } from "./routes";

/**
 * The fixture posts with no `language` cell, by the language they are written in: what the
 * build's detection must find (the detection's own tests cover more titles).
 */
const WRITTEN_IN: Record<string, Lang> = {
  "programmatic-seo-without-thin-content": "en",
  "detection-defauts-groupes-froids": "fr",
  "wordpress-flux-editorial-automatise": "fr",
  "guest-post-building-analytics-data-quality": "en",
  "ai-captions-social-scheduling": "en",
};

const fixtures = fixturePosts.map((post) => ({
  ...post,
  lang: post.language ?? WRITTEN_IN[post.slug],
}));

interface Head {
  status: number;
  lang: string | null;
  canonical: string | null;
  robots: string | null;
  alternates: Record<string, string>;
}

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  const { document } = new JSDOM(await response.text()).window;
  const alternates: Record<string, string> = {};
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]'))
    alternates[link.getAttribute("hreflang")!] = link.getAttribute("href")!;
  return {
    status: response.status(),
    lang: document.documentElement.getAttribute("lang"),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
    alternates,
  };
}

const other = (lang: Lang): Lang => (lang === "en" ? "fr" : "en");
const postUrl = (slug: string, lang: Lang) => `${SITE_URL}${localized(`/blog/${slug}`, lang)}`;

test("the fixtures hold a translated pair and posts with no translation", () => {
  expect(
    fixtures.every((post) => post.lang),
    "every fixture post has a known language",
  ).toBe(true);
  expect(fixtures.filter((post) => post.translation).length).toBeGreaterThanOrEqual(2);
  expect(fixtures.filter((post) => !post.translation).length).toBeGreaterThan(4);
});

test("every post is prerendered once, in its own language's tree, under its language", async ({
  request,
}) => {
  test.slow();
  for (const post of fixtures) {
    const own = await head(request, localized(`/blog/${post.slug}`, post.lang!));
    expect(own.status, post.slug).toBe(200);
    expect(own.lang, post.slug).toBe(post.lang);
    expect(own.canonical, post.slug).toBe(postUrl(post.slug, post.lang!));
    expect(own.robots, post.slug).toBeNull();
    // No copy in the other tree: its old address there (every post was in both trees before)
    // moved for good to the translation in that tree, else to the post's one URL.
    const old = await request.get(localized(`/blog/${post.slug}`, other(post.lang!)), {
      maxRedirects: 0,
    });
    expect(old.status(), `${post.slug} in the other tree`).toBe(301);
    const pair = fixtures.find((candidate) => candidate.slug === post.translation);
    expect(old.headers()["location"], post.slug).toBe(
      pair
        ? localized(`/blog/${pair.slug}`, pair.lang!)
        : localized(`/blog/${post.slug}`, post.lang!),
    );
  }
});

test("hreflang links only real translations, both ways; other posts name themselves alone", async ({
  request,
}) => {
  test.slow();
  for (const post of fixtures) {
    const { alternates } = await head(request, localized(`/blog/${post.slug}`, post.lang!));
    if (!post.translation) {
      expect(alternates, post.slug).toEqual({});
      continue;
    }
    const pair = fixtures.find((candidate) => candidate.slug === post.translation)!;
    const expected = {
      [post.lang!]: postUrl(post.slug, post.lang!),
      [pair.lang!]: postUrl(pair.slug, pair.lang!),
    };
    expect(alternates, post.slug).toEqual({ ...expected, "x-default": expected.en });
    // Reciprocal: the translation's page names the same two URLs.
    const back = await head(request, localized(`/blog/${pair.slug}`, pair.lang!));
    expect(back.alternates, pair.slug).toEqual(alternates);
  }
});

test("the sitemap lists each article once, with alternates only for translations", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const { document } = new JSDOM(xml, { contentType: "application/xml" }).window;
  const urls = [...document.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]!.textContent!,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
  }));
  const posts = urls.filter((url) => /\/blog\/[^/]+$/.test(url.loc));
  expect(posts.map((url) => url.loc).sort()).toEqual(
    fixtures.map((post) => postUrl(post.slug, post.lang!)).sort(),
  );
  for (const post of fixtures) {
    const entry = posts.find((url) => url.loc === postUrl(post.slug, post.lang!))!;
    if (!post.translation) expect(entry.alternates, post.slug).toEqual({});
    else expect(Object.keys(entry.alternates).sort(), post.slug).toEqual(["en", "fr", "x-default"]);
  }
  expect(xml).not.toContain("__not-found");
});

test("the sample posts a blog list shows for an empty sheet have pages: never a 404, never indexed", async ({
  request,
}) => {
  for (const lang of ["en", "fr"] as const) {
    const url = new URL(
      `../../../packages/widgets/src/blog/locales/samples/${lang}.json`,
      import.meta.url,
    );
    const { samples } = JSON.parse(readFileSync(fileURLToPath(url), "utf8")) as {
      samples: Array<{ slug: string }>;
    };
    expect(samples.length).toBe(2);
    for (const { slug } of samples) {
      const page = await head(request, localized(`/blog/${slug}`, lang));
      expect(page.status, slug).toBe(200);
      expect(page.lang).toBe(lang);
      expect(page.robots).toBe("noindex");
    }
  }
});
