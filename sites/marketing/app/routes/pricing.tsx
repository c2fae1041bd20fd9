import { Link } from "react-router";
import { PricingTable } from "@marketing/widgets";
import en from "../locales/en/pricing.json";
import fr from "../locales/fr/pricing.json";
import { PageHero } from "../components/blocks";
import { WidgetLinks } from "../components/WidgetLinks";
import { useLocalizedTitle, useSiteTranslation } from "../i18n/SiteLanguage";
import { pageMeta } from "../seo/meta";

export function meta() {
  return pageMeta({ path: "/pricing", title: en.meta.title, description: en.meta.description });
}

export default function Pricing() {
  const { t } = useSiteTranslation("pricing", { en, fr });
  useLocalizedTitle(t("meta.title"));
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />

      <section className="section section--alt">
        <div className="container">
          <WidgetLinks>
            <PricingTable />
          </WidgetLinks>
        </div>
      </section>

      <section className="section section--tight" aria-label={t("faq.label")}>
        <p className="container faq__contact">
          {t("faq.contact")}{" "}
          <Link to="/contact" className="text-link">
            {t("faq.contactLink")}
          </Link>
        </p>
      </section>
    </>
  );
}
