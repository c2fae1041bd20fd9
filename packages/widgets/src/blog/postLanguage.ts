// The one home of a post's language when the sheet's `language` cell is empty: detected
// from the title and summary by franc-min (trigram models of 82 languages, asked here for English
// and French only; the browser builds ship only those two models: franc-en-fr.ts). The site's build imports it (`@marketing/widgets/post-language`) and prints
// what it detected; the blog widgets import it only when a row lacks the column (usePosts), so
// its trigram data stays out of their first chunks.
import { franc } from "franc-min";
import {
  parsePostRows,
  postHeader,
  postToRow,
  type BlogPostEntry,
  type PostLanguage,
} from "@marketing/contracts";

import { FRANC_LANGUAGES } from "./francLanguages";

/** A post whose language is known, from its column or detected. */
export type LocalizedPost<P extends BlogPostEntry = BlogPostEntry> = P & { language: PostLanguage };

/** A post whose language was detected, for the build's report. */
export interface DetectedPostLanguage {
  slug: string;
  title: string;
  language: PostLanguage;
  /** False when the text gave franc nothing to go on (no letters): `fallback` was used. */
  reliable: boolean;
}

/**
 * The language of a post's title and summary: English or French, whichever franc's trigram
 * distance prefers; `fallback` when there is no text to read.
 */
export function detectPostLanguage(
  post: Pick<BlogPostEntry, "title" | "summary">,
  fallback: PostLanguage = "en",
): { language: PostLanguage; reliable: boolean } {
  const text = [post.title, post.summary].filter(Boolean).join("\n");
  // minLength 1: a title alone is short, and only two languages are compared.
  const code = franc(text, { only: Object.keys(FRANC_LANGUAGES), minLength: 1 });
  const language = FRANC_LANGUAGES[code];
  return language ? { language, reliable: true } : { language: fallback, reliable: false };
}

/**
 * Every post with its language: the sheet's column when set, else detected. `detected` lists the
 * posts whose column was empty, so the build can tell the author which cells to fill.
 */
export function resolvePostLanguages<P extends BlogPostEntry>(
  posts: readonly P[],
  fallback: PostLanguage = "en",
): { posts: LocalizedPost<P>[]; detected: DetectedPostLanguage[] } {
  const detected: DetectedPostLanguage[] = [];
  const localized = posts.map((post): LocalizedPost<P> => {
    if (post.language) return post as LocalizedPost<P>;
    const { language, reliable } = detectPostLanguage(post, fallback);
    detected.push({ slug: post.slug, title: post.title, language, reliable });
    return { ...post, language };
  });
  return { posts: localized, detected };
}

/**
 * The posts sheet's rows with every post's language column filled (detected where empty), for a
 * build that hands its rows to the widgets (they then need no detector for those posts), with
 * the posts and what was detected.
 */
export function withLanguageColumn(
  rows: string[][],
  fallback: PostLanguage = "en",
): { rows: string[][]; posts: LocalizedPost[]; detected: DetectedPostLanguage[] } {
  const { posts, detected } = resolvePostLanguages(parsePostRows(rows), fallback);
  return { rows: [postHeader(), ...posts.map((post) => postToRow(post))], posts, detected };
}

/** One line per detected post, for a build log: where the author should fill the column. */
export function describeDetectedLanguages(detected: readonly DetectedPostLanguage[]): string[] {
  return detected.map(
    (post) =>
      `${post.slug}: ${post.language}${post.reliable ? "" : " (no text to detect from: assumed)"}` +
      ` (set its "language" cell to ${post.language} to confirm)`,
  );
}

/**
 * The post's translation: the post its `translation` cell names (or that names it), when that
 * post exists and is in the other language. Anything else is no translation.
 */
export function findTranslation<P extends LocalizedPost>(
  post: P,
  posts: readonly P[],
): P | undefined {
  const other = posts.find(
    (candidate) =>
      candidate.slug !== post.slug &&
      candidate.language !== post.language &&
      (candidate.slug === post.translation || candidate.translation === post.slug),
  );
  return other;
}
