// Small presentational blocks shared by the pages: no state, no strings of their own.
import type { ReactNode } from "react";

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children && <div className="actions">{children}</div>}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  lead,
  tone,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: "alt";
  children: ReactNode;
}) {
  return (
    <section
      className={tone === "alt" ? "section section--alt" : "section"}
      aria-labelledby={`${id}-title`}
    >
      <div className="container">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        {lead && <p className="section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

export function Card({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <article className="card">
      <h3 className="card__title">{title}</h3>
      <div className="card__body">{children}</div>
      {footer && <div className="card__footer">{footer}</div>}
    </article>
  );
}

/** Cards whose title and text are the catalogue's `{prefix}.{key}.title` and `.text`. */
export function CardGrid({
  keys,
  prefix,
  t,
  columns = 3,
}: {
  keys: readonly string[];
  prefix: string;
  t: (key: string) => string;
  columns?: 2 | 3 | 4;
}) {
  return (
    <div className={`grid grid--${columns}`}>
      {keys.map((key) => (
        <Card key={key} title={t(`${prefix}.${key}.title`)}>
          <p>{t(`${prefix}.${key}.text`)}</p>
        </Card>
      ))}
    </div>
  );
}

/** Figures with their labels; the value is shown above its label (CSS), read after it. */
export function StatList({ stats }: { stats: Array<{ value: string; label: string }> }) {
  return (
    <dl className="stats">
      {stats.map((stat) => (
        <div key={stat.label} className="stats__item">
          <dt className="stats__label">{stat.label}</dt>
          <dd className="stats__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Testimonial({ quote, name, company }: { quote: string; name: string; company: string }) {
  return (
    <figure className="testimonial">
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>, {company}
      </figcaption>
    </figure>
  );
}

/** Testimonials whose quote, name and company are the catalogue's `testimonials.{key}.*`. */
export function TestimonialGrid({
  keys,
  t,
}: {
  keys: readonly string[];
  t: (key: string) => string;
}) {
  return (
    <div className="grid grid--3">
      {keys.map((key) => (
        <Testimonial
          key={key}
          quote={t(`testimonials.${key}.quote`)}
          name={t(`testimonials.${key}.name`)}
          company={t(`testimonials.${key}.company`)}
        />
      ))}
    </div>
  );
}

export function CtaBand({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <h2 id="cta-title">{title}</h2>
        <p>{text}</p>
        <div className="actions">{children}</div>
      </div>
    </section>
  );
}
