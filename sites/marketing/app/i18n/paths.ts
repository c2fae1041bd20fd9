// English pages live at the root, French ones under /fr/: the URL is the page's language.
import type { Language } from "./language";

const FRENCH_PREFIX = /^\/fr(?=\/|$)/i;

export function languageOfPath(pathname: string): Language {
  return FRENCH_PREFIX.test(pathname) ? "fr" : "en";
}

/** The path without its language prefix: "/fr/about" → "/about", "/fr" → "/". */
export function unprefixedPath(pathname: string): string {
  return pathname.replace(FRENCH_PREFIX, "") || "/";
}

/** A page's path in a language: ("/about", "fr") → "/fr/about", ("/", "fr") → "/fr/". */
export function localizedPath(path: string, lang: Language): string {
  const bare = unprefixedPath(path);
  if (lang === "en") return bare;
  return bare === "/" ? "/fr/" : `/fr${bare}`;
}
