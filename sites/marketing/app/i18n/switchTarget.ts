// Where the language switch leads from this page: the same page in the other language, unless the
// page's loader names another target in `switchTo` (a post: its translation, or the other
// language's blog index with a note, since a post lives only in its own language's tree). And where the head's landing script may send a visitor of the other language:
// only to a page that exists (docs/decisions/2026-11-28-landing-never-loops.md).
import { useLocation, useMatches } from "react-router";
import type { Language } from "./language";
import { localizedPath } from "./paths";

/** What a route's loader may return about the page's other language. */
export interface SwitchTargets {
  switchTo?: Partial<Record<Language, string>>;
  /**
   * A page served at any address (the post-not-found screen): the switch leads to the same address
   * in the other tree, which only the browser knows (browser/site.ts); `switchTo`, else the other
   * language's home, is where it leads without script.
   */
  switchByAddress?: boolean;
  /**
   * This page in the other language, for the landing script: its path, or null when it has none
   * (a post without a translation: its address there redirects back). Absent: the same path.
   */
  otherLanguagePage?: string | null;
}

/** A route's `handle` on a page served at any address (the not-found screens). */
export interface LandingHandle {
  /** The other language's page is the same address in the other tree, known only in the browser. */
  landsByAddress?: boolean;
}

function useDeepest<K extends keyof SwitchTargets>(key: K): SwitchTargets[K] | undefined {
  const data = useMatches()
    .map((match) => match.loaderData as SwitchTargets | undefined)
    .filter((loaderData) => loaderData && key in loaderData);
  return data.at(-1)?.[key];
}

/** The switch's href for each language, from the deepest route that names one. */
export function useSwitchHref(): (lang: Language) => string {
  const { pathname } = useLocation();
  const named = useDeepest("switchTo");
  const byAddress = useSwitchByAddress();
  // A not-found page's own address is its build path (`/404`): never a link's target.
  return (lang) => named?.[lang] ?? localizedPath(byAddress ? "/" : pathname, lang);
}

/**
 * Whether the page is served at any address (the not-found screens), so that its switch leads to
 * the same address in the other tree, set in the browser (browser/site.ts).
 */
export function useSwitchByAddress(): boolean {
  const matches = useMatches();
  return (
    useDeepest("switchByAddress") === true ||
    matches.some((match) => (match.handle as LandingHandle | undefined)?.landsByAddress)
  );
}

/**
 * The landing script's target in `lang`: a path the build knows, null for none, or undefined when
 * the page is served at any address (the script then swaps the address's prefix).
 */
export function useLandingTarget(lang: Language): string | null | undefined {
  const { pathname } = useLocation();
  const matches = useMatches();
  const named = useDeepest("otherLanguagePage");
  if (named !== undefined) return named;
  if (matches.some((match) => (match.handle as LandingHandle | undefined)?.landsByAddress))
    return undefined;
  return localizedPath(pathname, lang);
}
