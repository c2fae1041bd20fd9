import { CONFIG_KEYS } from "@marketing/contracts";

/** What the `theme` attribute and configuration key accept; `light` is today's look. */
export const THEME_SETTINGS = CONFIG_KEYS.theme.choices;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];
/** What a widget shows. */
export type Theme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * The page's own choice, from `<html>` then `<body>`: `data-theme="dark|light"` first, then a
 * `dark` or `light` class (WordPress block themes and site frameworks set one of these). The
 * element nearer the content wins, so `<body>` is read first; undefined when neither says.
 */
export function pageTheme(doc: Document | undefined = globalThis.document): Theme | undefined {
  for (const element of [doc?.body, doc?.documentElement]) {
    if (!element) continue;
    const data = element.getAttribute("data-theme");
    if (data === "dark" || data === "light") return data;
    if (element.classList.contains("dark")) return "dark";
    if (element.classList.contains("light")) return "light";
  }
  return undefined;
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;
}

/**
 * `auto`: the page's class or `data-theme` on `<body>`/`<html>` when it names one (a site's own
 * switch beats the system setting), else `prefers-color-scheme`.
 */
export function autoTheme(doc: Document | undefined = globalThis.document): Theme {
  return pageTheme(doc) ?? (systemPrefersDark() ? "dark" : "light");
}

export function themeOf(
  setting: ThemeSetting,
  doc: Document | undefined = globalThis.document,
): Theme {
  return setting === "auto" ? autoTheme(doc) : setting;
}

/*
 * One watcher per page, shared by every widget: a MutationObserver on `<html>` and `<body>`'s
 * class and data-theme, and the media query's change event. It runs only while a widget listens.
 */
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function watchPage(): () => void {
  const doc = globalThis.document;
  const observer = new MutationObserver(notify);
  const observe = () => {
    for (const element of [doc.documentElement, doc.body])
      if (element) observer.observe(element, { attributes: true, attributeFilter: ATTRIBUTES });
  };
  observe();
  // A script in <head> runs before <body> exists: observe it once the document is parsed.
  const onReady = () => {
    observe();
    notify();
  };
  if (!doc.body) doc.addEventListener("DOMContentLoaded", onReady, { once: true });
  const query = typeof matchMedia === "function" ? matchMedia(DARK_QUERY) : undefined;
  query?.addEventListener("change", notify);
  return () => {
    observer.disconnect();
    doc.removeEventListener("DOMContentLoaded", onReady);
    query?.removeEventListener("change", notify);
  };
}

const ATTRIBUTES = ["class", "data-theme"];

/** Calls `listener` whenever `auto` may resolve differently; returns the unsubscribe. */
export function subscribeToPageTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching && globalThis.document) stopWatching = watchPage();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

/** How many page watchers run (tests: one per page, not one per widget). */
export function pageWatchers(): number {
  return stopWatching ? 1 : 0;
}
