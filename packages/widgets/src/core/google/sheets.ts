import { HTTPError, type KyInstance } from "ky";
import type { WidgetConfig } from "../config";

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

export type SheetResult =
  { ok: true; rows: string[][] } | { ok: false; status?: number; message: string };

export type SheetsConfig = Pick<WidgetConfig, "sheetsApiBase" | "spreadsheetId" | "sheetsApiKey">;

/** The values.get URL; the key travels in the query (a browser key restricted by referrer). */
export function sheetValuesUrl(config: SheetsConfig, range: string): string {
  const base = config.sheetsApiBase.replace(/\/+$/, "");
  return `${base}/v4/spreadsheets/${encodeURIComponent(config.spreadsheetId)}/values/${encodeURIComponent(range)}?key=${encodeURIComponent(config.sheetsApiKey)}`;
}

/**
 * Sheets API v4 `values.get`. Never throws: a failure comes back with its status and is logged, so
 * callers can tell "the sheet is empty" from "the request failed" (DESIGN: the original could not).
 */
export async function getSheetValues(
  http: KyInstance,
  config: SheetsConfig,
  range: string,
): Promise<SheetResult> {
  try {
    const body = await http.get(sheetValuesUrl(config, range)).json<{ values?: unknown }>();
    return { ok: true, rows: toRows(body?.values) };
  } catch (error) {
    const failure = await describeFailure(error);
    console.error(
      `[marketing-widgets] Sheets request for ${range} failed` +
        (failure.status ? ` with status ${failure.status}` : "") +
        `: ${failure.message}`,
    );
    return { ok: false, ...failure };
  }
}

async function describeFailure(error: unknown): Promise<{ status?: number; message: string }> {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    try {
      const body = (await error.response.clone().json()) as { error?: { message?: unknown } };
      if (typeof body.error?.message === "string") return { status, message: body.error.message };
    } catch {
      // Not Google's JSON error: the status says enough.
    }
    return { status, message: error.response.statusText || "HTTP error" };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

function toRows(values: unknown): string[][] {
  if (!Array.isArray(values)) return [];
  return values.map((row) =>
    Array.isArray(row) ? row.map((cell) => (cell == null ? "" : String(cell))) : [],
  );
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

const DATE_ONLY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A sheet date for people: `2025-03-11` or an ISO time, or anything `Date` can read, formatted for
 * the language; anything unreadable is shown as typed rather than as "Invalid Date".
 */
export function formatSheetDate(raw: string, lang: string): string {
  const text = raw.trim();
  if (!text) return "";
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    // A calendar date has no time zone: format it in UTC so it never shifts a day.
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return text;
    return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(date);
  }
  const time = Date.parse(text);
  if (Number.isNaN(time)) return text;
  return new Intl.DateTimeFormat(lang, { dateStyle: "long" }).format(new Date(time));
}
