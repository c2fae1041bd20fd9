// The element's file: the entry of its npm subpath (`@marketing/widgets/<tag>`), its embed script
// and widgets.js's chunk for its tag, which calls `define` itself after the warm-up steps
// (src/embed/warm.tsx, from `declaration`). Its types are at the end of the component's file.
import { KpiCounters, type KpiCountersElement } from "./KpiCounters";
import { kpiCountersApi } from "./kpi-counters.api";
import { widgetModule } from "../core/element";
export { type KpiCountersElement, type KpiCountersEventMap } from "./KpiCounters";

export { kpiCountersApi as declaration };
export const define = widgetModule(kpiCountersApi, KpiCounters);
export { define as defineKpiCounters };

declare global {
  interface HTMLElementTagNameMap {
    "kpi-counters": KpiCountersElement;
  }
}
