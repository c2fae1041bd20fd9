import type { DeclaredElement, WidgetEventMap } from "../core/element";
import { type DeclaredProps } from "../core/declaration";
import { pricingTableApi } from "./pricing-table.api";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { Widget, useWidget } from "../core/WidgetRoot";
import { Progressive, Slice } from "../core/progressive";
import { useAnalytics } from "../core/analytics";
import { planSelection } from "./analytics";
import { pricingCatalogs } from "./catalogs";
import {
  ANNUAL_DISCOUNT_PERCENT,
  EXTRA_CREDIT_CENTS,
  PLANS,
  formatPrice,
  priceFor,
  type Billing,
  type Plan,
  type PlanId,
} from "./plans";
import { createPricingStore } from "./store";
import { earlyPress } from "../core/serverMarkers";
import { useLive } from "../core/live";

/** The element's attributes as props (its declaration, pricing-table.api.ts), and: */
export interface PricingTableProps extends DeclaredProps<typeof pricingTableApi> {
  /** Called when a plan's call to action is chosen (the link then leads to the contact URL). */
  onPlanSelected?: (detail: { plan: PlanId; billing: Billing }) => void;
}

export function PricingTable(props: PricingTableProps) {
  return <Widget declaration={pricingTableApi} props={props} body={Pricing} />;
}

function Pricing({ billing: billingProp, compact, onPlanSelected }: PricingTableProps) {
  const Subheading = compact ? "h2" : "h3";
  const { config, t } = useWidget();
  const track = useAnalytics();
  const named: Billing = billingProp === "annual" ? "annual" : "monthly";
  const [store] = useState(() => createPricingStore({ billing: named }));
  const { billing, setBilling } = useStore(store);
  // `billing` set (or removed) after load shows that period, as every attribute re-renders; the
  // visitor's own choice on the switch stays until the attribute changes again.
  const shownFor = useRef(named);
  useLayoutEffect(() => {
    if (shownFor.current === named) return;
    shownFor.current = named;
    setBilling(named);
  }, [named, setBilling]);
  const id = useId();
  const percent = ANNUAL_DISCOUNT_PERCENT;

  // In an element: the header and billing switch, the first plan, the other plans, then the notes
  // and questions, each after the previous one has been painted (core/progressive.tsx).
  return (
    <Progressive slices={4}>
      <section
        className="mw-pricing"
        part="container"
        aria-labelledby={compact ? undefined : `${id}-title`}
      >
        {!compact && (
          <header className="mw-pricing__header">
            <h2 className="mw-pricing__title" id={`${id}-title`} part="title">
              {t("title")}
            </h2>
            <p className="mw-pricing__subtitle">{t("subtitle")}</p>
          </header>
        )}

        <fieldset className="mw-pricing__billing" part="billing">
          <legend className="mw-visually-hidden">{t("billing.legend")}</legend>
          {(["monthly", "annual"] as const).map((period) => (
            <label key={period} className="mw-pricing__period">
              <input
                className="mw-visually-hidden mw-pricing__radio"
                type="radio"
                name={`${id}-billing`}
                value={period}
                checked={billing === period}
                onChange={() => setBilling(period)}
              />
              <span className="mw-pricing__period-label">
                {/* One inline run: in the flex label, a space between two items would collapse
                    ("Annual(save 20%)", to the eye and in the accessible name). */}
                <span>
                  {t(`billing.${period}`)}
                  {period === "annual" && (
                    <>
                      {" "}
                      <span className="mw-pricing__save">({t("billing.save", { percent })})</span>
                    </>
                  )}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        <Slice at={2}>
          <ul className="mw-pricing__plans" role="list">
            {PLANS.map((plan, index) => (
              <Slice key={plan.id} at={index ? 3 : 2}>
                <PlanCard
                  plan={plan}
                  billing={billing}
                  href={config.contactUrl}
                  idPrefix={id}
                  Heading={Subheading}
                  onChoose={() => {
                    onPlanSelected?.({ plan: plan.id, billing });
                    track(planSelection(plan, billing, index, t));
                  }}
                />
              </Slice>
            ))}
          </ul>
        </Slice>

        <Slice at={4}>
          <PricingNotes idPrefix={id} Heading={Subheading} />
        </Slice>
      </section>
    </Progressive>
  );
}

/** The notes under the plans and the questions (a component: their strings are looked up only once shown). */
function PricingNotes({ idPrefix: id, Heading }: { idPrefix: string; Heading: "h2" | "h3" }) {
  const { lang, t } = useWidget();
  const percent = ANNUAL_DISCOUNT_PERCENT;
  const extraPrice = formatPrice(EXTRA_CREDIT_CENTS, lang);
  // The catalogue in the language shown gives the number of entries.
  const faq = pricingCatalogs[lang].faq.items;
  return (
    <>
      <p className="mw-pricing__note">{t("extraCredits", { price: extraPrice })}</p>
      <p className="mw-pricing__note mw-pricing__trial" part="trial">
        {t("trial")}
      </p>

      <section className="mw-pricing__faq" part="faq" aria-labelledby={`${id}-faq`}>
        <Heading className="mw-pricing__faq-title" id={`${id}-faq`}>
          {t("faq.title")}
        </Heading>
        {faq.map((_, index) => (
          <details key={index} className="mw-pricing__question">
            <summary>{t(`faq.items.${index}.q`)}</summary>
            <p>{t(`faq.items.${index}.a`, { price: extraPrice, percent })}</p>
          </details>
        ))}
      </section>
    </>
  );
}

interface PlanCardProps {
  plan: Plan;
  billing: Billing;
  href: string;
  idPrefix: string;
  Heading: "h2" | "h3";
  onChoose(): void;
}

function PlanCard({ plan, billing, href, idPrefix, Heading, onChoose }: PlanCardProps) {
  const { t, lang } = useWidget();
  // Server-rendered, the card holds both periods' terms and the switch's CSS shows one: a press on
  // it answers at once, before the code arrives and without it. Live, the period chosen.
  const periods: Billing[] = useLive() ? [billing] : ["monthly", "annual"];
  const nameId = `${idPrefix}-${plan.id}`;
  const name = t(`plans.${plan.id}.name`);
  const featureCount = pricingCatalogs[lang].plans[plan.id].features.length;
  const features = Array.from({ length: featureCount }, (_, index) =>
    t(`plans.${plan.id}.features.${index}`),
  );

  return (
    <li
      className="mw-pricing__plan"
      part={plan.popular ? "plan plan-popular" : "plan"}
      data-plan={plan.id}
      data-popular={plan.popular || undefined}
    >
      {plan.popular && <p className="mw-pricing__badge">{t("mostPopular")}</p>}
      <Heading className="mw-pricing__plan-name" id={nameId}>
        {name}
      </Heading>
      <p className="mw-pricing__description">{t(`plans.${plan.id}.description`)}</p>
      {periods.map((period) => (
        <PlanTerms key={period} plan={plan} billing={period} />
      ))}
      <ul className="mw-pricing__features" aria-label={t("featuresLabel", { plan: name })}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <a
        className="mw-button mw-pricing__cta"
        part="cta"
        data-variant={plan.popular ? "primary" : "secondary"}
        href={href}
        aria-describedby={nameId}
        onClick={onChoose}
        // A press before the code arrives reports the plan chosen once it is in, then leads.
        {...earlyPress("link")}
      >
        {t(`plans.${plan.id}.cta`)}
      </a>
    </li>
  );
}

/** A plan's price and how it is billed, for one period. */
function PlanTerms({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { lang, t } = useWidget();
  const price = priceFor(plan, billing);
  return (
    <div className="mw-pricing__terms" data-billing={billing}>
      {/* A div: a large bold <p> before other paragraphs reads as a fake heading (axe p-as-heading). */}
      <div className="mw-pricing__price" part="price">
        {price ? (
          <>
            <span className="mw-pricing__amount">{formatPrice(price.perMonthCents, lang)}</span>
            <span className="mw-pricing__per">{t("perMonth")}</span>
          </>
        ) : (
          <span className="mw-pricing__amount">{t("custom")}</span>
        )}
      </div>
      <p className="mw-pricing__billed">
        {!price
          ? t("customNote")
          : price.perYearCents !== undefined
            ? t("billedAnnually", { total: formatPrice(price.perYearCents, lang) })
            : t("billedMonthly")}
      </p>
    </div>
  );
}

/** `document.querySelector("pricing-table")` in TypeScript: its attributes as properties, typed events. */
export type PricingTableElement = DeclaredElement<typeof pricingTableApi, PricingTableProps>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type PricingTableEventMap = WidgetEventMap<PricingTableProps>;
