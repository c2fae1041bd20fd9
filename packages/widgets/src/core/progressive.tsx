import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from "react";
import { useElementShadowRoot } from "./shadowRoot";
import { usePrerendered } from "./prerendered";
import { RESERVED_HEIGHT_PROPERTY } from "./reservedHeight";

/**
 * Progressive rendering of a custom element (no start-up task over 50 ms with the CPU
 * slowed 4x). A large widget's body renders inside `<Progressive slices={n}>`, each part after the
 * first in a `<Slice at={2…n}>`. In an element, the first render (r2wc's `connectedCallback`)
 * draws slice 1, and each later slice renders in a task of its own after the previous one has been
 * painted (a few frames in all), so neither one task's rendering nor one frame's style and layout
 * (each new font size and weight costs the first layout that uses it) takes the whole widget.
 * The final DOM is the same. The React components (the npm package, the server renderer) and an
 * element taking a server-rendered shadow root over render every slice at once.
 */
const SliceContext = createContext(Infinity);

/** Renders its children once the widget shows slice `at` (at once outside a sliced element). */
export function Slice({ at, children }: { at: number; children: ReactNode }) {
  return useContext(SliceContext) >= at ? children : null;
}

/** A hidden page paints no frame: the next slice then comes after this long (ms). */
const HIDDEN_PAGE_DELAY_MS = 100;

/**
 * Runs `run` in a new task once the next frame has been rendered (requestAnimationFrame runs just
 * before the frame's style and layout; the timer it starts runs after them). Returns a cancel.
 */
export function afterNextFrame(run: () => void): () => void {
  let state: "waiting" | "queued" | "cancelled" = "waiting";
  let task: ReturnType<typeof setTimeout> | undefined;
  const queue = () => {
    if (state !== "waiting") return;
    state = "queued";
    clearTimeout(fallback);
    task = setTimeout(() => state === "queued" && run(), 0);
  };
  const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(queue) : 0;
  const fallback = setTimeout(queue, HIDDEN_PAGE_DELAY_MS);
  return () => {
    state = "cancelled";
    clearTimeout(fallback);
    clearTimeout(task);
    if (frame && typeof cancelAnimationFrame === "function") cancelAnimationFrame(frame);
  };
}

/**
 * How many of `total` slices to show: 1 at first, then one more after each painted frame; Infinity
 * (everything) once all are shown, or at once when `total` is 1.
 */
function useSlices(total: number): number {
  const [shown, setShown] = useState(1);
  const done = shown >= total;
  useEffect(() => {
    if (!done) return afterNextFrame(() => setShown((count) => count + 1));
  }, [done, shown]);
  return done ? Infinity : shown;
}

/**
 * Renders its `<Slice>`s one after the other in a custom element, all at once under the React API.
 * Give it a `key` that changes with what it shows (a post once loaded) to slice that render too.
 */
export function Progressive({ slices, children }: { slices: number; children: ReactNode }) {
  const shadowRoot = useElementShadowRoot();
  // An element taking server-rendered content over renders it whole: a first slice would remove
  // what the HTML already shows.
  const { takingOver } = usePrerendered();
  const shown = useSlices(shadowRoot && !takingOver ? slices : 1);
  const slicing = shadowRoot !== null && shown !== Infinity;
  useLayoutEffect(() => {
    if (slicing) return holdReservedHeight(shadowRoot);
  }, [slicing, shadowRoot]);
  return <SliceContext.Provider value={shown}>{children}</SliceContext.Provider>;
}

/** The shadow-root rule that keeps an element at its reserved height while it renders. */
let holdingSheet: CSSStyleSheet | undefined;

/**
 * Keeps the element at the height the embed layer reserved for it until its last slice has
 * rendered, so that what follows it on the page does not move up with the first slice and down
 * again with the next. Without a reserved height (an element from the npm package, no loader) the
 * rule holds nothing. Returns the release.
 */
function holdReservedHeight(root: ShadowRoot): () => void {
  const host = root.host;
  if (typeof CSSStyleSheet !== "function" || !("adoptedStyleSheets" in root)) return () => {};
  if (!holdingSheet) {
    holdingSheet = new CSSStyleSheet();
    holdingSheet.replaceSync(
      `:host([data-mw-rendering]) { min-height: var(${RESERVED_HEIGHT_PROPERTY}, auto) !important; }`,
    );
  }
  if (!root.adoptedStyleSheets.includes(holdingSheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, holdingSheet];
  }
  host.setAttribute("data-mw-rendering", "");
  return () => host.removeAttribute("data-mw-rendering");
}
