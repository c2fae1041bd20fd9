import { Link } from "react-router";
import en from "../locales/en/analytics.json";
import fr from "../locales/fr/analytics.json";
import { KpiCounters } from "@marketing/widgets";
import { CtaBand, PageHero, Section, CardGrid } from "../components/blocks";
import { useCommonTranslation } from "../i18n/common";
import { useLocalizedTitle, useSiteTranslation } from "../i18n/SiteLanguage";
import { pageMeta } from "../seo/meta";

export function meta() {
  return pageMeta({
    path: "/industrial-analytics",
    title: en.meta.title,
    description: en.meta.description,
  });
}

const features = ["audits", "kpi", "faults", "dashboards", "rules", "reports"] as const;

export default function IndustrialAnalytics() {
  const { t } = useSiteTranslation("analytics", { en, fr });
  const common = useCommonTranslation().t;
  useLocalizedTitle(t("meta.title"));
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <Link to="/contact" className="button">
          {common("cta.contact")}
        </Link>
        <Link to="/pricing" className="button button--secondary">
          {common("cta.pricing")}
        </Link>
      </PageHero>

      <Section id="results" title={t("results.title")} lead={t("results.lead")} tone="alt">
        <KpiCounters />
      </Section>

      <Section id="features" title={t("features.title")}>
        <CardGrid keys={features} prefix="features" t={t} columns={3} />
      </Section>

      <CtaBand title={t("cta.title")} text={t("cta.text")}>
        <Link to="/contact" className="button">
          {common("cta.contact")}
        </Link>
        <Link to="/pricing" className="button button--secondary">
          {common("cta.pricing")}
        </Link>
      </CtaBand>
    </>
  );
}
