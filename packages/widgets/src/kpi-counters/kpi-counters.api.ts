import { declareWidget } from "../core/declaration";
import { countersCatalogs } from "./catalogs";
import { countersStyles } from "./styles";
import { languageAndTheme } from "../core/attributes";

// <kpi-counters>'s API, declared once (core/declaration.ts): the element, the React props, the
// configuration layer, the manifest and the docs, and the loader's reserved height and fallback
// derive from it and from the JSDoc above it.

/**
 * <kpi-counters>: three animated figures (euros saved, equipment uptime, alerts around the clock)
 * that count up when they scroll into view; with prefers-reduced-motion the final values show at
 * once. Screen readers hear each final value, never the ticks.
 *
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
export const kpiCountersApi = declareWidget({
  tag: "kpi-counters",
  catalogs: countersCatalogs,
  styles: countersStyles,
  namespace: "counters",
  rootClass: "kpi",
  attributes: {
    /** Euros saved to count up to (+1,000 every 50 ms); default 47200. */
    euros: { type: "number" },
    /** Uptime percentage to count up to (+0.1 every 30 ms); default 99.7. */
    uptime: { type: "number" },
    /** Alerts to count up to (+1 every 100 ms); default 24, shown as 24/7 once reached. */
    alerts: { type: "number" },
    ...languageAndTheme,
  },
  events: ["onFinished"],
  reserve: [379, 140, 116],
  // Its figures are already shown; the code counts them up once on screen, so it comes as the
  // element nears the viewport (taken over off screen, the figures count from zero in view).
  wake: "part-near",
});
