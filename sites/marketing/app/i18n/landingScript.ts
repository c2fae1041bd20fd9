// The head's first script: before any CSS or paint, it sends the visitor to the URL of their
// language (`?lang=`, stored choice, browser), so a French visitor never sees an English frame.
// Only to a page that exists: each page carries its page in the other language (none for a post
// without a translation, whose address there redirects back: a loop), see
// docs/decisions/2026-11-28-landing-never-loops.md.
import { LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY, landingLanguage, resolveLanguage } from "./language";
import { localizedPath } from "./paths";

interface LandingKeys {
  query: string;
  storage: string;
}

/**
 * This page in the other language: `path` a page the build knows, null when there is none, absent
 * on a page served at any address (a not-found screen: the same address in the other tree).
 */
export interface LandingTarget {
  path?: string | null;
}

/** Runs in the page as it is parsed; self-contained, its only inputs are its arguments. */
function land(
  resolve: typeof resolveLanguage,
  landing: typeof landingLanguage,
  localize: typeof localizedPath,
  keys: LandingKeys,
  other: LandingTarget,
): void {
  try {
    const path = location.pathname;
    const isFrench = /^\/fr(?=\/|$)/i.test(path);
    const params = new URLSearchParams(location.search);
    const query = params.get(keys.query);
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(keys.storage);
    } catch {
      // storage disabled: only the query and the browser count
    }
    const urlLang: "en" | "fr" = isFrench ? "fr" : "en";
    const chosenByQuery = resolve({ query, fallback: null });
    if (chosenByQuery) {
      try {
        localStorage.setItem(keys.storage, chosenByQuery);
      } catch {
        // the URL carries it
      }
    }
    const lang = landing({ urlLang, query, stored, browser: navigator.languages ?? [] }, resolve);
    if (lang === urlLang || other.path === null) return;
    params.delete(keys.query);
    const search = params.toString();
    // The path functions keep the target on this site; checked again before leaving the page.
    const page = localize(other.path ?? path, lang);
    const target = new URL(page + (search ? "?" + search : ""), location.href);
    if (target.origin !== location.origin) return;
    // Nothing of this page may paint while the browser fetches the other one.
    document.documentElement.style.display = "none";
    location.replace(target.href + location.hash);
  } catch {
    // Never block the page: it stays in its URL's language.
  }
}

const keys: LandingKeys = { query: LANGUAGE_QUERY, storage: LANGUAGE_STORAGE_KEY };

/**
 * The inline script's source for a page (the functions carry no outer names, so their source is
 * enough); `other` is this page in the other language (see LandingTarget).
 */
export function landingScript(other: string | null | undefined): string {
  const target: LandingTarget = other === undefined ? {} : { path: other };
  return `(${land.toString()})(${resolveLanguage.toString()},${landingLanguage.toString()},${localizedPath.toString()},${JSON.stringify(keys)},${JSON.stringify(target).replace(/</g, "\\u003c")})`;
}
