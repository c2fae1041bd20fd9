import type { Route } from "./+types/contact";
import { PageHero } from "../components/blocks";
import { company, offices, telHref } from "../content/company";
import { widgetConfig } from "../config";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { namespaceMeta } from "../seo/meta";
import { Widget } from "../widgets/Widget";

export function meta({ location }: Route.MetaArgs) {
  return namespaceMeta("contact", location.pathname);
}

export default function Contact() {
  const { t } = useSiteTranslation("contact");
  const rows = (pairs: Array<[string, string]>) =>
    pairs.map(([label, value]) => (
      <div key={label} className="hours__row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ));
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <div className="container contact">
        <section className="contact__form card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="section__title">
            {t("form.title")}
          </h2>
          <Widget tag="contact-form" attributes={{ compact: true }} />
        </section>

        <div className="contact__aside">
          <section className="card" aria-labelledby="details-title">
            <h2 id="details-title" className="card__title">
              {t("details.title")}
            </h2>
            <dl className="hours">
              <div className="hours__row">
                <dt>{t("details.email")}</dt>
                <dd>
                  <a href={`mailto:${widgetConfig.contactEmail}`}>{widgetConfig.contactEmail}</a>
                </dd>
              </div>
              <div className="hours__row">
                <dt>{t("details.sales")}</dt>
                <dd>
                  <a href={`mailto:${company.salesEmail}`}>{company.salesEmail}</a>
                </dd>
              </div>
              <div className="hours__row">
                <dt>{t("details.support")}</dt>
                <dd>
                  <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
                </dd>
              </div>
            </dl>
          </section>

          <section className="card" aria-labelledby="hours-title">
            <h2 id="hours-title" className="card__title">
              {t("hours.title")}
            </h2>
            <dl className="hours">
              {rows([
                [t("hours.weekdays"), t("hours.weekdaysTime")],
                [t("hours.saturday"), t("hours.saturdayTime")],
                [t("hours.sunday"), t("hours.closed")],
              ])}
            </dl>
          </section>

          <section className="card" aria-labelledby="response-title">
            <h2 id="response-title" className="card__title">
              {t("response.title")}
            </h2>
            <dl className="hours">
              {rows([
                [t("response.sales"), t("response.salesTime")],
                [t("response.general"), t("response.generalTime")],
                [t("response.technical"), t("response.technicalTime")],
              ])}
            </dl>
            <p className="muted">{t("response.note")}</p>
          </section>
        </div>
      </div>

      <section className="section" aria-labelledby="offices-title">
        <div className="container">
          <h2 id="offices-title" className="section__title">
            {t("offices.title")}
          </h2>
          <div className="grid grid--2">
            {offices.map((office) => (
              <article key={office.key} className="card">
                <h3 className="card__title">{t(`offices.${office.key}`)}</h3>
                <address>
                  {office.address.map((line) => (
                    <span key={line} className="address-line">
                      {line}
                    </span>
                  ))}
                  <span className="address-line">{t(`offices.country.${office.key}`)}</span>
                </address>
                <dl className="hours">
                  <div className="hours__row">
                    <dt>{t("offices.phone")}</dt>
                    <dd>
                      <a href={telHref(office.phone)}>{office.phone}</a>
                    </dd>
                  </div>
                  <div className="hours__row">
                    <dt>{t("offices.messaging")}</dt>
                    <dd>
                      <a href={telHref(office.messaging)}>{office.messaging}</a>
                    </dd>
                  </div>
                </dl>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
