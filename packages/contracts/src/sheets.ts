// The spreadsheet's layout (spec §3): what the widgets read, the local services serve, the site
// prerenders from and Storybook mocks. Columns are positional, so their order is the contract.

/** spec §3: a blog post, spreadsheet columns A to H in this order. */
export interface BlogPostEntry {
  title: string;
  slug: string;
  author: string;
  date: string;
  category: string;
  summary: string;
  publishedDocURL: string;
  featuredImageURL: string;
  /** Built-in sample posts carry their text here instead of a published document. */
  body?: string[];
}

/** spec §3: a comment, spreadsheet columns A to G in this order; replies are built on the client. */
export interface BlogComment {
  postSlug: string;
  id: string;
  name: string;
  email: string;
  message: string;
  date: string;
  parentId: string;
}

export const POSTS_RANGE = "Sheet1!A:H";
export const COMMENTS_RANGE = "Comments!A:G";

/** The posts sheet's columns A to H; the local services' fixtures write rows in this order too. */
export const POST_COLUMNS = [
  "title",
  "slug",
  "author",
  "date",
  "category",
  "summary",
  "publishedDocURL",
  "featuredImageURL",
] as const satisfies readonly (keyof BlogPostEntry)[];

/** The comments sheet's columns A to G. */
export const COMMENT_COLUMNS = [
  "postSlug",
  "id",
  "name",
  "email",
  "message",
  "date",
  "parentId",
] as const satisfies readonly (keyof BlogComment)[];

/** Where a spreadsheet is read from (the widget configuration's Sheets keys). */
export interface SheetsLocation {
  sheetsApiBase: string;
  spreadsheetId: string;
  sheetsApiKey: string;
}

/** The values.get URL; the key travels in the query (a browser key restricted by referrer). */
export function sheetValuesUrl(location: SheetsLocation, range: string): string {
  const base = location.sheetsApiBase.replace(/\/+$/, "");
  return `${base}/v4/spreadsheets/${encodeURIComponent(location.spreadsheetId)}/values/${encodeURIComponent(range)}?key=${encodeURIComponent(location.sheetsApiKey)}`;
}

function rowToRecord<K extends string>(fields: readonly K[], row: string[]): Record<K, string> {
  // Sheets omits trailing empty cells: pad short rows; columns past the last field are ignored.
  return Object.fromEntries(fields.map((field, i) => [field, (row[i] ?? "").trim()])) as Record<
    K,
    string
  >;
}

/** spec §7: the first row is a header; rows without a slug or a title are skipped, not fatal. */
export function parsePostRows(rows: string[][]): BlogPostEntry[] {
  return rows
    .slice(1)
    .map((row) => rowToRecord(POST_COLUMNS, row))
    .filter((post) => post.slug !== "" && post.title !== "");
}

/** Comment rows after the header; rows without a post slug, an id or a message are skipped. */
export function parseCommentRows(rows: string[][]): BlogComment[] {
  return rows
    .slice(1)
    .map((row) => rowToRecord(COMMENT_COLUMNS, row))
    .filter((comment) => comment.postSlug !== "" && comment.id !== "" && comment.message !== "");
}

/** The row a comment is stored as, columns A to G. */
export function commentToRow(comment: BlogComment): string[] {
  return COMMENT_COLUMNS.map((field) => comment[field]);
}
