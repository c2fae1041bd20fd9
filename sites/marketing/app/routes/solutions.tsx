import type { Route } from "./+types/solutions";
import { Link } from "../components/LocalizedLink";
import { CtaBand, PageHero, Section } from "../components/blocks";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { namespaceMeta } from "../seo/meta";
import { ContactPricingActions } from "../components/ContactPricingActions";

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("solutions", location.pathname);
}

export default function Solutions() {
  const { t } = useSiteTranslation("solutions");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <ContactPricingActions />
      </PageHero>

      <Section id="analytics" title={t("analytics.title")} tone="alt">
        <p className="section__lead">{t("analytics.text")}</p>
        <ul className="checklist">
          {(["audits", "faults", "dashboards"] as const).map((key) => (
            <li key={key}>{t(`analytics.points.${key}`)}</li>
          ))}
        </ul>
        <div className="actions">
          <Link to="/services" className="button">
            {t("analytics.link")}
          </Link>
          <Link to="/industrial-analytics" className="text-link">
            {t("analytics.more")}
          </Link>
        </div>
      </Section>

      <Section id="content" title={t("content.title")}>
        <p className="section__lead">{t("content.text")}</p>
        <ul className="checklist">
          {(["time", "score", "eeat"] as const).map((key) => (
            <li key={key}>{t(`content.points.${key}`)}</li>
          ))}
        </ul>
        <div className="actions">
          <Link to="/products" className="button">
            {t("content.link")}
          </Link>
        </div>
      </Section>

      <CtaBand title={t("cta.title")} text={t("cta.text")}>
        <ContactPricingActions />
      </CtaBand>
    </>
  );
}
