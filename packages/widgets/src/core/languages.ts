export const SUPPORTED_LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";

/** fr-CA → fr, EN → en; anything unsupported → undefined. */
export function matchLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((lng) => lng === base);
}
