import type { Route } from "./+types/about";
import { BookCall } from "../components/BookCall";
import { CtaBand, PageHero, Section, StatList, CardGrid } from "../components/blocks";
import { figures, founders } from "../content/company";
import { formatAtLeast } from "../i18n/format";
import { useSiteLanguage, useSiteTranslation } from "../i18n/SiteLanguage";
import { namespaceMeta } from "../seo/meta";

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("about", location.pathname);
}

const beliefs = ["data", "people", "honesty"] as const;

export default function About() {
  const { t } = useSiteTranslation("about");
  const { lang } = useSiteLanguage();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")}>
        <BookCall />
      </PageHero>

      <Section id="story" title={t("story.title")}>
        <div className="split">
          <div className="prose">
            <p>{t("story.p1")}</p>
            <p>{t("story.p2")}</p>
          </div>
          <StatList
            stats={[
              {
                value: formatAtLeast(lang, figures.yearsOfExperience),
                label: t("story.experience"),
              },
              { value: formatAtLeast(lang, figures.projectsDelivered), label: t("story.projects") },
              { value: formatAtLeast(lang, figures.countriesServed), label: t("story.countries") },
            ]}
          />
        </div>
      </Section>

      <Section id="beliefs" title={t("beliefs.title")} tone="alt">
        <CardGrid keys={beliefs} prefix="beliefs" t={t} columns={3} />
      </Section>

      <Section id="founders" title={t("founders.title")}>
        <div className="grid grid--2">
          {founders.map((founder) => (
            <article key={founder.key} className="card person">
              <span className="person__avatar" aria-hidden="true">
                {founder.initials}
              </span>
              <div>
                <h3 className="card__title">{founder.name}</h3>
                <p className="person__role">{t(`founders.${founder.key}.role`)}</p>
                <p>{t(`founders.${founder.key}.bio`)}</p>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <CtaBand title={t("cta.title")} text={t("cta.text")}>
        <BookCall />
      </CtaBand>
    </>
  );
}
