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

/**
 * spec §3 as amended by issue 14: a comment as the public `Comments` sheet holds it, columns A to H
 * (see COMMENT_COLUMNS). No email: that sheet is readable by anyone with the API key.
 */
export interface BlogComment {
  postSlug: string;
  id: string;
  name: string;
  message: string;
  date: string;
  parentId: string;
  /** Column H. False: held for moderation, shown only in the browser that posted it. */
  approved: boolean;
}

export const POSTS_RANGE = "Sheet1!A:H";
export const COMMENTS_RANGE = "Comments!A:H";

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

/**
 * Column D held the commenter's email before issue 14. It stays, always blank and never read, so a
 * sheet made before keeps its later columns where they were (clear its old emails by hand).
 */
export const RETIRED_COMMENT_COLUMN = "unused";

/** The comments sheet's columns A to H, by their header names. */
export const COMMENT_COLUMNS = [
  "postSlug",
  "id",
  "name",
  RETIRED_COMMENT_COLUMN,
  "message",
  "date",
  "parentId",
  "approved",
] as const;

/** How an approved cell reads: a checkbox gives TRUE (VRAI in a French-locale sheet). */
const APPROVED_CELL = /^(true|vrai|yes|oui|1|x)$/i;

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

/**
 * Comment rows after the header; rows without a post slug, an id or a message are skipped. A sheet
 * whose header has no column H predates moderation: all its comments count as approved. With the
 * column, only an approved cell (TRUE, a ticked checkbox) is; empty means "awaiting approval".
 */
export function parseCommentRows(rows: string[][]): BlogComment[] {
  const approvedAt = COMMENT_COLUMNS.indexOf("approved");
  const moderated = (rows[0]?.[approvedAt] ?? "").trim() !== "";
  return rows
    .slice(1)
    .map((row) => rowToRecord(COMMENT_COLUMNS, row))
    .filter((cells) => cells.postSlug !== "" && cells.id !== "" && cells.message !== "")
    .map((cells) => ({
      postSlug: cells.postSlug,
      id: cells.id,
      name: cells.name,
      message: cells.message,
      date: cells.date,
      parentId: cells.parentId,
      approved: !moderated || APPROVED_CELL.test(cells.approved),
    }));
}

/** The row a comment is stored as, columns A to H (D blank, H `TRUE`/`FALSE`). */
export function commentToRow(comment: BlogComment): string[] {
  return COMMENT_COLUMNS.map((column) =>
    column === RETIRED_COMMENT_COLUMN
      ? ""
      : column === "approved"
        ? comment.approved
          ? "TRUE"
          : "FALSE"
        : comment[column],
  );
}
