import { BlogList, NewsletterSignup } from "@marketing/widgets";
import type { Route } from "./+types/blog";
import { usePrerenderedPosts } from "@marketing/widgets";
import { PageHero } from "../components/blocks";
import { Link } from "../components/LocalizedLink";
import { WidgetLinks } from "../components/WidgetLinks";
import { widgetConfig } from "../config";
import { loadPostsSheet } from "../content/posts.server";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { dataOriginLinks, namespaceMeta } from "../seo/meta";

/** Build time: the same sheet read that prerenders the posts, so the cards are in the HTML. */
export async function loader() {
  const { rows, posts } = await loadPostsSheet();
  return { rows, posts: posts.map(({ slug, title }) => ({ slug, title })) };
}

export const links = dataOriginLinks;

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("blog", location.pathname);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useSiteTranslation("blog");
  usePrerenderedPosts(widgetConfig, loaderData.rows);
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <section className="section section--tight blog-page__list" aria-label={t("latest")}>
        <div className="container">
          <WidgetLinks>
            <BlogList />
          </WidgetLinks>
          {/* The list shows the latest six; without JS every post stays one link away. */}
          <noscript>
            <nav className="blog-page__all" aria-label={t("all")}>
              <h2 className="section__title">{t("all")}</h2>
              <ul>
                {loaderData.posts.map((post) => (
                  <li key={post.slug}>
                    <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </noscript>
        </div>
      </section>
      <section className="section section--alt">
        <div className="container container--narrow">
          <NewsletterSignup />
        </div>
      </section>
    </>
  );
}
