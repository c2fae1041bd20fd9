// Numbers in the page's language: "47,200" and "80%" in English, "47 200" and "80 %" in French.
import type { Language } from "./language";

export function formatNumber(lang: Language, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(lang, options).format(value);
}

/** "500+" / "500+": at least this many. */
export const formatAtLeast = (lang: Language, value: number) => `${formatNumber(lang, value)}+`;
