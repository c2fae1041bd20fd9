// The visitor's language choice: its keys, how it is resolved and remembered. Kept in this one file
// so the widgets' shared language module can replace it in one step (same keys, same order).
export const SUPPORTED = ["en", "fr"] as const;
export type Language = (typeof SUPPORTED)[number];

/** spec §9: `?lang=` selects the language and is remembered under this local storage key. */
export const LANGUAGE_QUERY = "lang";
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

/** fr-CA → fr, EN → en; anything unsupported → undefined. */
export function matchLanguage(code: string | null | undefined): Language | undefined {
  return resolveLanguage({ urlLang: "en", query: code, onlyChosen: true });
}

export function readStoredLanguage(): Language | undefined {
  try {
    return matchLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined; // storage disabled (privacy mode)
  }
}

export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled: the URL still carries the language.
  }
}

export interface LanguageSignals {
  /** The language of the URL being viewed (its prefix). */
  urlLang: Language;
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
  /** Answer undefined when neither the query nor the storage holds a language. */
  onlyChosen?: boolean;
}

/**
 * Which language's URL the visitor belongs on: `?lang=`, then the stored choice, then the browser
 * languages, but the browser only ever moves an English URL to French, so a visitor (or crawler)
 * with no stored choice gets the URL it asked for unless it prefers French on an English URL.
 * Self-contained (no outer names): the head script carries its source (see landingScript.ts).
 */
export function resolveLanguage(
  signals: LanguageSignals & { onlyChosen: true },
): Language | undefined;
export function resolveLanguage(signals: LanguageSignals): Language;
export function resolveLanguage({
  urlLang,
  query,
  stored,
  browser = [],
  onlyChosen,
}: LanguageSignals): Language | undefined {
  const match = (code: string | null | undefined): Language | undefined => {
    const base = code?.trim().toLowerCase().split(/[-_]/)[0];
    return base === "en" || base === "fr" ? base : undefined;
  };
  const chosen = match(query) ?? match(stored);
  if (chosen || onlyChosen) return chosen;
  const preferred = browser.map(match).find(Boolean);
  return urlLang === "en" && preferred === "fr" ? "fr" : urlLang;
}
