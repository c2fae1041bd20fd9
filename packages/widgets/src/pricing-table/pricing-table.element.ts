// The element's file: the entry of its npm subpath (`@marketing/widgets/<tag>`), its embed script
// and widgets.js's chunk for its tag, which calls `define` itself after the warm-up steps
// (src/embed/warm.tsx, from `declaration`). Its types are at the end of the component's file.
import { PricingTable, type PricingTableElement } from "./PricingTable";
import { pricingTableApi } from "./pricing-table.api";
import { widgetModule } from "../core/element";
export { type PricingTableElement, type PricingTableEventMap } from "./PricingTable";

export { pricingTableApi as declaration };
export const define = widgetModule(pricingTableApi, PricingTable);
export { define as definePricingTable };

declare global {
  interface HTMLElementTagNameMap {
    "pricing-table": PricingTableElement;
  }
}
