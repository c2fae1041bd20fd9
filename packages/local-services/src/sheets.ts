// Browser-safe: Storybook's MSW handlers use getValues too. No Node built-ins here.
import { LOCAL_API_KEY, LOCAL_SPREADSHEET_ID } from "@marketing/contracts";
import { PRIVATE_SPREADSHEET_ID } from "./constants";

/** Google's error body: `{error: {code, message, status, details?}}`. */
export interface GoogleError {
  status: number;
  body: { error: { code: number; message: string; status: string; details?: unknown[] } };
}

export interface ValueRange {
  range: string;
  majorDimension: "ROWS";
  values?: string[][];
}

/**
 * Sheet name → its current rows (header first), as entered (Sheets' USER_ENTERED: a leading `'`
 * makes text, a leading `=` a formula). Read at request time so new comments show.
 */
export type SheetSource = Record<string, () => string[][]>;

interface Window {
  startCol: number;
  startRow: number;
  endCol: number;
  endRow: number;
}

const googleError = (
  status: number,
  statusText: string,
  message: string,
  details?: unknown[],
): GoogleError => ({
  status,
  body: { error: { code: status, message, status: statusText, ...(details ? { details } : {}) } },
});

/** What Google answers for a bad key (400, not 401 or 403). */
const invalidKey = () =>
  googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", [
    {
      "@type": "type.googleapis.com/google.rpc.ErrorInfo",
      reason: "API_KEY_INVALID",
      domain: "googleapis.com",
      metadata: { service: "sheets.googleapis.com" },
    },
  ]);

/** Sheets API v4 `spreadsheets.values.get`, checked in Google's order: key, spreadsheet, range. */
export function getValues(
  sheets: SheetSource,
  spreadsheetId: string,
  rawRange: string,
  key: string | null,
): ValueRange | GoogleError {
  if (key !== LOCAL_API_KEY) return invalidKey();
  if (spreadsheetId === PRIVATE_SPREADSHEET_ID) {
    return googleError(403, "PERMISSION_DENIED", "The caller does not have permission");
  }
  if (spreadsheetId !== LOCAL_SPREADSHEET_ID) {
    return googleError(404, "NOT_FOUND", "Requested entity was not found.");
  }
  const parsed = parseRange(rawRange, Object.keys(sheets));
  if (!parsed) return googleError(400, "INVALID_ARGUMENT", `Unable to parse range: ${rawRange}`);
  const rows = sheets[parsed.sheet]?.() ?? [];
  return slice(parsed.sheet, rows, parsed.window);
}

/** Parses `Sheet1!A:H`, `'Sheet 1'!A1:H9`, `Comments`, or `A:H` (first sheet). */
export function parseRange(
  range: string,
  sheetNames: string[],
): { sheet: string; window: Window } | undefined {
  const match = /^(?:'((?:[^']|'')+)'|([^!']+))(?:!(.+))?$/.exec(range.trim());
  if (!match) return undefined;
  const name = match[1]?.replace(/''/g, "'") ?? (match[2] as string);
  const a1 = match[3];
  const findSheet = (wanted: string) =>
    sheetNames.find((sheet) => sheet.toLowerCase() === wanted.toLowerCase());
  if (a1 === undefined) {
    const sheet = findSheet(name);
    if (sheet)
      return { sheet, window: { startCol: 0, startRow: 1, endCol: Infinity, endRow: Infinity } };
    // No "!": Google reads a bare A1 range against the first sheet.
    const window = parseA1(name);
    const first = sheetNames[0];
    return window && first && match[1] === undefined ? { sheet: first, window } : undefined;
  }
  const sheet = findSheet(name);
  const window = parseA1(a1);
  return sheet && window ? { sheet, window } : undefined;
}

/** Google's limits: columns up to ZZZ (18,278), 10 million cells so never more rows than that. */
const MAX_COLUMN = 18_278 - 1;
const MAX_ROW = 10_000_000;

function parseA1(a1: string): Window | undefined {
  // At most 3 letters and 8 digits: longer names are out of range, and would not stay bounded.
  const match = /^([A-Z]{0,3})(\d{0,8})(?::([A-Z]{0,3})(\d{0,8}))?$/i.exec(a1);
  if (!match) return undefined;
  const [, c1 = "", r1 = "", c2, r2] = match;
  if (!c1 && !r1) return undefined;
  if (match[0].includes(":") && !c2 && !r2) return undefined;
  const single = c2 === undefined;
  const startCol = c1 ? columnIndex(c1) : 0;
  const startRow = r1 ? Number(r1) : 1;
  const endCol = single ? (c1 ? startCol : Infinity) : c2 ? columnIndex(c2) : Infinity;
  const endRow = single ? (r1 ? startRow : Infinity) : r2 ? Number(r2) : Infinity;
  if (startRow < 1 || endRow < startRow || endCol < startCol) return undefined;
  if (startCol > MAX_COLUMN || (endCol !== Infinity && endCol > MAX_COLUMN)) return undefined;
  if (startRow > MAX_ROW || (endRow !== Infinity && endRow > MAX_ROW)) return undefined;
  return { startCol, startRow, endCol, endRow };
}

function slice(sheet: string, rows: string[][], w: Window): ValueRange {
  // A loop, not Math.max(...rows): spreading 125,000 rows overflows the call stack.
  let width = 0;
  for (const row of rows) width = Math.max(width, row.length);
  const lastRow = Math.min(w.endRow, rows.length);
  const lastCol = Math.min(w.endCol, Math.max(width - 1, w.startCol));
  const sheetRef = /^[A-Za-z0-9_]+$/.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;
  const values = rows
    .slice(w.startRow - 1, lastRow)
    .map((row) => trimTrailing(row.slice(w.startCol, lastCol + 1).map(displayedValue)));
  while (values.length > 0 && values[values.length - 1]?.length === 0) values.pop();
  const endRow = values.length > 0 ? w.startRow + values.length - 1 : w.startRow;
  const result: ValueRange = {
    range: `${sheetRef}!${columnName(w.startCol)}${w.startRow}:${columnName(lastCol)}${endRow}`,
    majorDimension: "ROWS",
  };
  // Google leaves `values` out entirely when the range holds no data.
  if (values.length > 0) result.values = values;
  return result;
}

function trimTrailing(row: string[]): string[] {
  let end = row.length;
  while (end > 0 && (row[end - 1] ?? "") === "") end--;
  return row.slice(0, end);
}

function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Text that would be read as a formula when entered: `=`, `+`, `-`, `@` (and tab, CR, `'`). */
const FORMULA_LIKE = /^[=+\-@\t\r']/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * What an untrusted value is entered as so the sheet keeps it as text: behind a `'`, as the
 * Apps Script (packages/apps-script) does. Sheets hides that apostrophe from readers, and so does displayedValue.
 */
export function asSheetText(value: string): string {
  return FORMULA_LIKE.test(value) ? `'${value}` : value;
}

/**
 * What values.get answers for an entered cell (FORMATTED_VALUE): text behind a `'` without it, and
 * a formula's result; the stand-in evaluates no formula, so it answers `#ERROR!` for every one.
 */
export function displayedValue(entered: string): string {
  if (entered.startsWith("'")) return entered.slice(1);
  if (/^[=+\-@]/.test(entered) && !NUMBER.test(entered)) return "#ERROR!";
  return entered;
}
