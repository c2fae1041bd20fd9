import en from "./locales/en.json";
import fr from "./locales/fr.json";
import type { BlogPostEntry } from "@marketing/contracts";
import type { Language } from "../core/language";

const catalogs = { en, fr } as const;

/** spec §9: the 2 built-in posts shown when the sheet is empty or cannot be read. */
export function samplePosts(lang: Language): BlogPostEntry[] {
  return catalogs[lang].samples.map((sample) => ({
    ...sample,
    publishedDocURL: "",
    featuredImageURL: "",
  }));
}

export const SAMPLE_SLUGS: readonly string[] = en.samples.map((sample) => sample.slug);

/** The sample post with this slug, in the language asked, or undefined. */
export function samplePost(slug: string, lang: Language): BlogPostEntry | undefined {
  return samplePosts(lang).find((post) => post.slug === slug);
}
