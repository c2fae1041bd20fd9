import { PricingTable, pricingTableDefinition, type PricingTableProps } from "./PricingTable";
import { pricingTableApi } from "./pricing-table.api";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

export const definePricingTable = widgetModule(pricingTableApi, PricingTable);

/** `document.querySelector("pricing-table")` in TypeScript: its attributes as properties, typed events. */
export type PricingTableElement = ElementOf<typeof definePricingTable>;

declare global {
  interface HTMLElementTagNameMap {
    "pricing-table": PricingTableElement;
  }
}

/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type PricingTableEventMap = WidgetEventMap<PricingTableProps>;

// This file is the entry of `@marketing/widgets/pricing-table`, dist/embed/pricing-table.js and widgets.js's
// chunk for <pricing-table> (which calls `define` itself, after the warm-up steps).
export { definePricingTable as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { pricingTableDefinition as definition };
