// With a service account and no comments endpoint, the Worker appends a comment to the Comments
// sheet itself: as plain text, held for approval, and once per id (a retried post adds no row).
import { generateKeyPairSync } from "node:crypto";
import { afterEach, expect, it } from "vitest";
import { COMMENT_COLUMNS } from "@marketing/contracts";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";
import { solvedProof, withProof } from "../scripts/solve-proof";

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const ACCOUNT = JSON.stringify({
  client_email: "comments@project.iam.gserviceaccount.com",
  private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
});

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

/** Google's token endpoint and the Comments sheet, which grows with each append. */
function google() {
  const rows: string[][] = [
    [...COMMENT_COLUMNS],
    ["a-post", "c-old", "Bea", "", "Hi", "", "", "TRUE"],
  ];
  const appended: string[][] = [];
  const upstream = (asked: Asked) => {
    if (asked.url.hostname === "oauth2.googleapis.com")
      return Response.json({ access_token: "token-1", expires_in: 3600 });
    if (asked.method === "POST" && asked.url.pathname.endsWith(":append")) {
      const [row] = (JSON.parse(asked.body) as { values: string[][] }).values;
      appended.push(row!);
      rows.push(row!);
      return Response.json({ updates: { updatedRows: 1 } });
    }
    return Response.json({ range: "Comments!A1:H9", majorDimension: "ROWS", values: rows });
  };
  return { upstream, appended };
}

const comment = (id: string) => ({
  type: "blog_comment",
  postSlug: "a-post",
  id,
  name: "Ada",
  message: "=1+1",
});

it("appends a new comment once, as text and held, and no row for an id already stored", async () => {
  const sheet = google();
  edge = await startEdge({
    upstream: sheet.upstream,
    vars: { SHEETS_API_KEY: "", GOOGLE_SERVICE_ACCOUNT: ACCOUNT },
  });
  // Each post a widget's: with a proof of its own (a proof is spent once).
  const post = async (body: object) =>
    edge!.fetch("/api/comments", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=utf-8" },
      body: withProof(body, await solvedProof(new URL("/api", edge!.url).href, edge!.fetch)),
    });
  for (const id of ["c-new", "c-new", "c-old"]) {
    const answer = await post(comment(id));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ ok: true, id, approved: false });
  }
  expect(sheet.appended).toHaveLength(1);
  expect(sheet.appended[0]).toEqual(expect.arrayContaining(["a-post", "c-new", "Ada", "=1+1"]));
  const append = edge.asked.find((asked) => asked.url.pathname.endsWith(":append"))!;
  expect(append.url.searchParams.get("valueInputOption")).toBe("RAW");
  expect(append.headers.get("authorization")).toBe("Bearer token-1");
});
