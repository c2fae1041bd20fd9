// The reads: Google's answer through the edge, its key never shown, one request to Google however
// many visitors ask, and the last good copy while Google refuses.
import { afterEach, describe, expect, it } from "vitest";
import { COMMENTS_RANGE, POSTS_RANGE, type ApiSheet } from "@marketing/contracts";
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

const path = (sheet: ApiSheet) => `/api/sheets/${sheet}`;

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

describe("GET /api/sheets/{posts|comments}", () => {
  it("answers Google's values.get body, asking Google with the secret key, never showing it", async () => {
    edge = await startEdge({ upstream: sheets(() => 200) });
    const response = await edge.fetch(path("posts"));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ range: POSTS_RANGE, majorDimension: "ROWS", values: ROWS });
    expect(text).not.toContain("secret-key-123");
    expect([...response.headers].join()).not.toContain("secret-key-123");
    // No page named itself (a server's request): nothing for another origin to read.
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(edge.asked).toHaveLength(1);
    const asked = edge.asked[0]!.url;
    expect(asked.origin).toBe("https://sheets.googleapis.com");
    expect(decodeURIComponent(asked.pathname)).toBe(
      `/v4/spreadsheets/the-sheet/values/${POSTS_RANGE}`,
    );
    expect(asked.searchParams.get("key")).toBe("secret-key-123");
  });

  it("reads the comments sheet's own range, and answers a HEAD without a body", async () => {
    edge = await startEdge({ upstream: sheets(() => 200) });
    const comments = await edge.fetch(path("comments"));
    expect(((await comments.json()) as { range: string }).range).toBe(COMMENTS_RANGE);
    const head = await edge.fetch(path("comments"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("asks Google once for 2,000 concurrent reads, and not again while the copy is fresh", async () => {
    edge = await startEdge({ upstream: sheets(() => 200) });
    const answers = await Promise.all(
      Array.from({ length: 2000 }, () => edge!.fetch(path("posts"))),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies.every((body) => !body.includes("secret-key-123"))).toBe(true);
    await Promise.all(Array.from({ length: 50 }, () => edge!.fetch(path("comments"))));
    expect(edge.asked.filter((a) => a.url.pathname.includes("Sheet1"))).toHaveLength(1);
    expect(edge.asked.filter((a) => a.url.pathname.includes("Comments"))).toHaveLength(1);
  });

  it("answers 404 for any other sheet and 400 for any query, without asking Google", async () => {
    edge = await startEdge({ upstream: sheets(() => 200) });
    for (const other of [
      "/api/sheets/secrets",
      `/api/sheets/${encodeURIComponent(POSTS_RANGE)}`,
      "/api/sheets/constructor",
      "/api/sheets/posts/extra",
      "/api/sheets/",
      "/api/sheets/%E0%A4%A",
    ])
      expect((await edge.fetch(other)).status, other).toBe(404);
    for (const query of ["?key=x", "?cachebust=1", "?alt=media", "?range=Secrets!A:Z"])
      expect((await edge.fetch(`${path("posts")}${query}`)).status, query).toBe(400);
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
    expect((await edge.fetch(path("posts"))).status).toBe(200);
    status = 429;
    title = "Second";
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (let i = 0; i < 20; i++) {
      const response = await edge.fetch(path("posts"));
      expect(response.status).toBe(200);
      expect(((await response.json()) as { values: string[][] }).values[1]).toEqual(["First"]);
    }
    // Let the background revalidation finish: the copy is now marked as served in Google's place.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const marked = await edge.fetch(path("posts"));
    expect(marked.status).toBe(200);
    expect(marked.headers.get("x-edge-cache")).toBe("stale-if-error");
    // One revalidation for the twenty stale reads, then the lease holds further tries off.
    expect(edge.asked.length).toBeLessThanOrEqual(3);
    status = 500;
    expect((await edge.fetch(path("posts"))).status).toBe(200);
  });

  it("passes Google's status on when there is no copy yet, not its error body", async () => {
    edge = await startEdge({ upstream: sheets(() => 429) });
    const response = await edge.fetch(path("posts"));
    expect(response.status).toBe(429);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 429, message: "Google Sheets answered 429." },
    });
    expect(text).not.toContain("Quota exceeded");
  });

  it("keys its copy on the sheet: 200 spellings of the two reads cost Google two requests", async () => {
    edge = await startEdge({ upstream: sheets(() => 200) });
    // Every character as itself, or percent-encoded in lower or upper case hex.
    const spellings = (name: string): string[] =>
      [...name].reduce<string[]>(
        (heads, c) => {
          const hex = c.charCodeAt(0).toString(16);
          const forms = new Set([c, `%${hex}`, `%${hex.toUpperCase()}`]);
          return heads.flatMap((head) => [...forms].map((form) => head + form));
        },
        [""],
      );
    const posts = spellings("posts");
    const all = [...posts, ...spellings("comments").slice(0, 200 - posts.length)];
    expect(new Set(all).size).toBe(200);
    for (const sheet of all)
      expect((await edge.fetch(`/api/sheets/${sheet}`)).status, sheet).toBe(200);
    expect(edge.asked).toHaveLength(2);
  });

  it("refuses a client's 61st read within a minute, counting an IPv6 /64 as one client", async () => {
    edge = await startEdge({ upstream: sheets(() => 200), readLimit: 60 });
    const from = (address: string) => ({ headers: { "CF-Connecting-IP": address } });
    // 60 reads from 60 addresses of one /64, then its 61st: refused.
    for (let i = 1; i <= 60; i++)
      expect(
        (await edge.fetch(path("posts"), from(`2001:db8:0:7::${i.toString(16)}`))).status,
      ).toBe(200);
    const refused = await edge.fetch(path("posts"), from("2001:0db8:0000:0007:ffff::1"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    // Another client is still served.
    expect((await edge.fetch(path("posts"), from("2001:db8:0:8::1"))).status).toBe(200);
    expect((await edge.fetch(path("posts"), from("198.51.100.7"))).status).toBe(200);
  });

  it("answers 503 and logs why when the service account cannot sign in, not a time-out", async () => {
    edge = await startEdge({
      upstream: sheets(() => 200),
      vars: {
        SHEETS_API_KEY: "",
        GOOGLE_SERVICE_ACCOUNT: '{"client_email":"x","private_key":"no"}',
      },
    });
    const response = await edge.fetch(path("posts"));
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
    await edge.fetch(path("posts"));
    title = "New";
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const stale = await Promise.all(Array.from({ length: 30 }, () => edge!.fetch(path("posts"))));
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
          ((await (await edge!.fetch(path("posts"))).json()) as { values: string[][] }).values[1],
        { timeout: 5_000 },
      )
      .toEqual(["New"]);
    expect(edge.asked).toHaveLength(2);
  });
});
