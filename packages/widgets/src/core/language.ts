// The visitor's language: its keys, how it is resolved and how a choice is remembered. One module
// for the widgets (i18n, WidgetRoot, loader) and the site (`@marketing/widgets/language`).
export const SUPPORTED_LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";

/** spec §9: `?lang=` selects the language; a choice is remembered under this local storage key. */
export const LANGUAGE_QUERY = "lang";
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/** The signals of DESIGN.md's order, highest first. */
export interface LanguageSignals {
  /** The element's `lang` attribute or the component's `lang` prop. */
  own?: string | null;
  /** The page URL's `?lang=`. */
  query?: string | null;
  /** The remembered choice (local storage). */
  stored?: string | null;
  /** The page's language (`<html lang>`): the page a widget sits on speaks it. */
  page?: string | null;
  /** navigator.languages, in the browser's order. */
  browser?: readonly string[];
  /** The answer when no signal names a supported language; null answers undefined. */
  fallback?: Language | null;
}

/**
 * The first supported language among: own `lang` > `?lang` > stored choice > page language >
 * browser languages > fallback (en). The page before the browser: a widget with no `lang` on a
 * French page speaks French (docs/decisions/2026-11-28-page-language-before-browser.md).
 * Self-contained (no outer names): the site's head script carries its source.
 */
export function resolveLanguage(
  signals: LanguageSignals & { fallback: null },
): Language | undefined;
export function resolveLanguage(signals: LanguageSignals): Language;
export function resolveLanguage(signals: LanguageSignals): Language | undefined {
  const { own, query, stored, page, browser = [], fallback = "en" } = signals;
  for (const code of [own, query, stored, page, ...browser]) {
    const base = code?.trim().toLowerCase().split(/[-_]/)[0];
    if (base === "en" || base === "fr") return base;
  }
  return fallback ?? undefined;
}

/** fr-CA → fr, EN → en; anything unsupported → undefined. */
export function matchLanguage(code: string | null | undefined): Language | undefined {
  return resolveLanguage({ own: code, fallback: null });
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

/** Remembers the visitor's choice. Only the site calls this (widgets never choose for the visitor). */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled: the URL still carries the language.
  }
}

/** The current page's signals (no own `lang`); empty outside a browser. */
export function pageLanguageSignals(): LanguageSignals {
  if (typeof window === "undefined") return {};
  return {
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    stored: readStoredLanguage(),
    browser: navigator.languages ?? [navigator.language],
    page: document.documentElement.getAttribute("lang"),
  };
}

/** A widget's language: its own `lang`, else the page's signals in DESIGN.md's order. */
export function detectLanguage(own?: string | null): Language {
  return resolveLanguage({ ...pageLanguageSignals(), own });
}
