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

let cache: Promise<PostSummary[]> | undefined;

function fixtureSummaries(): PostSummary[] {
  return parsePostRows(postsToRows());
}

async function sheetSummaries(): Promise<PostSummary[]> {
  const config = servicesFromEnv(process.env);
  const url = sheetValuesUrl(config, POSTS_RANGE);
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Prerender: the posts sheet answered ${response.status}; check VITE_SHEETS_*`);
  }
  const body = (await response.json()) as { values?: string[][] };
  return parsePostRows(body.values ?? []);
}

/** Every post with a slug, once per build. */
export function loadPosts(): Promise<PostSummary[]> {
  cache ??= process.env.VITE_SHEETS_API_KEY?.trim()
    ? sheetSummaries()
    : Promise.resolve(fixtureSummaries());
  return cache;
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
