// English pages live at the root, French ones under /fr/: the URL is the page's language.
import type { Language } from "./language";

const FRENCH_PREFIX = /^\/fr(?=\/|$)/i;

export function languageOfPath(pathname: string): Language {
  return FRENCH_PREFIX.test(pathname) ? "fr" : "en";
}

/** The path without its language prefix: "/fr/about" → "/about", "/fr" → "/" (see localizedPath). */
export function unprefixedPath(pathname: string): string {
  return localizedPath(pathname, "en");
}

/**
 * A page's path in a language: ("/about", "fr") → "/fr/about", ("/", "fr") → "/fr/". Always a path
 * on this site: whatever could make the browser read what follows the prefix as another host
 * (`//evil.example`, `/\evil.example`, their percent-encoded forms, tabs and line breaks that URL
 * parsing drops, other controls and spaces) collapses into one leading slash, so
 * `/fr//evil.example/` → `/evil.example/`. Self-contained: the head script carries its source.
 */
export function localizedPath(path: string, lang: Language): string {
  const bare =
    "/" +
    path
      .replace(/^\/fr(?=\/|$)/i, "")
      // eslint-disable-next-line no-control-regex -- controls are what the browser drops or mangles
      .replace(/^(?:[\s/\\\u0000-\u001f\u007f]|%(?:2f|5c|[01][0-9a-f]|7f|20))+/i, "");
  if (lang === "en") return bare;
  return bare === "/" ? "/fr/" : `/fr${bare}`;
}
