import { PricingTable, pricingTableDefinition, type PricingTableProps } from "./PricingTable";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

/**
 * <pricing-table>: the three plans (Starter, Professional, Enterprise) with a monthly/annual switch
 * (annual 20% off, shown per month with the yearly total), extra credits, the free trial and an FAQ.
 * Prices are formatted for the language; every call to action links to the contact URL.
 *
 * @attr contact-url - Where every call to action leads; defaults to the page configuration (`contactUrl`, /contact).
 * @attr billing - monthly (default) or annual: the billing period shown first.
 * @attr lang - en or fr; defaults to the page's language detection.
 * @attr compact - "true" leaves out the table's own heading and sentence, where the page already has them (the section is then unnamed).
 * @attr theme - light (default), dark, or auto (the page's `dark`/`light` class or `data-theme` on html or body, else the system setting); defaults to the page configuration.
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
export const definePricingTable = widgetModule("pricing-table", PricingTable, {
  props: {
    contactUrl: "string",
    billing: "string",
    lang: "string",
    compact: "boolean",
    theme: "string",
  },
  events: ["onPlanSelected"],
});

/** `document.querySelector("pricing-table")` in TypeScript: its attributes as properties, typed events. */
export type PricingTableElement = ElementOf<typeof definePricingTable>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type PricingTableEventMap = WidgetEventMap<PricingTableProps>;

// This file is the entry of `@marketing/widgets/pricing-table`, dist/embed/pricing-table.js and widgets.js's
// chunk for <pricing-table> (which calls `define` itself, after the warm-up steps).
export { definePricingTable as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { pricingTableDefinition as definition };
