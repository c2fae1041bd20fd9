// The spreadsheet's layout (spec §3): what the widgets read, the local services serve, the site
// prerenders from and Storybook mocks. Columns A to H are positional, so their order is the
// contract; the optional columns after them are found by their header.

/** The languages a post can be written in (the site's two trees). */
export const POST_LANGUAGES = ["en", "fr"] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

/**
 * spec §3: a blog post, spreadsheet columns A to H in this order, then the optional columns of
 * docs/decisions/2026-11-27-posts-sheet-layout-and-language.md (OPTIONAL_POST_COLUMNS) wherever they sit after H, found by their header.
 */
export interface BlogPostEntry {
  title: string;
  slug: string;
  author: string;
  date: string;
  category: string;
  summary: string;
  publishedDocURL: string;
  featuredImageURL: string;
  /**
   * The `language` column: `en` or `fr`. Absent when the sheet has no such column or the cell is
   * empty or unreadable; the language is then detected from the title and summary.
   */
  language?: PostLanguage;
  /** The `translation` column: the slug of the same post in the other language, if any. */
  translation?: string;
  /** Built-in sample posts carry their text here instead of a published document. */
  body?: string[];
}

/**
 * spec §3 as amended by docs/decisions/2026-11-24-comments-sheet-layout.md: a comment as the public `Comments` sheet holds it, columns A to H
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

/** A to H, plus room for the optional columns after them (found by header, anywhere up to Z). */
export const POSTS_RANGE = "Sheet1!A:Z";
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
 * Optional post columns after H, each found by its header cell (case and spacing ignored; the
 * French header names an author may type are accepted too). A sheet without them still works.
 */
export const OPTIONAL_POST_COLUMNS = [
  "language",
  "translation",
] as const satisfies readonly (keyof BlogPostEntry)[];
export type OptionalPostColumn = (typeof OPTIONAL_POST_COLUMNS)[number];

const OPTIONAL_POST_HEADERS: Record<OptionalPostColumn, readonly string[]> = {
  language: ["language", "langue", "lang"],
  translation: ["translation", "traduction"],
};

/** A language cell as an author may type it: `en`, `FR`, `fr-CA`, `English`, `Français`… */
export function parsePostLanguage(cell: string | undefined): PostLanguage | undefined {
  const value = (cell ?? "")
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "");
  if (/^en(?:[-_][a-z0-9]+)*$/.test(value) || value === "english" || value === "anglais")
    return "en";
  if (/^fr(?:[-_][a-z0-9]+)*$/.test(value) || value === "french" || value === "francais")
    return "fr";
  return undefined;
}

/**
 * Column D held the commenter's email before the layout changed (docs/decisions/2026-11-24-comments-sheet-layout.md). It stays, always blank and never read, so a
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

/** Whether a comment's column H, as Sheets gives it, says approved. */
export const isApprovedCell = (cell: string) => APPROVED_CELL.test(cell);

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

/** Where each optional column sits in this header row (after H only), or -1. */
function optionalColumnIndexes(header: readonly string[]): Record<OptionalPostColumn, number> {
  const names = header.map((cell) => (cell ?? "").trim().toLowerCase().replace(/\s+/g, ""));
  const find = (column: OptionalPostColumn) =>
    names.findIndex(
      (name, i) => i >= POST_COLUMNS.length && OPTIONAL_POST_HEADERS[column].includes(name),
    );
  return { language: find("language"), translation: find("translation") };
}

/**
 * spec §7: the first row is a header; rows without a slug or a title are skipped, not fatal.
 * `language` and `translation` are set only when their column exists and the cell has a usable
 * value (a translation naming the post itself is ignored).
 */
export function parsePostRows(rows: string[][]): BlogPostEntry[] {
  const at = optionalColumnIndexes(rows[0] ?? []);
  return rows
    .slice(1)
    .map((row) => {
      const post: BlogPostEntry = rowToRecord(POST_COLUMNS, row);
      const language = parsePostLanguage(row[at.language]);
      const translation = (row[at.translation] ?? "").trim();
      if (language) post.language = language;
      if (translation && translation !== post.slug) post.translation = translation;
      return post;
    })
    .filter((post) => post.slug !== "" && post.title !== "");
}

/**
 * The row a post is stored as: A to H, then the optional columns in OPTIONAL_POST_COLUMNS order
 * (the header `postHeader(true)` writes). Trailing empty cells are kept; Sheets would omit them.
 */
export function postToRow(post: BlogPostEntry, withOptional = true): string[] {
  const columns = withOptional ? [...POST_COLUMNS, ...OPTIONAL_POST_COLUMNS] : POST_COLUMNS;
  return columns.map((column) => post[column] ?? "");
}

/** The posts sheet's header row, with or without the optional columns. */
export function postHeader(withOptional = true): string[] {
  return withOptional ? [...POST_COLUMNS, ...OPTIONAL_POST_COLUMNS] : [...POST_COLUMNS];
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
      approved: !moderated || isApprovedCell(cells.approved),
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
