import { KpiCounters, kpiCountersDefinition, type KpiCountersProps } from "./KpiCounters";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

/**
 * <kpi-counters>: three animated figures (euros saved, equipment uptime, alerts around the clock)
 * that count up when they scroll into view; with prefers-reduced-motion the final values show at
 * once. Screen readers hear each final value, never the ticks.
 *
 * @attr euros - Euros saved to count up to (+1,000 every 50 ms); default 47200.
 * @attr uptime - Uptime percentage to count up to (+0.1 every 30 ms); default 99.7.
 * @attr alerts - Alerts to count up to (+1 every 100 ms); default 24, shown as 24/7 once reached.
 * @attr lang - en or fr; defaults to the page's language detection.
 * @attr theme - light (default), dark, or auto (the page's `dark`/`light` class or `data-theme` on html or body, else the system setting); defaults to the page configuration.
 * @fires finished - CustomEvent<{ euros: number; uptime: number; alerts: number }>: every counter shows its target.
 * @csspart container - the widget's outer box
 * @csspart counter - one figure with its label (`data-counter` is euros, uptime or alerts)
 * @csspart value - the animated number
 * @csspart label - the text under the number
 * @cssprop --mw-kpi-value-color - colour of the numbers (defaults to --mw-color-primary)
 * @cssprop --mw-kpi-value-size - size of the numbers
 * @cssprop --mw-kpi-background - background of each figure
 * @cssprop --mw-kpi-gap - space between the figures
 * @cssprop --mw-kpi-padding - inner spacing of each figure
 */
export const defineKpiCounters = widgetModule("kpi-counters", KpiCounters, {
  props: { euros: "number", uptime: "number", alerts: "number", lang: "string", theme: "string" },
  events: ["onFinished"],
});

/** `document.querySelector("kpi-counters")` in TypeScript: its attributes as properties, typed events. */
export type KpiCountersElement = ElementOf<typeof defineKpiCounters>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type KpiCountersEventMap = WidgetEventMap<KpiCountersProps>;

// This file is the entry of `@marketing/widgets/kpi-counters`, dist/embed/kpi-counters.js and widgets.js's
// chunk for <kpi-counters> (which calls `define` itself, after the warm-up steps).
export { defineKpiCounters as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { kpiCountersDefinition as definition };
