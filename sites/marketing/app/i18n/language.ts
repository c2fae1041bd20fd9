// The site's side of the visitor's language. The keys, the resolution order and the remembering are
// the widgets' shared module's; the site adds only its URL rule (English at /, French under /fr/).
import type { Language, LanguageSignals } from "@marketing/widgets/language";

export {
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES as SUPPORTED,
  matchLanguage,
  rememberLanguage,
  resolveLanguage,
  type Language,
} from "@marketing/widgets/language";

export interface LandingSignals {
  /** The language of the URL being viewed (its prefix). */
  urlLang: Language;
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}

/**
 * Which language's URL the visitor belongs on: `?lang=`, then the stored choice, then the browser
 * languages, but the browser only ever moves an English URL to French, so a visitor (or crawler)
 * with no stored choice gets the URL it asked for unless it prefers French on an English URL.
 * Self-contained (its only outer name is the `resolve` it is given): the head script carries its
 * source (see landingScript.ts).
 */
export function landingLanguage(
  { urlLang, query, stored, browser = [] }: LandingSignals,
  resolve: (signals: LanguageSignals) => Language,
): Language {
  // The URL's language is the answer when nothing else names one (not the page signal, which
  // would outrank the browser).
  return resolve({ query, stored, browser: urlLang === "en" ? browser : [], fallback: urlLang });
}
