// Published documents through the edge: only Google Docs' published pages, Google's redirects
// followed only within docs.google.com, nothing fetched for anything else.
import { afterEach, describe, expect, it } from "vitest";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";

const DOC = "https://docs.google.com/document/d/e/2PACX-1vTpublished-doc-id/pub";

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

const docs = (url: string) => `/api/docs?url=${encodeURIComponent(url)}`;

function googleDocs(asked: Asked): Response {
  if (asked.url.pathname.endsWith("-moved/pub"))
    return new Response(null, { status: 302, headers: { Location: DOC } });
  if (asked.url.pathname.endsWith("-away/pub"))
    return new Response(null, { status: 302, headers: { Location: "https://evil.example/pub" } });
  return new Response(`<html><body><p>Doc at ${asked.url.href}</p></body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

describe("GET /api/docs?url=", () => {
  it("fetches a published document once, readable from any origin, then from the cache", async () => {
    edge = await startEdge({ upstream: googleDocs });
    for (const url of [DOC, `${DOC}?embedded=true`]) {
      const response = await edge.fetch(docs(url));
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(await response.text()).toContain(`Doc at ${url}`);
    }
    await edge.fetch(docs(DOC));
    expect(edge.asked.map((asked) => asked.url.href)).toEqual([DOC, `${DOC}?embedded=true`]);
  });

  it("follows Google's redirect within docs.google.com, and refuses one that leaves it", async () => {
    edge = await startEdge({ upstream: googleDocs });
    const moved = await edge.fetch(docs(DOC.replace("2PACX-1vTpublished-doc-id", "2PACX-moved")));
    expect(moved.status).toBe(200);
    const away = await edge.fetch(docs(DOC.replace("2PACX-1vTpublished-doc-id", "2PACX-away")));
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

  it("refuses a second parameter (the cache's key is the document alone)", async () => {
    edge = await startEdge({ upstream: googleDocs });
    expect((await edge.fetch(`${docs(DOC)}&x=1`)).status).toBe(400);
    expect(edge.asked).toHaveLength(0);
  });
});
