import { Link } from "react-router";
import en from "../locales/en/solutions.json";
import fr from "../locales/fr/solutions.json";
import { CtaBand, PageHero, Section } from "../components/blocks";
import { useLocalizedTitle, useSiteTranslation } from "../i18n/SiteLanguage";
import { pageMeta } from "../seo/meta";
import { ContactPricingActions } from "../components/ContactPricingActions";

export function meta() {
  return pageMeta({ path: "/solutions", title: en.meta.title, description: en.meta.description });
}

export default function Solutions() {
  const { t } = useSiteTranslation("solutions", { en, fr });
  useLocalizedTitle(t("meta.title"));
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
