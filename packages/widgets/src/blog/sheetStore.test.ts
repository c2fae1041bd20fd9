import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttp } from "../core/http";
import { json, recordingFetch } from "../../test/fetch";
import {
  appendSheetRow,
  loadSheet,
  resetSheetStore,
  SHEET_CACHE_MS,
  sheetKey,
  sheetStore,
} from "./sheetStore";

const CONFIG = { api: "https://api.test/api" };
const rows = [
  ["title", "slug"],
  ["A", "a"],
];

function setup() {
  const recorded = recordingFetch(() => json({ values: rows }));
  return { ...recorded, http: createHttp({ fetch: recorded.fetch }) };
}

describe("the page-wide sheet store", () => {
  afterEach(() => {
    resetSheetStore();
    vi.restoreAllMocks();
  });

  it("reuses a sheet fetched under 5 minutes ago (list → post → list reads it once)", async () => {
    const { http, mock } = setup();
    let now = 1_000;
    const clock = () => now;
    await loadSheet(http, CONFIG, "posts", clock);
    now += SHEET_CACHE_MS - 1;
    expect(await loadSheet(http, CONFIG, "posts", clock)).toEqual({ ok: true, rows });
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it("asks again once the entry is 5 minutes old", async () => {
    const { http, mock } = setup();
    let now = 1_000;
    await loadSheet(http, CONFIG, "posts", () => now);
    now += SHEET_CACHE_MS;
    await loadSheet(http, CONFIG, "posts", () => now);
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it("shares one request between widgets asking at the same time", async () => {
    const { http, mock } = setup();
    const [a, b] = await Promise.all([
      loadSheet(http, CONFIG, "posts"),
      loadSheet(http, CONFIG, "posts"),
    ]);
    expect(a).toBe(b);
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it("keeps sheets and APIs apart", async () => {
    const { http, requests } = setup();
    await loadSheet(http, CONFIG, "posts");
    await loadSheet(http, CONFIG, "comments");
    await loadSheet(http, { api: "https://other.test/api" }, "posts");
    expect(requests.map((request) => request.url)).toEqual([
      "https://api.test/api/sheets/posts",
      "https://api.test/api/sheets/comments",
      "https://other.test/api/sheets/posts",
    ]);
  });

  it("does not reuse a failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let status = 403;
    const { fetch, mock } = recordingFetch(() =>
      json(status === 200 ? { values: rows } : { error: { message: "no" } }, status),
    );
    const http = createHttp({ fetch });
    expect(await loadSheet(http, CONFIG, "posts")).toMatchObject({ ok: false, status: 403 });
    status = 200;
    expect(await loadSheet(http, CONFIG, "posts")).toEqual({ ok: true, rows });
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it("stores nothing from a request made before a reset (a previous story's, answering late)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let answerFirst: (response: Response) => void = () => {};
    let calls = 0;
    const { fetch } = recordingFetch(() =>
      ++calls === 1
        ? new Promise<Response>((resolve) => (answerFirst = resolve))
        : json({ values: rows }),
    );
    const http = createHttp({ fetch });
    const early = loadSheet(http, CONFIG, "posts");
    await vi.waitFor(() => expect(calls).toBe(1));

    resetSheetStore();
    expect(await loadSheet(http, CONFIG, "posts")).toEqual({ ok: true, rows });
    answerFirst(json({ error: { message: "no" } }, 403));
    expect(await early).toMatchObject({ ok: false, status: 403 });
    expect(sheetStore.getState().entries[sheetKey(http, CONFIG, "posts")]?.result).toEqual({
      ok: true,
      rows,
    });
    expect(calls).toBe(2);
  });

  it("adds a posted row to the cached sheet without a request", async () => {
    const { http, mock } = setup();
    await loadSheet(http, CONFIG, "comments");
    appendSheetRow(http, CONFIG, "comments", ["B", "b"]);
    expect(await loadSheet(http, CONFIG, "comments")).toEqual({
      ok: true,
      rows: [...rows, ["B", "b"]],
    });
    expect(mock).toHaveBeenCalledTimes(1);
  });
});
