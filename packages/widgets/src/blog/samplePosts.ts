import type { BlogPostEntry } from "@marketing/contracts";
import type { Language } from "../core/language";
import { blogCatalogs as catalogs } from "./catalogs";

/** spec §9: the 2 built-in posts shown when the sheet is empty or cannot be read. */
export function samplePosts(lang: Language): BlogPostEntry[] {
  return catalogs[lang].samples.map((sample) => ({
    ...sample,
    publishedDocURL: "",
    featuredImageURL: "",
  }));
}

/** The sample post with this slug, in the language asked, or undefined. */
export function samplePost(slug: string, lang: Language): BlogPostEntry | undefined {
  return samplePosts(lang).find((post) => post.slug === slug);
}
