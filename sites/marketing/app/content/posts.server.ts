// Build time only: the posts to prerender. The configured Google Sheet when VITE_SHEETS_API_KEY is
// set, else the local services' fixture posts (the same ones `npm start` serves).
import { postsToRows } from "../../../../packages/local-services/fixtures/index";
// Server-side, build-time use of the widgets' own Sheets parser: one parser, never a second copy.
import {
  POSTS_RANGE,
  parsePostRows,
  sheetValuesUrl,
  type BlogPostEntry,
} from "../../../../packages/widgets/src/core/google/sheets";
import { driveImageUrl } from "../../../../packages/widgets/src/core/google/drive";
import { configFromEnv } from "../config";

/** A post's row as the sheet holds it: what the post view needs to paint before the sheet answers. */
export type PostSummary = BlogPostEntry;

let cache: Promise<PostSummary[]> | undefined;

function fixtureSummaries(): PostSummary[] {
  return parsePostRows(postsToRows());
}

async function sheetSummaries(): Promise<PostSummary[]> {
  const config = configFromEnv(process.env);
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
  return driveImageUrl(post.featuredImageURL, configFromEnv(process.env).driveImageUrl);
}
