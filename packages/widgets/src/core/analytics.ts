// Analytics without code: with `analytics: "dataLayer"` in the configuration, the widgets push
// Google Analytics 4 recommended events to `window.dataLayer`, which Google Tag Manager (or
// gtag.js) reads. The events carry what happened and the widget's language, never what a visitor
// typed: no email, name, company or message.
import { useWidget } from "./WidgetRoot";

/** GA4's `items` entry of an ecommerce event (here, a pricing plan). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_list_id: string;
  item_list_name: string;
  /** The billing period: `monthly` or `annual`. */
  item_variant: string;
  index: number;
  /** Per month in `currency`; left out for custom pricing. */
  price?: number;
  currency?: string;
}

/** The events the widgets push, each a GA4 recommended event with its prescribed parameters. */
export type AnalyticsEvent =
  | { event: "sign_up"; method: "newsletter" }
  | { event: "generate_lead"; lead_source: "contact_form" | "booking" }
  | {
      event: "select_item";
      item_list_id: string;
      item_list_name: string;
      items: AnalyticsItem[];
    };

/** What is pushed: the event and the widget's language. */
export type AnalyticsPush = AnalyticsEvent & { language: string };

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * Pushes one event to `window.dataLayer` (created when missing, as GTM's snippet does) when the
 * configuration says `dataLayer`; otherwise does nothing. The configuration resolver has already
 * refused any other value with a warning naming the key.
 */
export function pushAnalytics(
  setting: string,
  event: AnalyticsEvent,
  language: string,
  win: Window | undefined = globalThis.window,
): void {
  if (setting !== "dataLayer" || !win) return;
  const target = win as Window & DataLayerWindow;
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  const push: AnalyticsPush = { ...event, language };
  target.dataLayer.push(push);
}

/** A widget's way to report an event, in its configuration and language. */
export function useAnalytics(): (event: AnalyticsEvent) => void {
  const { config, lang } = useWidget();
  return (event) => pushAnalytics(config.analytics, event, lang);
}
