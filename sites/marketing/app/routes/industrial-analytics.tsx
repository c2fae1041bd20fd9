import en from "../locales/en/analytics.json";
import fr from "../locales/fr/analytics.json";
import { KpiCounters } from "@marketing/widgets";
import { CtaBand, PageHero, Section, CardGrid } from "../components/blocks";
import { useLocalizedTitle, useSiteTranslation } from "../i18n/SiteLanguage";
import { pageMeta } from "../seo/meta";
import { ContactPricingActions } from "../components/ContactPricingActions";

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
  useLocalizedTitle(t("meta.title"));
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <ContactPricingActions />
      </PageHero>

      <Section id="results" title={t("results.title")} lead={t("results.lead")} tone="alt">
        <KpiCounters />
      </Section>

      <Section id="features" title={t("features.title")}>
        <CardGrid keys={features} prefix="features" t={t} columns={3} />
      </Section>

      <CtaBand title={t("cta.title")} text={t("cta.text")}>
        <ContactPricingActions />
      </CtaBand>
    </>
  );
}
