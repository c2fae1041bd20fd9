import type { Route } from "./+types/services";
import { Link } from "../components/LocalizedLink";
import { BookCall } from "../components/BookCall";
import { Card, CtaBand, PageHero, Section } from "../components/blocks";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { namespaceMeta } from "../seo/meta";

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("services", location.pathname);
}

const services = ["generation", "seo", "strategy", "integrations"] as const;
const steps = ["discovery", "strategy", "implementation", "optimization"] as const;

export default function Services() {
  const { t } = useSiteTranslation("services");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <BookCall />
      </PageHero>

      <Section id="services" title={t("list.title")} tone="alt">
        <div className="grid grid--2">
          {services.map((key) => (
            <Card
              key={key}
              title={t(`list.${key}.title`)}
              footer={
                <Link to="/contact" className="text-link">
                  {t(`list.${key}.link`)}
                </Link>
              }
            >
              <p>{t(`list.${key}.text`)}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="process" title={t("process.title")}>
        <ol className="steps">
          {steps.map((key, index) => (
            <li key={key} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="card__title">{t(`process.${key}.title`)}</h3>
              <p>{t(`process.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand title={t("cta.title")} text={t("cta.text")}>
        <BookCall />
      </CtaBand>
    </>
  );
}
