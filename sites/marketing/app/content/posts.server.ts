// Build time only: the posts to prerender. The configured Google Sheet when VITE_SHEETS_API_KEY is
// set, else the local services' fixture posts (the same ones `npm start` serves).
// The Sheets layout and parser the widgets use too: one parser, never a second copy.
import {
  POSTS_RANGE,
  driveImageUrl,
  parsePostRows,
  sheetValuesUrl,
  type BlogPostEntry,
} from "@marketing/contracts";
import { postsToRows } from "@marketing/local-services/fixtures";
import { servicesFromEnv } from "../services-config";

/** A post's row as the sheet holds it: what the post view needs to paint before the sheet answers. */
export type PostSummary = BlogPostEntry;

/** issue 14: a slug becomes a file path and a URL; anything else is skipped, with a warning. */
export const SAFE_SLUG = /^[a-z0-9-]+$/;

export interface PostsSheet {
  /** The sheet's rows (header first), only those of prerenderable posts: the blog page seeds the list with them. */
  rows: string[][];
  posts: PostSummary[];
}

let cache: Promise<PostsSheet> | undefined;

async function sheetRows(): Promise<string[][]> {
  const config = servicesFromEnv(process.env);
  const response = await fetch(sheetValuesUrl(config, POSTS_RANGE));
  if (!response.ok) {
    throw new Error(`Prerender: the posts sheet answered ${response.status}; check VITE_SHEETS_*`);
  }
  const body = (await response.json()) as { values?: string[][] };
  return body.values ?? [];
}

/** Keeps the header and the rows whose post has a safe slug; warns about the others. */
export function safeRows(rows: string[][], warn: (message: string) => void = console.warn) {
  const [header = [], ...body] = rows;
  const kept = body.filter((row) => {
    const [post] = parsePostRows([header, row]);
    if (!post || SAFE_SLUG.test(post.slug)) return true;
    warn(`Prerender: skipped the post with slug ${JSON.stringify(post.slug)} (not ${SAFE_SLUG})`);
    return false;
  });
  return [header, ...kept];
}

/** The posts sheet, read once per build. */
export function loadPostsSheet(): Promise<PostsSheet> {
  cache ??= (
    process.env.VITE_SHEETS_API_KEY?.trim() ? sheetRows() : Promise.resolve(postsToRows())
  ).then((all) => {
    const rows = safeRows(all);
    return { rows, posts: parsePostRows(rows) };
  });
  return cache;
}

/** Every prerenderable post. */
export async function loadPosts(): Promise<PostSummary[]> {
  return (await loadPostsSheet()).posts;
}

export async function findPost(slug: string): Promise<PostSummary | undefined> {
  const wanted = slug.toLowerCase();
  return (await loadPosts()).find((post) => post.slug.toLowerCase() === wanted);
}

/** The featured image as a URL a crawler can fetch (Drive share links rewritten), or undefined. */
export function postImageUrl(post: PostSummary): string | undefined {
  if (!post.featuredImageURL) return undefined;
  return driveImageUrl(post.featuredImageURL, servicesFromEnv(process.env).driveImageUrl);
}
