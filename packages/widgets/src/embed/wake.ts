// When a server-rendered element loads its code: its HTML already shows it finished, so nothing
// needs to run at load (docs/decisions/2026-11-28-wake-when-needed.md). Its declaration's `wake`
// says when; the loader's intent watch (./intent.ts) wakes any of them sooner, on a first intent.

/** The longest an idle wake waits for the browser to be idle, in ms: a busy page still gets it. */
export const IDLE_TIMEOUT_MS = 3_000;

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
};

/** Calls `callback` once the browser is idle (at the latest after `IDLE_TIMEOUT_MS`), else a timer. */
export function whenIdle(callback: () => void): void {
  const idle = (window as IdleWindow).requestIdleCallback;
  if (typeof idle === "function") idle.call(window, callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

/** An observer calling `onVisible` with the tag of an element once any part of it is on screen. */
export function visibleObserver(onVisible: (tag: string) => void): IntersectionObserver {
  return new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) onVisible(entry.target.localName);
  });
}
