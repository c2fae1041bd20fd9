import type { Route } from "./+types/blog";
import { PageHero } from "../components/blocks";
import { LIVE_POST_QUERY, LIVE_POST_SLUG } from "../content/pages";
import { loadPostsSheet, postPath } from "../content/posts.server";
import { SUPPORTED } from "../i18n/language";
import { languageOfPath, localizedPath } from "../i18n/paths";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { dataOriginLinks, namespaceMeta } from "../seo/meta";
import { Widget } from "../widgets/Widget";

/** The note's id: the language switch on a post with no translation lands on `…/blog#<id>`. */
export const UNTRANSLATED_ID = "untranslated";

/**
 * Build time: the sheet's rows, from the same read that prerenders the posts, for the blog list
 * (its cards in the HTML; the element refreshes them from the live sheet), and every post of this
 * language for the full list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const { rows, posts } = await loadPostsSheet();
  return {
    rows,
    posts: posts
      .filter((post) => post.language === lang)
      .map((post) => ({ path: postPath(post), title: post.title })),
  };
}

/** Each tree's live post page (LIVE_POST_SLUG), `{slug}` for the widget to fill. */
const livePostUrl = Object.fromEntries(
  SUPPORTED.map((lang) => [
    lang,
    `${localizedPath(`/blog/${LIVE_POST_SLUG}`, lang)}?${LIVE_POST_QUERY}={slug}`,
  ]),
);

export const links = dataOriginLinks;

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("blog", location.pathname);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useSiteTranslation("blog");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      {/* Shown only when the language switch of an untranslated post led here (CSS :target). */}
      <div className="container">
        <p id={UNTRANSLATED_ID} className="blog-page__note" tabIndex={-1}>
          {t("untranslated")}
        </p>
      </div>
      <section className="section section--tight blog-page__list" aria-label={t("latest")}>
        <div className="container">
          {/* Cards of posts added to the sheet after this build: their live page. */}
          <Widget tag="blog-list" data={{ posts: loaderData.rows, livePostUrl }} />
          {/* The list shows the latest six; without JS every post stays one link away. */}
          <noscript>
            <nav className="blog-page__all" aria-label={t("all")}>
              <h2 className="section__title">{t("all")}</h2>
              <ul>
                {loaderData.posts.map((post) => (
                  <li key={post.path}>
                    <a href={post.path}>{post.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          </noscript>
        </div>
      </section>
      <section className="section section--alt">
        <div className="container container--narrow">
          <Widget tag="newsletter-signup" />
        </div>
      </section>
    </>
  );
}
