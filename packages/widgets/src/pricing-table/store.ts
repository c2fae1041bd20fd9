import { createStore } from "zustand/vanilla";
import type { Billing } from "./plans";

export interface PricingState {
  billing: Billing;
  setBilling(billing: Billing): void;
}

/** One store per table: two tables on a page keep their own billing period. */
export function createPricingStore(initial: { billing?: Billing } = {}) {
  return createStore<PricingState>()((set) => ({
    billing: initial.billing ?? "monthly",
    setBilling: (billing) => set({ billing }),
  }));
}
