import { useEffect, useReducer } from "react";
import type { BlogPostEntry } from "@marketing/contracts";
import type { LocalizedPost } from "./postLanguage";
import type { Language } from "../core/language";
import { isLoaded, loadCatalog } from "../core/i18n";
import en from "./locales/samples/en.json";
import fr from "./locales/samples/fr.json";

/**
 * The sample posts' text, a catalogue of its own: in widgets.js's chunks it is fetched only when a
 * page shows a sample (src/embed/bundler/build-embeds.ts), not with every blog widget.
 */
const sampleCatalogs = { en, fr };

/** spec §9: the 2 built-in posts shown when the sheet is empty or cannot be read. */
export function samplePosts(lang: Language): LocalizedPost[] {
  // Empty until fetched, in widgets.js's chunks (useSamplePosts).
  const { samples = [] } = sampleCatalogs[lang] as Partial<typeof en>;
  return samples.map((sample) => ({
    ...sample,
    publishedDocURL: "",
    featuredImageURL: "",
    language: lang,
  }));
}

/** The sample post with this slug, in the language asked, or undefined. */
export function samplePost(slug: string, lang: Language): BlogPostEntry | undefined {
  return samplePosts(lang).find((post) => post.slug === slug);
}

/**
 * Whether the sample posts in `lang` can be read, fetching them first when `needed` (a failed
 * fetch counts as read: no samples, rather than loading for ever).
 */
export function useSamplePosts(lang: Language, needed: boolean): boolean {
  const catalog = sampleCatalogs[lang];
  const [, fetched] = useReducer((count: number) => count + 1, 0);
  const [failed, failedOnce] = useReducer(() => true, false);
  const missing = needed && !failed && !isLoaded(catalog);
  useEffect(() => {
    if (!missing) return;
    loadCatalog(catalog)?.then(fetched, (error: unknown) => {
      console.warn(error);
      failedOnce();
    });
  }, [missing, catalog]);
  return !missing;
}
