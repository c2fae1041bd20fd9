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

const WAKE_POINT = "data-wake-point";

/**
 * An observer calling `onSeen` with the tag of an observed element once it is on screen, or within
 * `rootMargin` of it. An observed wake point (`wakePoint`) stands for its element.
 */
export function seenObserver(
  onSeen: (tag: string) => void,
  rootMargin = "0px",
): IntersectionObserver {
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) onSeen(ownerTag(entry.target));
    },
    { rootMargin },
  );
}

function ownerTag(target: Element): string {
  const root = target.getRootNode();
  const point = target.hasAttribute(WAKE_POINT) && root instanceof ShadowRoot;
  return (point ? root.host : target).localName;
}

/**
 * The part of a server-rendered element whose approach wakes it (`"part-near"`): the one its root
 * marks `data-wake-point` (the post's comments: the article above is finished HTML), else itself.
 */
export const wakePoint = (element: Element): Element =>
  element.shadowRoot?.querySelector(`[${WAKE_POINT}]`) ?? element;
