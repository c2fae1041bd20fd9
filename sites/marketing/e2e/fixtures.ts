// The local services' fixture posts and comments, read as the files they are (Playwright's loader
// cannot import the fixtures module, whose JSON imports carry no import attributes), as the sheet
// serves them: parsed by the contracts' one parser.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parsePostRows, postHeader, postToRow, type BlogPostEntry } from "@marketing/contracts";

function fixture<T>(name: string): T {
  const url = new URL(`../../../packages/local-services/fixtures/${name}`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), "utf8")) as T;
}

/** The posts the sheet lists (rows without a slug or title left out, as every reader does). */
export const fixturePosts = parsePostRows([
  postHeader(),
  ...fixture<BlogPostEntry[]>("posts.json").map((post) => postToRow(post)),
]);

/** The comments (`approved` absent means approved). */
export const fixtureComments =
  fixture<Array<{ postSlug: string; message: string; approved?: boolean }>>("comments.json");
