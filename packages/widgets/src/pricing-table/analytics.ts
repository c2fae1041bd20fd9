import type { TFunction } from "i18next";
import type { AnalyticsEvent } from "../core/analytics";
import { CURRENCY, priceFor, type Billing, type Plan } from "./plans";

/** The pricing table as a GA4 item list: stable names, whatever the language shown. */
export const PRICING_LIST = { item_list_id: "pricing", item_list_name: "Pricing" } as const;

/**
 * GA4's `select_item` for a chosen plan: the plan as the one item (its id, the name shown, the
 * billing period as its variant, its position, the price per month in US dollars unless custom).
 */
export function planSelection(
  plan: Plan,
  billing: Billing,
  index: number,
  t: TFunction,
): AnalyticsEvent {
  const price = priceFor(plan, billing);
  return {
    event: "select_item",
    ...PRICING_LIST,
    items: [
      {
        item_id: plan.id,
        item_name: t(`plans.${plan.id}.name`),
        ...PRICING_LIST,
        item_variant: billing,
        index,
        ...(price && { price: price.perMonthCents / 100, currency: CURRENCY }),
      },
    ],
  };
}
