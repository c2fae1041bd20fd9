import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { postForDocId, renderPublishedDocPage, type FixturePost } from "../fixtures/index";

/** Doc ids are Google's URL-safe alphabet; anything else could walk out of the docs folder. */
const DOC_ID = /^[\w-]+$/;

/** The full published page for a fixture doc, or undefined when there is no such doc. */
export async function publishedDocPage(
  fixturesDir: string,
  posts: readonly FixturePost[],
  docId: string,
): Promise<string | undefined> {
  if (!DOC_ID.test(docId)) return undefined;
  let bodyHtml: string;
  try {
    // Read per request so fixture edits show without a restart.
    bodyHtml = await readFile(join(fixturesDir, "docs", `${docId}.html`), "utf8");
  } catch {
    return undefined;
  }
  const title = postForDocId(docId, posts)?.title ?? docId;
  return renderPublishedDocPage({ docId, title, bodyHtml });
}

export { DOC_NOT_FOUND_PAGE } from "./doc-urls";
