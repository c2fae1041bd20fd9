import type { Route } from "./+types/products";
import { Link } from "../components/LocalizedLink";
import {
  CtaBand,
  PageHero,
  Section,
  StatList,
  TestimonialGrid,
  CardGrid,
} from "../components/blocks";
import { company, figures } from "../content/company";
import { formatAtLeast, formatNumber } from "../i18n/format";
import { useSiteLanguage, useSiteTranslation } from "../i18n/SiteLanguage";
import { namespaceMeta } from "../seo/meta";

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("products", location.pathname);
}

const features = ["seo", "wordpress", "social", "api", "bulk", "voice"] as const;
const useCases = ["creators", "marketing", "smallBusiness"] as const;
const testimonials = ["one", "two", "three"] as const;

export default function Products() {
  const { t } = useSiteTranslation("products");
  const { lang } = useSiteLanguage();
  const common = useSiteTranslation("common").t;
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead", { product: company.productName })}
      >
        <a href={company.productUrl} className="button" rel="noopener">
          {t("hero.trial")}
        </a>
        <Link to="/contact" className="button button--secondary">
          {common("cta.demo")}
        </Link>
      </PageHero>

      <Section id="mockup" title={t("mockup.title")} tone="alt">
        <div className="mockup" role="img" aria-label={t("mockup.label")}>
          <div className="mockup__input">
            <p className="mockup__field">
              <span className="mockup__label">{t("mockup.topicLabel")}</span>
              <span className="mockup__value">{t("mockup.topic")}</span>
            </p>
            <p className="mockup__field">
              <span className="mockup__label">{t("mockup.toneLabel")}</span>
              <span className="mockup__value">{t("mockup.tone")}</span>
            </p>
            <span className="mockup__button">{t("mockup.button")}</span>
          </div>
          <div className="mockup__output">
            <span className="mockup__label">{t("mockup.outputLabel")}</span>
            <p className="mockup__title">{t("mockup.outputTitle")}</p>
            <p>{t("mockup.outputText")}</p>
            <ul className="chips">
              <li>{t("mockup.score")}</li>
              <li>{t("mockup.words")}</li>
              <li>{t("mockup.eeat")}</li>
            </ul>
          </div>
        </div>
      </Section>

      <section className="section section--tight" aria-label={t("stats.label")}>
        <div className="container">
          <StatList
            stats={[
              { value: `${formatNumber(lang, figures.speedFactor)}x`, label: t("stats.speed") },
              {
                value: formatNumber(lang, figures.averageSeoScore, { style: "percent" }),
                label: t("stats.score"),
              },
              { value: formatAtLeast(lang, figures.templates), label: t("stats.templates") },
              { value: t("stats.availabilityValue"), label: t("stats.availability") },
            ]}
          />
        </div>
      </section>

      <Section id="features" title={t("features.title")} tone="alt">
        <CardGrid keys={features} prefix="features" t={t} columns={3} />
      </Section>

      <Section id="use-cases" title={t("useCases.title")}>
        <CardGrid keys={useCases} prefix="useCases" t={t} columns={3} />
      </Section>

      <Section id="product-testimonials" title={t("testimonials.title")} tone="alt">
        <TestimonialGrid keys={testimonials} t={t} />
      </Section>

      <CtaBand title={t("cta.title")} text={t("cta.text")}>
        <Link to="/contact" className="button">
          {common("cta.demo")}
        </Link>
        <a href={company.productUrl} className="button button--secondary" rel="noopener">
          {t("hero.visit")}
        </a>
      </CtaBand>
    </>
  );
}
