// `npm run edge` as docs/going-live.md documents it, building (not `--no-build`): every variable
// pointed at one stand-in of Google, Drive and the Apps Script that records what it is asked, the
// build in a folder outside the checkout (EDGE_BUILD_DIR), its cache in EDGE_STATE_DIR, and another
// site's origin listed (ALLOWED_ORIGINS). Each variable must reach what it names.
import { once } from "node:events";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { POST_COLUMNS } from "@marketing/contracts";
import { npmRunEdge, type RunningEdge } from "./npm-run-edge";
import { solvedProof, withProof } from "../scripts/solve-proof";

const KEY = "variables-secret-key-5c1e";
const SPREADSHEET = "variables-sheet";
const DOC = "https://docs.google.com/document/d/e/2PACX-1vVariablesStandInDocument/pub";
const IMAGE_ID = "1VariablesStandInImage";
const LISTED = "https://wp.example.com";

/** One row per column of the posts sheet: a post whose document and picture the stand-in serves. */
function postsValues(): string[][] {
  const post: Record<string, string> = {
    title: "Through every variable",
    slug: "through-every-variable",
    author: "Stand-in",
    date: "2026-12-01",
    category: "Tests",
    summary: "A post the stand-in serves.",
    publishedDocURL: DOC,
    featuredImageURL: `https://drive.google.com/file/d/${IMAGE_ID}/view`,
  };
  return [[...POST_COLUMNS], POST_COLUMNS.map((column) => post[column] ?? "")];
}

const PAGE = `<!doctype html><html><body><div id="contents"><p>${"The stand-in's document. ".repeat(10)}</p></div></body></html>`;
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");

/** Sheets, Docs, Drive and the Apps Script at once, by path; every request kept. */
function standIn() {
  const asked: Array<{ method: string; url: URL; body: string }> = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      asked.push({ method: req.method ?? "", url, body });
      if (url.pathname.startsWith("/sheets/")) {
        res.setHeader("Content-Type", "application/json; charset=UTF-8");
        const range = decodeURIComponent(url.pathname.split("/").pop() ?? "");
        const values = range.startsWith("Sheet1") ? postsValues() : [["postSlug", "id"]];
        res.end(JSON.stringify({ range, majorDimension: "ROWS", values }));
      } else if (url.pathname.startsWith("/docs/")) {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(PAGE);
      } else if (url.pathname.startsWith("/drive/")) {
        res.setHeader("Content-Type", "image/jpeg");
        res.end(JPEG);
      } else {
        res.setHeader("Content-Type", "application/json");
        if (url.pathname === "/comments") res.statusCode = 201;
        res.end(JSON.stringify({ ok: true, result: "success", approved: false }));
      }
    });
  });
  return { server, asked };
}

let dir: string;
let stand: ReturnType<typeof standIn>;
let edge: RunningEdge | undefined;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = await mkdtemp(join(tmpdir(), "edge-variables-"));
  stand = standIn();
  stand.server.listen(0, "127.0.0.1");
  await once(stand.server, "listening");
  const at = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
  // Building: no --no-build.
  edge = await npmRunEdge({
    EDGE_BUILD_DIR: join(dir, "site"),
    EDGE_STATE_DIR: join(dir, "state"),
    SHEETS_API_BASE: `${at}/sheets`,
    SHEETS_API_KEY: KEY,
    SPREADSHEET_ID: SPREADSHEET,
    SHEETS_CACHE_SECONDS: "120",
    DOCS_BASE: `${at}/docs`,
    DRIVE_BASE: `${at}/drive`,
    NEWSLETTER_ENDPOINT: `${at}/newsletter`,
    CONTACT_ENDPOINT: `${at}/contact`,
    COMMENTS_ENDPOINT: `${at}/comments`,
    ALLOWED_ORIGINS: LISTED,
  });
  base = edge.base;
});

test.afterAll(async () => {
  await edge?.stop();
  await new Promise((resolve) => (stand.server as Server).close(resolve));
  await rm(dir, { recursive: true, force: true });
});

test("builds the site into EDGE_BUILD_DIR outside the checkout and serves it, its posts read with the stand-in's key", async ({
  request,
}) => {
  const home = await request.get(`${base}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("/embed/widgets.js");
  expect(await readdir(join(dir, "site", "client"))).toContain("index.html");
  // The build read the posts where SHEETS_API_BASE says, with SHEETS_API_KEY, for SPREADSHEET_ID.
  const post = await request.get(`${base}/blog/through-every-variable`);
  expect(post.status()).toBe(200);
  expect(await post.text()).toContain("Through every variable");
  const reads = stand.asked.filter((a) => a.url.pathname.startsWith("/sheets/"));
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads) {
    expect(read.url.pathname).toContain(`/v4/spreadsheets/${SPREADSHEET}/values/`);
    expect(read.url.searchParams.get("key")).toBe(KEY);
  }
});

test("the API reads the sheet, the document and the picture where their variables say, and caches", async ({
  request,
}) => {
  const first = await request.get(`${base}/api/sheets/posts`);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain("through-every-variable");
  const second = await request.get(`${base}/api/sheets/posts`);
  // SHEETS_CACHE_SECONDS=120: the second read is the copy.
  expect(second.headers()["x-edge-cache"]).toBe("hit");

  const doc = await request.get(`${base}/api/docs?url=${encodeURIComponent(DOC)}`);
  expect(doc.status()).toBe(200);
  expect(await doc.text()).toContain("The stand-in's document.");
  expect(
    stand.asked.some(
      (a) => a.url.pathname === "/docs/document/d/e/2PACX-1vVariablesStandInDocument/pub",
    ),
  ).toBe(true);

  const image = await request.get(`${base}/api/images/${IMAGE_ID}?sz=w400`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  const drive = stand.asked.find((a) => a.url.pathname === "/drive/thumbnail");
  expect(drive?.url.searchParams.get("id")).toBe(IMAGE_ID);
  expect(drive?.url.searchParams.get("sz")).toBe("w400");
  // EDGE_STATE_DIR holds the Worker's cache.
  expect((await readdir(join(dir, "state"), { recursive: true })).length).toBeGreaterThan(0);
});

test("each form's post reaches its endpoint variable; a listed origin may read the answers, another may not", async ({
  request,
}) => {
  const stamp = Date.now();
  const bodies = {
    newsletter: { type: "newsletter_subscription", email: `vars-${stamp}@example.com` },
    contact: {
      type: "contact_form",
      name: "Ada",
      email: `vars-${stamp}@example.com`,
      message: "Through the variables.",
    },
    comments: {
      type: "blog_comment",
      postSlug: "through-every-variable",
      id: `vars-${stamp}`,
      name: "Ada",
      message: "Through the variables.",
    },
  };
  for (const [route, body] of Object.entries(bodies)) {
    // A widget's post: with a solved proof of work (the key `npm run edge` generated).
    const answer = await request.post(`${base}/api/${route}`, {
      headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: LISTED },
      data: withProof(body, await solvedProof(`${base}/api`)),
    });
    expect(answer.status(), route).toBeLessThan(300);
    expect(answer.headers()["access-control-allow-origin"], route).toBe(LISTED);
    expect(stand.asked.some((a) => a.method === "POST" && a.url.pathname === `/${route}`)).toBe(
      true,
    );
  }
  const unlisted = await request.get(`${base}/api/health`, {
    headers: { Origin: "https://elsewhere.example" },
  });
  expect(unlisted.status()).toBe(200);
  expect(unlisted.headers()["access-control-allow-origin"]).toBeUndefined();
});
