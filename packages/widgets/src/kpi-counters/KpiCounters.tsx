import type { DeclaredElement, WidgetEventMap } from "../core/element";
import type { DeclaredProps } from "../core/declaration";
import { kpiCountersApi } from "./kpi-counters.api";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useStore } from "zustand";
import { Widget, useWidget } from "../core/WidgetRoot";
import {
  COUNTERS,
  counterFormats,
  resolveTargets,
  stepsAt,
  valueAfter,
  type CounterKey,
  type Targets,
} from "./counters";
import { createCountersStore, reached } from "./store";
import { usePrerendered } from "../core/prerendered";

/** The element's attributes as props (its declaration, kpi-counters.api.ts), and: */
export interface KpiCountersProps extends DeclaredProps<typeof kpiCountersApi> {
  /** Called once every counter shows its target. */
  onFinished?: (detail: Targets) => void;
  /** Show the counters this many ms into counting, without animating (stories, screenshots). */
  elapsedMs?: number;
}

export function KpiCounters(props: KpiCountersProps) {
  return <Widget declaration={kpiCountersApi} props={props} body={Counters} />;
}

/** The share of the counters on screen from which they are in view: they count from there. */
const IN_VIEW_SHARE = 0.25;

/** Long enough into counting for every counter to show its target. */
export const SHOWN_AT_TARGETS_MS = Number.MAX_SAFE_INTEGER;

/** The spec's '24/7 alerts': the alerts counter reads 24/7 once it has reached 24 (alerts around the clock). */
const ROUND_THE_CLOCK = 24;

function Counters({ euros, uptime, alerts, onFinished, elapsedMs }: KpiCountersProps) {
  const { lang, t } = useWidget();
  const targets = useMemo(() => resolveTargets({ euros, uptime, alerts }), [euros, uptime, alerts]);
  const frozen = elapsedMs !== undefined;
  // Server-rendered counters show their targets (as the HTML did) until they count on screen.
  const { takingOver } = usePrerendered();
  // A new target (an attribute changed) starts a new count.
  const store = useMemo(
    () =>
      createCountersStore(targets, stepsAt(elapsedMs ?? (takingOver ? SHOWN_AT_TARGETS_MS : 0))),
    [targets, elapsedMs, takingOver],
  );
  const steps = useStore(store, (state) => state.steps);
  const listRef = useRef<HTMLUListElement>(null);
  const onFinishedRef = useRef(onFinished);
  useLayoutEffect(() => {
    onFinishedRef.current = onFinished;
  });

  // Taking a server-rendered root over, the figures go back to zero before any paint, so they count
  // up once in view: unseen when they are not yet in view (their code comes as they near it), as
  // the page starts when they are on its first screen. Only counters the visitor scrolled to before
  // their code arrived keep their figures: dropping them to zero there would be a flash.
  useLayoutEffect(() => {
    const list = listRef.current;
    const win = list?.ownerDocument.defaultView;
    if (!takingOver || frozen || !list || !win || reducedMotion(win)) return;
    const box = list.getBoundingClientRect();
    const shown = Math.min(box.bottom, win.innerHeight) - Math.max(box.top, 0);
    const scrolledTo = win.scrollY > 0 && shown >= box.height * IN_VIEW_SHARE;
    if (!scrolledTo) store.getState().restart();
  }, [store, takingOver, frozen]);

  useEffect(() => {
    const list = listRef.current;
    const win = list?.ownerDocument.defaultView;
    if (frozen || !list || !win) return;
    // DESIGN: components respect prefers-reduced-motion; the final values show at once.
    if (reducedMotion(win)) {
      store.getState().finishAll();
      return;
    }
    const timers: Array<ReturnType<typeof setInterval>> = [];
    const start = () => {
      // A counter already at its figure (taken over on screen) stays there.
      for (const spec of COUNTERS) {
        if (reached(store.getState(), spec.key, targets)) continue;
        const timer = setInterval(() => {
          if (!store.getState().tick(spec.key)) clearInterval(timer);
        }, spec.intervalMs);
        timers.push(timer);
      }
    };
    let observer: IntersectionObserver | undefined;
    // Counting starts when the counters scroll into view, at once where that cannot be observed.
    if (typeof win.IntersectionObserver === "function") {
      observer = new win.IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { threshold: IN_VIEW_SHARE },
      );
      observer.observe(list);
    } else {
      start();
    }
    return () => {
      observer?.disconnect();
      timers.forEach(clearInterval);
    };
  }, [frozen, store, targets, takingOver]);

  const allReached = COUNTERS.every((spec) => reached({ steps }, spec.key, targets));
  useEffect(() => {
    if (allReached) onFinishedRef.current?.({ ...targets });
  }, [allReached, targets]);

  const format = useMemo(() => counterFormats(lang), [lang]);
  const display = (key: CounterKey, value: number, done: boolean) =>
    key === "alerts" && done && value === ROUND_THE_CLOCK
      ? `${format.alerts(value)}/7`
      : format[key](value);

  return (
    <section className="mw-kpi" part="container" aria-label={t("title")}>
      <ul
        className="mw-kpi__list"
        role="list"
        ref={listRef}
        data-state={allReached ? "finished" : "counting"}
      >
        {COUNTERS.map((spec) => {
          const target = targets[spec.key];
          const value = valueAfter(spec, steps[spec.key], target);
          return (
            <li key={spec.key} className="mw-kpi__item" part="counter" data-counter={spec.key}>
              {/* Screen readers get the final figure once, not every tick. */}
              <span className="mw-kpi__figure">
                <span className="mw-kpi__value" part="value" aria-hidden="true">
                  {display(spec.key, value, value === target)}
                </span>
                <span className="mw-kpi__sizer">{display(spec.key, target, true)}</span>
              </span>
              <span className="mw-visually-hidden">{display(spec.key, target, true)}</span>
              <span className="mw-kpi__label" part="label">
                {t(spec.key)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const reducedMotion = (win: Window) =>
  win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** `document.querySelector("kpi-counters")` in TypeScript: its attributes as properties, typed events. */
export type KpiCountersElement = DeclaredElement<typeof kpiCountersApi, KpiCountersProps>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type KpiCountersEventMap = WidgetEventMap<KpiCountersProps>;
