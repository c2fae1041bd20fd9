import { declareWidget } from "../core/declaration";
import { pricingCatalogs } from "./catalogs";
import { pricingStyles } from "./styles";
import { languageAttribute, themeAttribute } from "../core/attributes";

// <pricing-table>'s API, declared once (core/declaration.ts): the element, the React props, the
// configuration layer, the manifest and the docs, and the loader's reserved height and fallback
// derive from it and from the JSDoc above it.

/**
 * <pricing-table>: the three plans (Starter, Professional, Enterprise) with a monthly/annual switch
 * (annual 20% off, shown per month with the yearly total), extra credits, the free trial and an FAQ.
 * Prices are formatted for the language; every call to action links to the contact URL.
 *
 * @fires planselected - CustomEvent<{ plan: "starter" | "professional" | "enterprise"; billing: "monthly" | "annual" }>: a call to action was chosen (the link then navigates).
 * @csspart container - the widget's outer box
 * @csspart title - the heading (none with `compact`)
 * @csspart billing - the monthly/annual switch
 * @csspart plan - each plan's card (the Professional card is also `plan-popular`)
 * @csspart price - a plan's price
 * @csspart cta - a plan's call to action
 * @csspart trial - the free-trial line
 * @csspart faq - the questions and answers
 * @cssprop --mw-color-primary - switch, badge and button colour
 * @cssprop --mw-pricing-gap - space between the sections
 * @cssprop --mw-pricing-card-background - background of a plan's card
 */
export const pricingTableApi = declareWidget({
  tag: "pricing-table",
  catalogs: pricingCatalogs,
  styles: pricingStyles,
  rootClass: "pricing",
  attributes: {
    /** Where every call to action leads; defaults to the page configuration (`contactUrl`, /contact). */
    contactUrl: { config: true },
    /** monthly (default) or annual: the billing period shown first. */
    billing: {},
    ...languageAttribute,
    /** "true" leaves out the table's own heading and sentence, where the page already has them (the section is then unnamed). */
    compact: { type: "boolean" },
    ...themeAttribute,
  },
  events: ["onPlanSelected"],
  reserve: [1965, 1039, 994],
  reserveFr: [2010, 1063, 1015],
  // Its HTML works as shown; its code is needed only once the visitor reaches for it.
  wake: "intent",
  fallback: "contactUrl",
});
