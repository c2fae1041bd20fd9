import { BlogList, NewsletterSignup } from "@marketing/widgets";
import en from "../locales/en/blog.json";
import fr from "../locales/fr/blog.json";
import { PageHero } from "../components/blocks";
import { WidgetLinks } from "../components/WidgetLinks";
import { useLocalizedTitle, useSiteTranslation } from "../i18n/SiteLanguage";
import { dataOriginLinks, pageMeta } from "../seo/meta";

export const links = dataOriginLinks;

export function meta() {
  return pageMeta({ path: "/blog", title: en.meta.title, description: en.meta.description });
}

export default function Blog() {
  const { t } = useSiteTranslation("blog", { en, fr });
  useLocalizedTitle(t("meta.title"));
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <section className="section section--tight blog-page__list" aria-label={t("latest")}>
        <div className="container">
          <WidgetLinks>
            <BlogList />
          </WidgetLinks>
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
