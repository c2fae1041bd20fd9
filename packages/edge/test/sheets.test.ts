// The reads: Google's answer through the edge, its key never shown, one request to Google however
// many visitors ask, and the last good copy while Google refuses.
import { afterEach, describe, expect, it } from "vitest";
import { COMMENTS_RANGE, POSTS_RANGE } from "@marketing/contracts";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";

const ROWS = [
  ["title", "slug"],
  ["Hello", "hello"],
];

/** A stand-in of Sheets values.get that answers `status()` (200 with ROWS, or Google's error). */
function sheets(status: () => number, rows = () => ROWS) {
  return (asked: Asked) => {
    const code = status();
    if (code !== 200)
      return Response.json(
        { error: { code, message: "Quota exceeded", status: "RESOURCE_EXHAUSTED" } },
        { status: code },
      );
    const range = decodeURIComponent(asked.url.pathname.split("/").pop()!);
    return Response.json({ range, majorDimension: "ROWS", values: rows() });
  };
}

const path = (range: string, id = "the-sheet", query = "?key=whatever") =>
  `/api/sheets/v4/spreadsheets/${id}/values/${encodeURIComponent(range)}${query}`;

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

describe("GET /api/sheets/…/values/{range}", () => {
  it("answers Google's values.get body, asking Google with the secret key, never showing it", async () => {
    edge = await startEdge({ upstream: sheets(() => 200) });
    const response = await edge.fetch(path(POSTS_RANGE));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ range: POSTS_RANGE, majorDimension: "ROWS", values: ROWS });
    expect(text).not.toContain("secret-key-123");
    expect([...response.headers].join()).not.toContain("secret-key-123");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(edge.asked).toHaveLength(1);
    expect(edge.asked[0]!.url.origin).toBe("https://sheets.googleapis.com");
    expect(edge.asked[0]!.url.searchParams.get("key")).toBe("secret-key-123");
  });

  it("asks Google once for 2,000 concurrent reads, and not again while the copy is fresh", async () => {
    edge = await startEdge({ upstream: sheets(() => 200) });
    const answers = await Promise.all(
      Array.from({ length: 2000 }, () => edge!.fetch(path(POSTS_RANGE))),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies.every((body) => !body.includes("secret-key-123"))).toBe(true);
    await Promise.all(Array.from({ length: 50 }, () => edge!.fetch(path(COMMENTS_RANGE))));
    expect(edge.asked.filter((a) => a.url.pathname.includes("Sheet1"))).toHaveLength(1);
    expect(edge.asked.filter((a) => a.url.pathname.includes("Comments"))).toHaveLength(1);
  });

  it("refuses another spreadsheet, another range and unknown parameters without asking Google", async () => {
    edge = await startEdge({ upstream: sheets(() => 200) });
    expect((await edge.fetch(path(POSTS_RANGE, "someone-elses-sheet"))).status).toBe(404);
    expect((await edge.fetch(path("Secrets!A:Z"))).status).toBe(400);
    expect((await edge.fetch(path(POSTS_RANGE, "the-sheet", "?key=x&cachebust=1"))).status).toBe(
      400,
    );
    expect((await edge.fetch(path(POSTS_RANGE, "the-sheet", "?alt=media"))).status).toBe(400);
    expect(edge.asked).toHaveLength(0);
  });

  it("serves the last good copy, marked, while Google answers 429 or 500, and asks again later", async () => {
    let status = 200;
    let title = "First";
    edge = await startEdge({
      upstream: sheets(
        () => status,
        () => [["title"], [title]],
      ),
      vars: { SHEETS_CACHE_SECONDS: "1" },
    });
    expect((await edge.fetch(path(POSTS_RANGE))).status).toBe(200);
    status = 429;
    title = "Second";
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (let i = 0; i < 20; i++) {
      const response = await edge.fetch(path(POSTS_RANGE));
      expect(response.status).toBe(200);
      expect(((await response.json()) as { values: string[][] }).values[1]).toEqual(["First"]);
    }
    // Let the background revalidation finish: the copy is now marked as served in Google's place.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const marked = await edge.fetch(path(POSTS_RANGE));
    expect(marked.status).toBe(200);
    expect(marked.headers.get("x-edge-cache")).toBe("stale-if-error");
    // One revalidation for the twenty stale reads, then the lease holds further tries off.
    expect(edge.asked.length).toBeLessThanOrEqual(3);
    status = 500;
    expect((await edge.fetch(path(POSTS_RANGE))).status).toBe(200);
  });

  it("passes Google's status on when there is no copy yet, not its error body", async () => {
    edge = await startEdge({ upstream: sheets(() => 429) });
    const response = await edge.fetch(path(POSTS_RANGE));
    expect(response.status).toBe(429);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 429, message: "Google Sheets answered 429." },
    });
    expect(text).not.toContain("Quota exceeded");
  });

  it("keys its copy on the checked address: 200 spellings of one read cost Google one request", async () => {
    edge = await startEdge({ upstream: sheets(() => 200), vars: { SPREADSHEET_ID: "the-sheet" } });
    const encodeAll = (text: string) =>
      [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
    const spellings = Array.from({ length: 200 }, (_, i) => {
      // Each spelling percent-encodes a different set of the id's and the range's characters.
      const id = [..."the-sheet"].map((c, at) => ((i >> at) & 1 ? encodeAll(c) : c)).join("");
      const range = [...POSTS_RANGE]
        .map((c, at) => ((i >> (at % 8)) & 2 ? encodeAll(c) : encodeURIComponent(c)))
        .join("");
      return `/api/sheets/v4/spreadsheets/${id}/values/${range}?key=k${i}`;
    });
    expect(new Set(spellings).size).toBe(200);
    for (const spelling of spellings) expect((await edge.fetch(spelling)).status).toBe(200);
    expect(edge.asked).toHaveLength(1);
  });

  it("refuses a client's 61st read within a minute, counting an IPv6 /64 as one client", async () => {
    edge = await startEdge({ upstream: sheets(() => 200), readLimit: 60 });
    const from = (address: string) => ({ headers: { "CF-Connecting-IP": address } });
    // 60 reads from 60 addresses of one /64, then its 61st: refused.
    for (let i = 1; i <= 60; i++)
      expect(
        (await edge.fetch(path(POSTS_RANGE), from(`2001:db8:0:7::${i.toString(16)}`))).status,
      ).toBe(200);
    const refused = await edge.fetch(path(POSTS_RANGE), from("2001:0db8:0000:0007:ffff::1"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    // Another client is still served.
    expect((await edge.fetch(path(POSTS_RANGE), from("2001:db8:0:8::1"))).status).toBe(200);
    expect((await edge.fetch(path(POSTS_RANGE), from("198.51.100.7"))).status).toBe(200);
  });

  it("answers 503 and logs why when the service account cannot sign in, not a time-out", async () => {
    edge = await startEdge({
      upstream: sheets(() => 200),
      vars: {
        SHEETS_API_KEY: "",
        GOOGLE_SERVICE_ACCOUNT: '{"client_email":"x","private_key":"no"}',
      },
    });
    const response = await edge.fetch(path(POSTS_RANGE));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 503, message: "The site's Google access is misconfigured." },
    });
    expect(edge.asked).toHaveLength(0);
  });

  it("serves stale while one request revalidates once the copy's period is over", async () => {
    let title = "Old";
    // Google's second answer (the revalidation) waits until the stale reads are in, however
    // slowly a loaded machine serves them.
    let release!: () => void;
    const revalidation = new Promise<void>((resolve) => (release = resolve));
    const google = sheets(
      () => 200,
      () => [["title"], [title]],
    );
    edge = await startEdge({
      upstream: async (asked) => {
        if (edge && edge.asked.length > 1) await revalidation;
        return google(asked);
      },
      vars: { SHEETS_CACHE_SECONDS: "1" },
    });
    await edge.fetch(path(POSTS_RANGE));
    title = "New";
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const stale = await Promise.all(
      Array.from({ length: 30 }, () => edge!.fetch(path(POSTS_RANGE))),
    );
    expect(new Set(stale.map((response) => response.headers.get("x-edge-cache")))).toEqual(
      new Set(["stale"]),
    );
    const titles = await Promise.all(
      stale.map(async (r) => ((await r.json()) as { values: string[][] }).values[1]),
    );
    expect(new Set(titles.flat())).toEqual(new Set(["Old"]));
    release();
    await expect
      .poll(
        async () =>
          ((await (await edge!.fetch(path(POSTS_RANGE))).json()) as { values: string[][] })
            .values[1],
        { timeout: 5_000 },
      )
      .toEqual(["New"]);
    expect(edge.asked).toHaveLength(2);
  });
});
