import type { KyInstance } from "ky";
import { HTTPError } from "../core/http";
import { API_SHEETS, apiUrl, type ApiSheet } from "@marketing/contracts";

/** Where a sheet is read: the `api` setting (core/config.ts). */
export interface SheetsLocation {
  api: string;
}

export type SheetResult =
  { ok: true; rows: string[][] } | { ok: false; status?: number; message: string };

/**
 * One of the two sheets, through the API's `/sheets/{sheet}` (Google's values.get answer). Never throws: a failure comes back with its status and is logged, so
 * callers can tell "the sheet is empty" from "the request failed" (DESIGN: the original could not).
 */
export async function getSheetValues(
  http: KyInstance,
  config: SheetsLocation,
  sheet: ApiSheet,
): Promise<SheetResult> {
  try {
    const body = await http
      .get(apiUrl(config.api, "sheet", { sheet }))
      .json<{ values?: unknown }>();
    return { ok: true, rows: toRows(body?.values) };
  } catch (error) {
    const failure = await describeFailure(error);
    console.error(
      `[marketing-widgets] Sheets request for ${API_SHEETS[sheet]} failed` +
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
    return (
      longDate(date.getUTCFullYear(), m - 1, d, lang) ??
      new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(date)
    );
  }
  const time = Date.parse(text);
  if (Number.isNaN(time)) return text;
  const date = new Date(time);
  return (
    longDate(date.getFullYear(), date.getMonth(), date.getDate(), lang) ??
    new Intl.DateTimeFormat(lang, { dateStyle: "long" }).format(date)
  );
}

const MONTHS = {
  en: "January February March April May June July August September October November December",
  fr: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
};

/**
 * Intl.DateTimeFormat's `dateStyle: "long"` for the widgets' two languages ("March 11, 2025",
 * "11 mars 2025"; a test compares them), without Intl: a page's first Intl.DateTimeFormat loads the
 * calendar data, a 130–170 ms task with the CPU slowed 4x in the blog widgets' first render of
 * their posts (as Intl.NumberFormat did, core/numbers.ts). Undefined for another language.
 */
function longDate(year: number, month: number, day: number, lang: string): string | undefined {
  if (lang !== "en" && lang !== "fr") return undefined;
  const name = MONTHS[lang].split(" ")[month]!;
  return lang === "en" ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}
