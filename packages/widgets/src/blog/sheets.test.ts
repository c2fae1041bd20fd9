import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttp } from "../core/http";
import { json, networkDown, recordingFetch } from "../../test/fetch";
import { POST_COLUMNS } from "@marketing/contracts";
import { formatSheetDate, getSheetValues } from "./sheets";

const HEADER = [...POST_COLUMNS];
// A trailing slash, as a marketer may type it: the address is still one slash apart.
const CONFIG = { api: "https://www.example.com/api/" };

describe("formatSheetDate", () => {
  it("formats a calendar date per language without shifting the day", () => {
    expect(formatSheetDate("2025-03-11", "en")).toBe("March 11, 2025");
    expect(formatSheetDate("2025-03-11", "fr")).toBe("11 mars 2025");
  });

  it("writes what Intl.DateTimeFormat writes, without it, in English and French", () => {
    for (const lang of ["en", "fr"])
      for (let month = 0; month < 12; month++)
        for (const day of [1, 9, 28]) {
          const date = new Date(Date.UTC(2026, month, day));
          const iso = date.toISOString().slice(0, 10);
          expect(formatSheetDate(iso, lang)).toBe(
            new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(date),
          );
        }
  });

  it("reads other formats Date understands", () => {
    expect(formatSheetDate("2025-03-12T12:00:00Z", "en")).toBe("March 12, 2025");
    expect(formatSheetDate("March 3, 2025", "en")).toBe("March 3, 2025");
  });

  it.each(["next Tuesday", "2025-02-30", "31/31/2025", "Q3"])(
    "shows %s as typed when it cannot be read",
    (raw) => {
      expect(formatSheetDate(raw, "en")).toBe(raw);
    },
  );

  it("shows nothing for an empty date", () => {
    expect(formatSheetDate("  ", "en")).toBe("");
  });
});

describe("getSheetValues", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks the API for the sheet by name, with no key, spreadsheet or range in the address", async () => {
    const { fetch, requests } = recordingFetch(() =>
      json({ range: "Sheet1!A1:H2", majorDimension: "ROWS", values: [HEADER] }),
    );
    const http = createHttp({ fetch });
    const result = await getSheetValues(http, CONFIG, "posts");
    await getSheetValues(http, CONFIG, "comments");
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ["GET", "https://www.example.com/api/sheets/posts"],
      ["GET", "https://www.example.com/api/sheets/comments"],
    ]);
    expect(result).toEqual({ ok: true, rows: [HEADER] });
  });

  it("treats a range without values (an empty sheet) as no rows, not a failure", async () => {
    const { fetch } = recordingFetch(() => json({ range: "Sheet1!A1:H1", majorDimension: "ROWS" }));
    expect(await getSheetValues(createHttp({ fetch }), CONFIG, "posts")).toEqual({
      ok: true,
      rows: [],
    });
  });

  it.each([
    [400, "API key not valid. Please pass a valid API key."],
    [403, "The caller does not have permission"],
    [404, "Requested entity was not found."],
  ])("reports and logs a %i with Google's message", async (status, message) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch, mock } = recordingFetch(() =>
      json({ error: { code: status, message, status: "X" } }, status),
    );
    const result = await getSheetValues(createHttp({ fetch }), CONFIG, "posts");
    expect(result).toEqual({ ok: false, status, message });
    expect(mock).toHaveBeenCalledTimes(1); // 4xx is not retried
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(`failed with status ${status}: ${message}`),
    );
  });

  it("reports a network failure after the retries", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch, mock } = recordingFetch(networkDown);
    const http = createHttp({ fetch }).extend({ retry: { limit: 2, backoffLimit: 1 } });
    const result = await getSheetValues(http, CONFIG, "posts");
    expect(result).toMatchObject({ ok: false, message: "Failed to fetch" });
    expect(mock).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledOnce();
  });
});
