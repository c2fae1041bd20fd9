// Where the build reads the blog's sheet (the prerender, posts.server.ts): with `SHEETS_API_KEY`
// (the edge Worker's own variables, server-side only, never in a page) Google itself, or the
// stand-in `SHEETS_API_BASE` names; without it, the local services' fixtures, read from disk.
// Imports nothing but the contracts: react-router.config.ts loads it before any Vite build.
import type { SheetsLocation } from "@marketing/contracts";

export type Env = Record<string, string | undefined>;

export const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The spreadsheet the build reads, or undefined for the fixtures. */
export function buildTimeSheet(env: Env): SheetsLocation | undefined {
  const key = present(env.SHEETS_API_KEY);
  if (!key) return undefined;
  return {
    sheetsApiBase: (present(env.SHEETS_API_BASE) ?? "https://sheets.googleapis.com").replace(
      /\/+$/,
      "",
    ),
    sheetsApiKey: key,
    spreadsheetId: present(env.SPREADSHEET_ID) ?? "",
  };
}
