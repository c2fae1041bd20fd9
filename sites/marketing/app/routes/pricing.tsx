import type { Route } from "./+types/pricing";
import { Link } from "../components/LocalizedLink";
import { PageHero } from "../components/blocks";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { namespaceMeta } from "../seo/meta";
import { Widget } from "../widgets/Widget";

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("pricing", location.pathname);
}

export default function Pricing() {
  const { t } = useSiteTranslation("pricing");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />

      <section className="section section--alt">
        <div className="container">
          {/* The hero above is the plans' heading: the table without its own. */}
          <Widget tag="pricing-table" attributes={{ compact: true }} />
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
