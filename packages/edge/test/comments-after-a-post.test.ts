// A commenter's next read shows their comment: a posted comment drops the kept copy of the
// comments sheet, so the next read asks Google rather than serving the copy for its fresh period.
import { afterEach, expect, it } from "vitest";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";
import { solvedProof, withProof } from "../scripts/solve-proof";

const COMMENTS_ENDPOINT = "https://script.google.com/macros/s/comments/exec";

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

function upstream(asked: Asked): Response {
  if (asked.url.href === COMMENTS_ENDPOINT)
    return Response.json({ ok: true, id: "c-1", approved: true }, { status: 201 });
  return Response.json({ range: "Comments!A1:H1", majorDimension: "ROWS", values: [["postSlug"]] });
}

const sheetReads = (edge: Edge) =>
  edge.asked.filter((asked) => asked.url.hostname === "sheets.googleapis.com").length;

it("reads the comments sheet anew after a comment is posted, from the copy otherwise", async () => {
  edge = await startEdge({ upstream, vars: { COMMENTS_ENDPOINT, SHEETS_CACHE_SECONDS: "600" } });
  await edge.fetch("/api/sheets/comments");
  expect((await edge.fetch("/api/sheets/comments")).headers.get("x-edge-cache")).toBe("hit");
  expect(sheetReads(edge)).toBe(1);

  const posted = await edge.fetch("/api/comments", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=utf-8" },
    body: withProof(
      { type: "blog_comment", postSlug: "a-post", id: "c-1", name: "Ada", message: "First!" },
      await solvedProof(new URL("/api", edge.url).href, edge.fetch),
    ),
  });
  expect(posted.status).toBe(201);
  expect((await edge.fetch("/api/sheets/comments")).headers.get("x-edge-cache")).toBe("miss");
  expect(sheetReads(edge)).toBe(2);
});
