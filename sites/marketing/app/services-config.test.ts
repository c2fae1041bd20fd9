// Where the build reads the blog's sheet: Google (or a stand-in) only with the Worker's own key,
// never a VITE_ variable a page could carry; without one, the fixtures.
import { describe, expect, it } from "vitest";
import { buildTimeSheet } from "./services-config";

describe("buildTimeSheet", () => {
  it("reads the fixtures (undefined) without SHEETS_API_KEY, whatever else is set", () => {
    expect(buildTimeSheet({})).toBeUndefined();
    expect(buildTimeSheet({ SHEETS_API_KEY: "  ", SPREADSHEET_ID: "sheet-1" })).toBeUndefined();
    expect(buildTimeSheet({ VITE_SHEETS_API_KEY: "key", SPREADSHEET_ID: "sheet-1" })).toBe(
      undefined,
    );
  });

  it("reads Google's Sheets API with the key and spreadsheet given, trimmed", () => {
    expect(buildTimeSheet({ SHEETS_API_KEY: " key ", SPREADSHEET_ID: " sheet-1 " })).toEqual({
      sheetsApiBase: "https://sheets.googleapis.com",
      sheetsApiKey: "key",
      spreadsheetId: "sheet-1",
    });
  });

  it("reads a stand-in's address from SHEETS_API_BASE, without its trailing slashes", () => {
    expect(
      buildTimeSheet({
        SHEETS_API_KEY: "local-dev-key",
        SHEETS_API_BASE: "http://127.0.0.1:8787//",
        SPREADSHEET_ID: "local-blog-sheet",
      })?.sheetsApiBase,
    ).toBe("http://127.0.0.1:8787");
  });
});
