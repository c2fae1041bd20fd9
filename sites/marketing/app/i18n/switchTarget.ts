// Where the language switch leads from this page: the same page in the other language, unless the
// page's loader names another target in `switchTo` (a post: its translation, or the other
// language's blog index with a note, since the post has no copy there).
import { useLocation, useMatches } from "react-router";
import type { Language } from "./language";
import { localizedPath } from "./paths";

/** What a route's loader may return to send the language switch elsewhere. */
export interface SwitchTargets {
  switchTo?: Partial<Record<Language, string>>;
}

/** The switch's href for each language, from the deepest route that names one. */
export function useSwitchHref(): (lang: Language) => string {
  const { pathname } = useLocation();
  const matches = useMatches();
  const named = matches
    .map((match) => (match.loaderData as SwitchTargets | undefined)?.switchTo)
    .filter(Boolean)
    .at(-1);
  return (lang) => named?.[lang] ?? localizedPath(pathname, lang);
}
