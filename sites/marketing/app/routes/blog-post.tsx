import { renderWidget } from "@marketing/widgets/server";
import type { Route } from "./+types/blog-post";
import { ABSOLUTE_API } from "../config";
import { company } from "../content/company";
import { LIVE_POST_QUERY, LIVE_POST_SLUG, POST_NOT_FOUND_SLUG, SAFE_SLUG } from "../content/pages";
import {
  findPost,
  findSamplePost,
  loadArticleHtml,
  loadCommentRows,
  loadPostsSheet,
  postImageUrl,
  postPath,
  translationOf,
  type SitePost,
} from "../content/posts.server";
import { formatDay } from "../i18n/format";
import { siteT } from "../i18n/i18n";
import type { Language } from "../i18n/language";
import { languageOfPath, localizedPath } from "../i18n/paths";
import { useSiteLanguage } from "../i18n/SiteLanguage";
import { absoluteUrl, dataOriginLinks, fullTitle, pageMeta, postAlternates } from "../seo/meta";
import { pageWidgetConfig } from "../widgets/page-config";
import { inlineScript } from "../inline-scripts";
import { Widget } from "../widgets/Widget";
import { UNTRANSLATED_ID } from "./blog";

/**
 * Build time: the post whole (its article through the widget's own pipeline and sanitizer, its
 * comments, the sheet's rows), rendered by the widget itself into a declarative shadow root. A
 * slug this tree has no post for is the blog's not-found page (see notFoundPage).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  // A post's language is its tree's: the live page and the post-not-found screen (served at any
  // unknown slug) never send a visitor to the other tree, where the slug names no post.
  if (params.slug === LIVE_POST_SLUG)
    return { post: null, live: true as const, otherLanguagePage: null };
  const { rows, posts } = await loadPostsSheet();
  const other = lang === "en" ? "fr" : "en";
  const post = params.slug === POST_NOT_FOUND_SLUG ? undefined : await findPost(params.slug, lang);
  const sample = post ? undefined : findSamplePost(params.slug, lang);
  if (sample) {
    // The widget shows its own sample post for this slug; a placeholder, never indexed.
    return {
      data: { posts: rows },
      post: { ...sample, path: postPath(sample), image: undefined },
      sample: true,
      translation: undefined,
      switchTo: findSamplePost(sample.slug, other) && {
        [other]: postPath({ ...sample, language: other }),
      },
      otherLanguagePage: findSamplePost(sample.slug, other)
        ? postPath({ ...sample, language: other })
        : null,
    };
  }
  if (!post) return notFoundPage(lang, rows, posts);

  const articleHtml = await loadArticleHtml(post, ABSOLUTE_API);
  const data = { posts: rows, comments: await loadCommentRows(post.slug), articleHtml };
  const translation = translationOf(post, posts);
  return {
    data,
    post: { ...post, path: postPath(post), image: postImageUrl(post, ABSOLUTE_API) },
    sample: false,
    translation: translation && { path: postPath(translation), language: translation.language },
    // The language switch: the translation, else the other blog index with a note.
    switchTo: {
      [other]: translation
        ? postPath(translation)
        : `${localizedPath("/blog", other)}#${UNTRANSLATED_ID}`,
    },
    // The landing script's target: the translation only; without one the post opens in its own
    // language for everyone (its address in the other tree redirects back here).
    otherLanguagePage: translation ? postPath(translation) : null,
  };
}

/** How many recent posts the post-not-found page offers. */
const RECENT_POSTS = 3;

/**
 * The page the static server answers every unknown `/blog/{slug}` with (status 404): the element
 * with no slug reads it from the address and asks the live sheet, so a post added after the build
 * shows at its URL; a slug the sheet lacks gets the spec's 'Blog post not found' screen. Without
 * JavaScript, that screen (rendered by the widget too) stands in.
 */
async function notFoundPage(lang: Language, rows: string[][], posts: readonly SitePost[]) {
  const noScriptHtml = await renderWidget("blog-post", {
    lang,
    attributes: { slug: POST_NOT_FOUND_SLUG },
    config: pageWidgetConfig(lang),
    // The sheet's header alone: no post has that slug (the page carries no copy of the rows).
    data: { posts: rows.slice(0, 1) },
  });
  // Somewhere to go on: the latest posts of this language (a sheet's dates are ISO days).
  const recent = posts
    .filter((item) => item.language === lang)
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .slice(0, RECENT_POSTS)
    .map((item) => ({
      title: item.title,
      date: item.date,
      category: item.category,
      path: postPath(item),
    }));
  const blog = { en: localizedPath("/blog", "en"), fr: localizedPath("/blog", "fr") };
  // The switch: this address in the other tree (set in the browser); without script, its blog.
  return {
    noScriptHtml,
    recent,
    post: null,
    live: false as const,
    otherLanguagePage: null,
    switchTo: blog,
    switchByAddress: true,
  };
}

/**
 * The live post page's own script (inline, hashed by the site's CSP): the slug from `?post=` on
 * the element, before or after the loader upgrades it (`slug` is an observed attribute); the tab's
 * title follows what the element shows (the post's title, or the not-found screen's); and once a
 * later build has given the post its own page, a shared live link lands there instead. Only a
 * slug a post can have (SAFE_SLUG): `..` or `a/b` would make that page another one (`/`).
 */
function livePostScript(titles: { notFound: string; suffix: string }): string {
  return `(() => {
  const titles = ${JSON.stringify(titles).replace(/</g, "\\u003c")};
  const slug = new URLSearchParams(location.search).get(${JSON.stringify(LIVE_POST_QUERY)});
  const post = document.querySelector(".post-page__live blog-post");
  if (!post) return;
  // The server-rendered (declarative) shadow root, which the element keeps when it upgrades.
  const root = post.shadowRoot;
  const retitle = () => {
    if (!root) return;
    const state = root.querySelector("[data-state]")?.getAttribute("data-state");
    const heading = root.querySelector("h1")?.textContent?.trim();
    if (state === "not-found") document.title = titles.notFound;
    else if (state === "found" && heading) document.title = heading + titles.suffix;
  };
  if (root)
    new MutationObserver(retitle).observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
  retitle();
  if (!slug || !${SAFE_SLUG.toString()}.test(slug)) return;
  post.setAttribute("slug", slug);
  const parts = location.pathname.split("/").filter(Boolean);
  parts[parts.length - 1] = encodeURIComponent(slug);
  const page = "/" + parts.join("/");
  fetch(page, { method: "HEAD" }).then(
    (answer) => answer.ok && location.replace(answer.url + location.hash),
    () => {},
  );
})();`;
}

export const links = dataOriginLinks;

export function meta({ loaderData, location }: Route.MetaArgs) {
  const path = location.pathname.toLowerCase();
  const lang = languageOfPath(path);
  const post = loaderData?.post;
  if (loaderData?.live) {
    // A page for posts the build did not see; their own pages come with the next build.
    const t = siteT(lang, "blog");
    return [
      { title: fullTitle(t("live.metaTitle")) },
      { name: "description", content: t("live.description") },
      { name: "robots", content: "noindex" },
    ];
  }
  if (!post) {
    // Never indexed: the static server answers 404 with this page.
    const t = siteT(lang, "blog");
    return [
      { title: fullTitle(t("post.notFoundMetaTitle")) },
      { name: "description", content: t("post.notFoundDescription") },
      { name: "robots", content: "noindex" },
    ];
  }
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary || undefined,
    inLanguage: post.language,
    author: { "@type": "Person", name: post.author },
    datePublished: post.date,
    articleSection: post.category || undefined,
    image: post.image ? [post.image] : undefined,
    mainEntityOfPage: absoluteUrl(post.path),
    publisher: { "@type": "Organization", name: company.name },
  };
  return [
    ...pageMeta({
      path: post.path,
      title: post.title,
      description: post.summary || siteT(lang, "blog")("meta.description"),
      type: "article",
      alternates: postAlternates(post, loaderData.translation),
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.author },
    ...(post.image ? [{ property: "og:image", content: post.image }] : []),
    ...(loaderData.sample
      ? [{ name: "robots", content: "noindex" }]
      : [{ "script:ld+json": article }]),
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.live) return <LivePostPage />;
  if (!loaderData.post) {
    return (
      <div className="container container--narrow section post-page">
        {/* Without JavaScript the live element cannot ask the sheet: the not-found screen instead. */}
        <noscript
          dangerouslySetInnerHTML={{
            __html: `<style>.post-page__live{display:none}</style>${loaderData.noScriptHtml}`,
          }}
        />
        {/* No slug: the element reads it from the address and asks the live sheet. */}
        <Widget tag="blog-post" className="post-page__live" />
        <RecentPosts posts={loaderData.recent} />
      </div>
    );
  }
  return (
    <div className="container container--narrow section post-page">
      <Widget tag="blog-post" attributes={{ slug: loaderData.post.slug }} data={loaderData.data} />
    </div>
  );
}

/**
 * `/blog/__live?post={slug}`: a post added to the sheet after the build, read from the
 * live sheet and document by the element (the blog cards of such posts link here, so they never
 * lead to a 404). Without JavaScript, a note and the way to the blog.
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function LivePostPage() {
  const { lang } = useSiteLanguage();
  const t = siteT(lang, "blog");
  return (
    <div className="container container--narrow section post-page">
      {/* Without JavaScript the element cannot ask the sheet: a note and the blog instead. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html:
            `<style>.post-page__live{display:none}</style>` +
            `<h1>${escapeHtml(t("live.metaTitle"))}</h1><p>${escapeHtml(t("live.noScript"))} ` +
            `<a href="${localizedPath("/blog", lang)}">${escapeHtml(t("live.toBlog"))}</a></p>`,
        }}
      />
      <Widget tag="blog-post" className="post-page__live" />
      <script
        dangerouslySetInnerHTML={{
          __html: inlineScript(
            livePostScript({
              notFound: fullTitle(t("post.notFoundMetaTitle")),
              suffix: fullTitle(""),
            }),
          ),
        }}
      />
    </div>
  );
}

/** A post in the not-found page's list of recent ones. */
interface RecentPost {
  title: string;
  date: string;
  category: string;
  path: string;
}

/**
 * The latest posts of the page's language: a way on from a post that is not there, as small cards
 * like the blog's (category, title, date), under a heading smaller than the page's title.
 */
function RecentPosts({ posts }: { posts: ReadonlyArray<RecentPost> }) {
  const { lang } = useSiteLanguage();
  if (posts.length === 0) return null;
  const t = siteT(lang, "blog");
  return (
    <section className="post-page__recent" aria-labelledby="recent-posts">
      <h2 id="recent-posts" className="post-page__recent-title">
        {t("post.recent")}
      </h2>
      <ul className="post-cards" role="list">
        {posts.map((post) => (
          <li key={post.path} className="post-cards__card">
            {post.category && <p className="post-cards__category">{post.category}</p>}
            <h3 className="post-cards__title">
              <a href={post.path}>{post.title}</a>
            </h3>
            {formatDay(lang, post.date) && (
              <p className="post-cards__date">
                <time dateTime={post.date}>{formatDay(lang, post.date)}</time>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
