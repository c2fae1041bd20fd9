import { formatNumber } from "../core/numbers";

/** spec §9: the three plans. Prices in US cents so every computed price is exact. */
export type PlanId = "starter" | "professional" | "enterprise";
export type Billing = "monthly" | "annual";

export interface Plan {
  id: PlanId;
  /** Monthly price in cents; null for custom pricing. */
  monthlyCents: number | null;
  popular: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: "starter", monthlyCents: 2_900, popular: false },
  { id: "professional", monthlyCents: 7_900, popular: true },
  { id: "enterprise", monthlyCents: null, popular: false },
];

/** spec §9: annual plans 20% off. */
export const ANNUAL_DISCOUNT_PERCENT = 20;
/** spec §9: extra credits $0.50 per piece. */
export const EXTRA_CREDIT_CENTS = 50;
export const CURRENCY = "USD" as const;

export interface PlanPrice {
  /** What one month costs on this billing period. */
  perMonthCents: number;
  /** What a year costs, billed at once (annual billing only). */
  perYearCents?: number;
}

/** Annual billing: 20% off the monthly price, shown per month and as the yearly total. */
export function priceFor(plan: Plan, billing: Billing): PlanPrice | null {
  if (plan.monthlyCents === null) return null;
  if (billing === "monthly") return { perMonthCents: plan.monthlyCents };
  const perMonthCents = Math.round((plan.monthlyCents * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
  return { perMonthCents, perYearCents: perMonthCents * 12 };
}

/** $29 and $23.20 in English, 29 $US and 23,20 $US in French: cents only when there are some. */
export function formatPrice(cents: number, lang: string): string {
  return formatNumber(cents / 100, lang, {
    style: "currency",
    currency: CURRENCY,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
