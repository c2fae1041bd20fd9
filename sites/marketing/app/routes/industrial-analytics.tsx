import type { Route } from "./+types/industrial-analytics";
import { CtaBand, PageHero, Section, CardGrid } from "../components/blocks";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { namespaceMeta } from "../seo/meta";
import { Widget } from "../widgets/Widget";
import { ContactPricingActions } from "../components/ContactPricingActions";

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("analytics", location.pathname);
}

const features = ["audits", "kpi", "faults", "dashboards", "rules", "reports"] as const;

export default function IndustrialAnalytics() {
  const { t } = useSiteTranslation("analytics");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <ContactPricingActions />
      </PageHero>

      <Section id="results" title={t("results.title")} lead={t("results.lead")} tone="alt">
        <Widget tag="kpi-counters" />
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
