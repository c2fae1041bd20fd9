import { Link } from "react-router";
import en from "../locales/en/products.json";
import fr from "../locales/fr/products.json";
import { CtaBand, PageHero, Section, StatList, Testimonial, CardGrid } from "../components/blocks";
import { company } from "../content/company";
import { useCommonTranslation } from "../i18n/common";
import { useLocalizedTitle, useSiteTranslation } from "../i18n/SiteLanguage";
import { pageMeta } from "../seo/meta";

export function meta() {
  return pageMeta({ path: "/products", title: en.meta.title, description: en.meta.description });
}

const features = ["seo", "wordpress", "social", "api", "bulk", "voice"] as const;
const useCases = ["creators", "marketing", "smallBusiness"] as const;
const testimonials = ["one", "two", "three"] as const;

export default function Products() {
  const { t } = useSiteTranslation("products", { en, fr });
  const common = useCommonTranslation().t;
  useLocalizedTitle(t("meta.title"));
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
              { value: "10x", label: t("stats.speed") },
              { value: "94%", label: t("stats.score") },
              { value: "50+", label: t("stats.templates") },
              { value: "24/7", label: t("stats.availability") },
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
        <div className="grid grid--3">
          {testimonials.map((key) => (
            <Testimonial
              key={key}
              quote={t(`testimonials.${key}.quote`)}
              name={t(`testimonials.${key}.name`)}
              company={t(`testimonials.${key}.company`)}
            />
          ))}
        </div>
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
