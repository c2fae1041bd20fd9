import type { PostLanguage } from "@marketing/contracts";

/**
 * franc's ISO 639-3 codes for the two languages a post can be in: what postLanguage.ts asks franc
 * for, and the only trigram models the browser builds ship (src/embed/bundler/franc-en-fr.ts).
 */
export const FRANC_LANGUAGES: Record<string, PostLanguage> = { eng: "en", fra: "fr" };
