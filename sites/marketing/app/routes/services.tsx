import { Link } from "react-router";
import en from "../locales/en/services.json";
import fr from "../locales/fr/services.json";
import { BookCall } from "../components/BookCall";
import { Card, CtaBand, PageHero, Section } from "../components/blocks";
import { useLocalizedTitle, useSiteTranslation } from "../i18n/SiteLanguage";
import { pageMeta } from "../seo/meta";

export function meta() {
  return pageMeta({ path: "/services", title: en.meta.title, description: en.meta.description });
}

const services = ["generation", "seo", "strategy", "integrations"] as const;
const steps = ["discovery", "strategy", "implementation", "optimization"] as const;

export default function Services() {
  const { t } = useSiteTranslation("services", { en, fr });
  useLocalizedTitle(t("meta.title"));
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
                  {t("list.link", { service: t(`list.${key}.title`).toLowerCase() })}
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
