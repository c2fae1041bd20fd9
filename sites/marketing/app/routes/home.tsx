import type { Route } from "./+types/home";
import { Link } from "../components/LocalizedLink";
import { BookCall } from "../components/BookCall";
import {
  Card,
  CtaBand,
  PageHero,
  Section,
  StatList,
  TestimonialGrid,
  CardGrid,
} from "../components/blocks";
import { clientLogos } from "../content/company";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { namespaceMeta } from "../seo/meta";

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("home", location.pathname);
}

const solutions = [
  { key: "analytics", to: "/industrial-analytics" },
  { key: "content", to: "/products" },
  { key: "services", to: "/services" },
] as const;
const values = ["evidence", "clarity", "partnership", "quality"] as const;
const testimonials = ["one", "two", "three"] as const;

export default function Home() {
  const { t } = useSiteTranslation("home");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <Link to="/products" className="button">
          {t("hero.explore")}
        </Link>
        <Link to="/about" className="button button--secondary">
          {t("hero.learn")}
        </Link>
        <BookCall />
      </PageHero>

      <section className="section section--tight" aria-label={t("highlights.label")}>
        <div className="container">
          <StatList
            stats={(["time", "seo", "score"] as const).map((key) => ({
              value: t(`highlights.${key}.value`),
              label: t(`highlights.${key}.label`),
            }))}
          />
        </div>
      </section>

      <Section id="solutions" title={t("solutions.title")} lead={t("solutions.lead")} tone="alt">
        <div className="grid grid--3">
          {solutions.map(({ key, to }) => (
            <Card
              key={key}
              title={t(`solutions.${key}.title`)}
              footer={
                <Link to={to} className="text-link">
                  {t(`solutions.${key}.link`)}
                </Link>
              }
            >
              <p>{t(`solutions.${key}.text`)}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="values" title={t("values.title")}>
        <CardGrid keys={values} prefix="values" t={t} columns={4} />
      </Section>

      <Section id="clients" title={t("clients.title")} tone="alt">
        <ul className="logos">
          {clientLogos.map((name) => (
            <li key={name} className="logos__item">
              {name}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="testimonials" title={t("testimonials.title")}>
        <TestimonialGrid keys={testimonials} t={t} />
      </Section>

      <CtaBand title={t("finalCta.title")} text={t("finalCta.text")}>
        <BookCall />
      </CtaBand>
    </>
  );
}
