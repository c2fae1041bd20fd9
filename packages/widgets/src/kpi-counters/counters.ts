import { formatNumber } from "../core/numbers";

/** spec §9: euros +1000 every 50 ms to 47,200; uptime +0.1 every 30 ms to 99.7; alerts +1 every 100 ms to 24. */
export type CounterKey = "euros" | "uptime" | "alerts";
export type Targets = Record<CounterKey, number>;

export interface CounterSpec {
  key: CounterKey;
  intervalMs: number;
  /** One step, in units of 1/scale (uptime steps by one tenth: integers, so 99.7 is reached exactly). */
  stepUnits: number;
  scale: number;
}

export const COUNTERS: readonly CounterSpec[] = [
  { key: "euros", intervalMs: 50, stepUnits: 1_000, scale: 1 },
  { key: "uptime", intervalMs: 30, stepUnits: 1, scale: 10 },
  { key: "alerts", intervalMs: 100, stepUnits: 1, scale: 1 },
];

export const DEFAULT_TARGETS: Targets = { euros: 47_200, uptime: 99.7, alerts: 24 };

/** The value after `steps` steps: the step count times the step, never past the target. */
export function valueAfter(spec: CounterSpec, steps: number, target: number): number {
  const value = (steps * spec.stepUnits) / spec.scale;
  return value >= target ? target : value;
}

/** The step counts `elapsedMs` into counting (for a deterministic snapshot). */
export function stepsAt(elapsedMs: number): Record<CounterKey, number> {
  const steps = {} as Record<CounterKey, number>;
  for (const spec of COUNTERS)
    steps[spec.key] = Math.floor(Math.max(0, elapsedMs) / spec.intervalMs);
  return steps;
}

/** A target from an attribute or prop: a finite, non-negative number, else the spec's default. */
export function resolveTargets(
  overrides: Partial<Record<CounterKey, number | undefined>>,
): Targets {
  const targets = { ...DEFAULT_TARGETS };
  for (const key of Object.keys(targets) as CounterKey[]) {
    const value = overrides[key];
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) targets[key] = value;
  }
  return targets;
}

export interface CounterFormats {
  euros(value: number): string;
  uptime(value: number): string;
  alerts(value: number): string;
}

/** €47,200 / 47 200 €; 99.7% / 99,7 %; 24. */
export function counterFormats(lang: string): CounterFormats {
  return {
    euros: (value) =>
      formatNumber(value, lang, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
    uptime: (value) =>
      formatNumber(value / 100, lang, {
        style: "percent",
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
    alerts: (value) => formatNumber(value, lang, { maximumFractionDigits: 0 }),
  };
}
