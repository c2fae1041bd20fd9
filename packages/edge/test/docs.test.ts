// Published documents through the edge: only Google Docs' published pages the posts sheet names,
// Google's redirects followed only within docs.google.com, nothing fetched for anything else, and
// answered as text a widget reads (a page of the site or a listed origin), never a page to render.
import { afterEach, describe, expect, it } from "vitest";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";

const DOC = "https://docs.google.com/document/d/e/2PACX-1vTpublished-doc-id/pub";

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

const docs = (url: string) => `/api/docs?url=${encodeURIComponent(url)}`;

const MOVED = DOC.replace("2PACX-1vTpublished-doc-id", "2PACX-moved");
const AWAY = DOC.replace("2PACX-1vTpublished-doc-id", "2PACX-away");
const UNLISTED = DOC.replace("2PACX-1vTpublished-doc-id", "2PACX-1vTnot-a-post-of-ours");

/** The posts sheet: one row per listed document (title, slug, …, publishedDocURL in column G). */
function postsSheet(): Response {
  const header = ["title", "slug", "author", "date", "category", "summary", "publishedDocURL"];
  const rows = [DOC, MOVED, AWAY].map((url, i) => [`Post ${i}`, `post-${i}`, "", "", "", "", url]);
  return Response.json({
    range: "Sheet1!A1:G4",
    majorDimension: "ROWS",
    values: [header, ...rows],
  });
}

const toDocs = (asked: Asked) => asked.url.hostname === "docs.google.com";

function googleDocs(asked: Asked): Response {
  if (asked.url.hostname === "sheets.googleapis.com") return postsSheet();
  if (asked.url.pathname.endsWith("-moved/pub"))
    return new Response(null, { status: 302, headers: { Location: DOC } });
  if (asked.url.pathname.endsWith("-away/pub"))
    return new Response(null, { status: 302, headers: { Location: "https://evil.example/pub" } });
  return new Response(`<html><body><p>Doc at ${asked.url.href}</p></body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

describe("GET /api/docs?url=", () => {
  it("fetches a published document once, then from the cache", async () => {
    edge = await startEdge({ upstream: googleDocs });
    for (const url of [DOC, `${DOC}?embedded=true`]) {
      const response = await edge.fetch(docs(url));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`Doc at ${url}`);
    }
    await edge.fetch(docs(DOC));
    expect(edge.asked.filter(toDocs).map((asked) => asked.url.href)).toEqual([
      DOC,
      `${DOC}?embedded=true`,
    ]);
  });

  it("answers text that a browser neither renders, frames nor runs", async () => {
    edge = await startEdge({ upstream: googleDocs });
    const response = await edge.fetch(docs(DOC));
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("refuses a published document no post names, without fetching it", async () => {
    edge = await startEdge({ upstream: googleDocs });
    const response = await edge.fetch(docs(UNLISTED));
    expect(response.status).toBe(404);
    expect(edge.asked.filter(toDocs)).toHaveLength(0);
  });

  it("follows Google's redirect within docs.google.com, and refuses one that leaves it", async () => {
    edge = await startEdge({ upstream: googleDocs });
    const moved = await edge.fetch(docs(MOVED));
    expect(moved.status).toBe(200);
    const away = await edge.fetch(docs(AWAY));
    expect(away.status).toBe(502);
    expect(edge.asked.some((asked) => asked.url.hostname === "evil.example")).toBe(false);
  });

  it.each([
    ["another host", "https://example.com/document/d/e/2PACX-1vTpublished-doc-id/pub"],
    ["a look-alike host", "https://docs.google.com.evil.example/document/d/e/2PACX-1vTabcdef/pub"],
    ["a look-alike host", "https://docs-google.com/document/d/e/2PACX-1vTabcdef/pub"],
    ["user info", "https://docs.google.com@evil.example/document/d/e/2PACX-1vTabcdef/pub"],
    ["http:", DOC.replace("https:", "http:")],
    ["loopback", "http://127.0.0.1:8787/docs/document/d/e/2PACX-1vTabcdef/pub"],
    ["loopback", "https://localhost/document/d/e/2PACX-1vTabcdef/pub"],
    ["a port", "https://docs.google.com:8443/document/d/e/2PACX-1vTabcdef/pub"],
    ["an editable document", "https://docs.google.com/document/d/2PACX-1vTabcdef/edit"],
    ["another path", "https://docs.google.com/spreadsheets/d/e/2PACX-1vTabcdef/pub"],
    ["another query", `${DOC}?output=pdf`],
    ["not an address", "javascript:alert(1)"],
  ])("refuses %s (%s) with 400 and fetches nothing", async (_why, url) => {
    edge ??= await startEdge({ upstream: googleDocs });
    const response = await edge.fetch(docs(url));
    expect(response.status).toBe(400);
    expect(edge.asked).toHaveLength(0);
  });

  it("is readable by a page of a listed origin only", async () => {
    edge = await startEdge({
      upstream: googleDocs,
      vars: { ALLOWED_ORIGINS: "https://blog.example.com" },
    });
    const from = async (origin: string) =>
      (await edge!.fetch(docs(DOC), { headers: { Origin: origin } })).headers.get(
        "access-control-allow-origin",
      );
    expect(await from("https://blog.example.com")).toBe("https://blog.example.com");
    expect(await from("https://evil.example")).toBeNull();
  });

  it("refuses a second parameter (the cache's key is the document alone)", async () => {
    edge = await startEdge({ upstream: googleDocs });
    expect((await edge.fetch(`${docs(DOC)}&x=1`)).status).toBe(400);
    expect(edge.asked).toHaveLength(0);
  });
});
