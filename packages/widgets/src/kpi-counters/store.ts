import { createStore } from "zustand/vanilla";
import { COUNTERS, valueAfter, type CounterKey, type Targets } from "./counters";

export interface CountersState {
  steps: Record<CounterKey, number>;
  /** One more step for a counter; false once it has reached its target. */
  tick(key: CounterKey): boolean;
  /** Show every target at once (reduced motion). */
  finishAll(): void;
  /** Back to zero, to count up again. */
  restart(): void;
}

const specOf = (key: CounterKey) => COUNTERS.find((spec) => spec.key === key)!;

export function reached(state: Pick<CountersState, "steps">, key: CounterKey, targets: Targets) {
  return valueAfter(specOf(key), state.steps[key], targets[key]) === targets[key];
}

/** One store per widget instance: two counter blocks on a page count on their own. */
export function createCountersStore(targets: Targets, steps: Record<CounterKey, number>) {
  return createStore<CountersState>()((set, get) => ({
    steps,
    tick: (key) => {
      if (reached(get(), key, targets)) return false;
      set((state) => ({ steps: { ...state.steps, [key]: state.steps[key] + 1 } }));
      return !reached(get(), key, targets);
    },
    finishAll: () => {
      const done = {} as Record<CounterKey, number>;
      for (const spec of COUNTERS) {
        done[spec.key] = Math.ceil((targets[spec.key] * spec.scale) / spec.stepUnits);
      }
      set({ steps: done });
    },
    restart: () => set({ steps: { euros: 0, uptime: 0, alerts: 0 } }),
  }));
}
