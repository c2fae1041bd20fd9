import r2wc from "@r2wc/react-to-web-component";
import { KpiCounters } from "./KpiCounters";
import { defineElement, OUTCOME_EVENT } from "../core/element";

/**
 * <kpi-counters>: three animated figures (euros saved, equipment uptime, alerts around the clock)
 * that count up when they scroll into view; with prefers-reduced-motion the final values show at
 * once. Screen readers hear each final value, never the ticks.
 *
 * @attr euros - Euros saved to count up to (+1,000 every 50 ms); default 47200.
 * @attr uptime - Uptime percentage to count up to (+0.1 every 30 ms); default 99.7.
 * @attr alerts - Alerts to count up to (+1 every 100 ms); default 24, shown as 24/7 once reached.
 * @attr lang - en or fr; defaults to the page's language detection.
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
export function createKpiCountersElement(): CustomElementConstructor {
  return r2wc(KpiCounters, {
    shadow: "open",
    props: { euros: "number", uptime: "number", alerts: "number", lang: "string" },
    events: { onFinished: OUTCOME_EVENT },
  });
}

/** Registers the element, under another tag if the page already uses `kpi-counters`. */
export function defineKpiCounters(tag = "kpi-counters"): void {
  defineElement(tag, createKpiCountersElement);
}
