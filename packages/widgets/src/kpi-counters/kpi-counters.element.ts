import { KpiCounters, kpiCountersDefinition, type KpiCountersProps } from "./KpiCounters";
import { kpiCountersApi } from "./kpi-counters.api";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

export const defineKpiCounters = widgetModule(kpiCountersApi, KpiCounters);

/** `document.querySelector("kpi-counters")` in TypeScript: its attributes as properties, typed events. */
export type KpiCountersElement = ElementOf<typeof defineKpiCounters>;

declare global {
  interface HTMLElementTagNameMap {
    "kpi-counters": KpiCountersElement;
  }
}

/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type KpiCountersEventMap = WidgetEventMap<KpiCountersProps>;

// This file is the entry of `@marketing/widgets/kpi-counters`, dist/embed/kpi-counters.js and widgets.js's
// chunk for <kpi-counters> (which calls `define` itself, after the warm-up steps).
export { defineKpiCounters as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { kpiCountersDefinition as definition };
