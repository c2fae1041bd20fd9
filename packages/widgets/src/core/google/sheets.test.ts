import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttp } from "../http";
import { json, networkDown, recordingFetch } from "../../../test/fetch";
import {
  formatSheetDate,
  getSheetValues,
  parseCommentRows,
  parsePostRows,
  sheetValuesUrl,
} from "./sheets";

const HEADER = [
  "title",
  "slug",
  "author",
  "date",
  "category",
  "summary",
  "publishedDocURL",
  "featuredImageURL",
];
const CONFIG = {
  sheetsApiBase: "https://sheets.example/",
  spreadsheetId: "sheet-1",
  sheetsApiKey: "k e y",
};

describe("parsePostRows", () => {
  it("skips the header row and maps columns A to H", () => {
    const posts = parsePostRows([
      HEADER,
      ["T", "t", "Ada", "2025-01-02", "Cat", "Sum", "https://docs.google.com/x", "img"],
    ]);
    expect(posts).toEqual([
      {
        title: "T",
        slug: "t",
        author: "Ada",
        date: "2025-01-02",
        category: "Cat",
        summary: "Sum",
        publishedDocURL: "https://docs.google.com/x",
        featuredImageURL: "img",
      },
    ]);
  });

  it("pads short rows (Sheets omits trailing empty cells)", () => {
    const [post] = parsePostRows([HEADER, ["Only a title", "only-a-title"]]);
    expect(post).toMatchObject({
      title: "Only a title",
      slug: "only-a-title",
      author: "",
      summary: "",
      featuredImageURL: "",
    });
  });

  it("skips rows without a slug or a title, and empty rows, without failing", () => {
    const posts = parsePostRows([
      HEADER,
      [],
      ["No slug", ""],
      ["", "no-title"],
      ["  ", "  "],
      ["Kept", "kept"],
    ]);
    expect(posts.map((post) => post.slug)).toEqual(["kept"]);
  });

  it("ignores columns after H", () => {
    const [post] = parsePostRows([
      HEADER,
      ["T", "t", "a", "d", "c", "s", "u", "i", "extra", "more"],
    ]);
    expect(Object.keys(post!)).toHaveLength(8);
    expect(post?.featuredImageURL).toBe("i");
  });

  it("returns nothing for a sheet with only a header, or no rows at all", () => {
    expect(parsePostRows([HEADER])).toEqual([]);
    expect(parsePostRows([])).toEqual([]);
  });
});

describe("parseCommentRows", () => {
  it("maps columns A to G and skips incomplete rows", () => {
    const comments = parseCommentRows([
      ["postSlug", "id", "name", "email", "message", "date", "parentId"],
      ["post", "c1", "Ada", "", "Hello", "2025-03-12T08:41:00Z"],
      ["post", "c2", "Bob", "b@example.com", "Reply", "2025-03-13", "c1", "extra"],
      ["post", "", "No id", "", "x"],
      ["post", "c3", "No message"],
    ]);
    expect(comments).toEqual([
      {
        postSlug: "post",
        id: "c1",
        name: "Ada",
        email: "",
        message: "Hello",
        date: "2025-03-12T08:41:00Z",
        parentId: "",
      },
      {
        postSlug: "post",
        id: "c2",
        name: "Bob",
        email: "b@example.com",
        message: "Reply",
        date: "2025-03-13",
        parentId: "c1",
      },
    ]);
  });
});

describe("formatSheetDate", () => {
  it("formats a calendar date per language without shifting the day", () => {
    expect(formatSheetDate("2025-03-11", "en")).toBe("March 11, 2025");
    expect(formatSheetDate("2025-03-11", "fr")).toBe("11 mars 2025");
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

  it("asks values.get for the range with the key in the URL", async () => {
    const { fetch, requests } = recordingFetch(() =>
      json({ range: "Sheet1!A1:H2", majorDimension: "ROWS", values: [HEADER] }),
    );
    const result = await getSheetValues(createHttp({ fetch }), CONFIG, "Sheet1!A:H");
    expect(requests[0]?.url).toBe(
      "https://sheets.example/v4/spreadsheets/sheet-1/values/Sheet1!A%3AH?key=k%20e%20y",
    );
    expect(sheetValuesUrl(CONFIG, "Comments!A:G")).toContain("/values/Comments!A%3AG?key=");
    expect(result).toEqual({ ok: true, rows: [HEADER] });
  });

  it("treats a range without values (an empty sheet) as no rows, not a failure", async () => {
    const { fetch } = recordingFetch(() => json({ range: "Sheet1!A1:H1", majorDimension: "ROWS" }));
    expect(await getSheetValues(createHttp({ fetch }), CONFIG, "Sheet1!A:H")).toEqual({
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
    const result = await getSheetValues(createHttp({ fetch }), CONFIG, "Sheet1!A:H");
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
    const result = await getSheetValues(http, CONFIG, "Sheet1!A:H");
    expect(result).toMatchObject({ ok: false, message: "Failed to fetch" });
    expect(mock).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledOnce();
  });
});
