// `npm run edge` itself, in front of a stand-in of Google that counts what it is asked: a burst of
// reads costs Google a few requests, the key never reaches a client, another spreadsheet is
// refused before Google, and while Google answers 429 every read still gets the last good values.
// Its own Worker (not the layer's web server): Google's address and key are this test's.
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { Agent, fetch } from "undici";
import { npmRunEdge, type RunningEdge } from "./npm-run-edge";

const KEY = "stand-in-secret-key-7f3a";
const SPREADSHEET = "the-real-sheet";
const VALUES = [
  ["title", "slug"],
  ["Through the edge", "through-the-edge"],
];
const BURST = 2_000;
const encode = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`;
/** Every spelling of the posts sheet's name in an address. */
const SPELLINGS = [
  ...[..."posts"].reduce(
    (spelled, c) =>
      new Set(
        [...spelled].flatMap((head) =>
          [c, encode(c), encode(c).toUpperCase()].map((x) => head + x),
        ),
      ),
    new Set([""]),
  ),
];

/** A copy's fresh period: short, so the test reaches a stale copy in seconds. */
const CACHE_SECONDS = 5;

/** Google's values.get, or its quota error while `busy`; every request it is asked, kept. */
function googleStandIn() {
  const asked: URL[] = [];
  const state = { busy: false, lastAskedAt: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    asked.push(url);
    state.lastAskedAt = Date.now();
    res.setHeader("Content-Type", "application/json; charset=UTF-8");
    if (state.busy) {
      res.statusCode = 429;
      res.end(JSON.stringify({ error: { code: 429, status: "RESOURCE_EXHAUSTED" } }));
      return;
    }
    res.end(JSON.stringify({ range: "Sheet1!A1:B2", majorDimension: "ROWS", values: VALUES }));
  });
  return { server, asked, state };
}

/** `npm run edge --no-build` serving an empty site, its cache in `dir`, in front of `google`. */
async function startEdge(google: string, dir: string): Promise<RunningEdge> {
  await mkdir(join(dir, "site", "client"), { recursive: true });
  await writeFile(join(dir, "site", "client", "index.html"), "<!doctype html><title>Site</title>");
  return npmRunEdge(
    {
      EDGE_BUILD_DIR: join(dir, "site"),
      EDGE_STATE_DIR: join(dir, "state"),
      SHEETS_API_BASE: google,
      SHEETS_API_KEY: KEY,
      SPREADSHEET_ID: SPREADSHEET,
      SHEETS_CACHE_SECONDS: String(CACHE_SECONDS),
    },
    ["--no-build"],
  );
}

interface Read {
  status: number;
  text: string;
  headers: string;
  cache: string | null;
}

async function read(base: string, client: Agent, sheet = "posts"): Promise<Read> {
  const response = await fetch(`${base}/api/sheets/${sheet}`, { dispatcher: client });
  return {
    status: response.status,
    text: await response.text(),
    headers: JSON.stringify([...response.headers]),
    cache: response.headers.get("X-Edge-Cache"),
  };
}

/**
 * `count` reads at once, as many browsers would: over a pool of connections of their own (the
 * server closes idle ones between bursts).
 */
async function burst(base: string, count: number, sheet?: string): Promise<Read[]> {
  const client = new Agent({ connections: 64, pipelining: 1 });
  try {
    return await Promise.all(Array.from({ length: count }, () => read(base, client, sheet)));
  } finally {
    await client.close();
  }
}

/**
 * Every read answered 200 with the stand-in's values, and none shows the key: a few expectations
 * over all of them (one Playwright `expect` per read costs seconds per thousand reads).
 */
function expectGoodValues(reads: Read[]) {
  expect([...new Set(reads.map((r) => r.status))]).toEqual([200]);
  const values = new Set(
    reads.map((r) => JSON.stringify((JSON.parse(r.text) as { values: string[][] }).values)),
  );
  expect([...values]).toEqual([JSON.stringify(VALUES)]);
  expect(reads.filter((r) => (r.text + r.headers).includes(KEY))).toEqual([]);
}

let dir: string;
let google: ReturnType<typeof googleStandIn>;
let edge: RunningEdge | undefined;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(join(tmpdir(), "edge-command-"));
  google = googleStandIn();
  google.server.listen(0, "127.0.0.1");
  await once(google.server, "listening");
  const googleUrl = `http://127.0.0.1:${(google.server.address() as AddressInfo).port}`;
  edge = await startEdge(googleUrl, dir);
  base = edge.base;
});

test.afterAll(async () => {
  await edge?.stop();
  await new Promise((resolve) => (google.server as Server).close(resolve));
  await rm(dir, { recursive: true, force: true });
});

test("npm run edge: 2,000 concurrent reads cost Google a few, never show the key, and outlive a 429", async () => {
  test.setTimeout(90_000);
  const started = Date.now();
  const first = await burst(base, BURST);
  const seconds = (Date.now() - started) / 1000;
  expectGoodValues(first);
  const askedForBurst = google.asked.length;
  test.info().annotations.push({
    type: "burst",
    description: `${BURST} reads in ${seconds.toFixed(1)} s, Google asked ${askedForBurst} times`,
  });
  // The first miss, then at most one revalidation per fresh period the burst lasted (±10%).
  expect(askedForBurst).toBeGreaterThanOrEqual(1);
  expect(askedForBurst).toBeLessThanOrEqual(1 + Math.floor(seconds / (CACHE_SECONDS * 0.9)));
  // Google was asked with the secret key the Worker holds, for the configured spreadsheet.
  for (const url of google.asked) {
    expect(url.searchParams.get("key")).toBe(KEY);
    expect(url.pathname).toContain(`/spreadsheets/${SPREADSHEET}/values/`);
  }

  // Any other sheet: refused at the edge, Google not asked.
  const [other] = await burst(base, 1, "someone-elses-sheet");
  expect(other!.status).toBeGreaterThanOrEqual(400);
  expect(other!.status).toBeLessThan(500);
  expect(google.asked.length).toBe(askedForBurst);

  // Google out of quota, the copy past its fresh period: every read still gets the last values.
  google.state.busy = true;
  // The kept copy is the last one Google gave: past its fresh period (+10% jitter) from then.
  const staleAt = google.state.lastAskedAt + CACHE_SECONDS * 1.1 * 1000 + 300;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, staleAt - Date.now())));
  const duringQuota = await burst(base, BURST / 4);
  expectGoodValues(duringQuota);
  // The edge did ask Google (and was refused), a few times, not once per read.
  await expect.poll(() => google.asked.length).toBeGreaterThan(askedForBurst);
  expect(google.asked.length - askedForBurst).toBeLessThanOrEqual(3);
  const after = await burst(base, 50);
  expectGoodValues(after);
  expect(after.map((r) => r.cache)).toContain("stale-if-error");
});

test("npm run edge: 200 spellings of one read cost Google one request; a client's 61st read a minute is refused", async () => {
  test.setTimeout(60_000);
  google.state.busy = false;
  // A fresh period of its own: the copy the first test left may be stale by now.
  await new Promise((resolve) => setTimeout(resolve, CACHE_SECONDS * 1.1 * 1000 + 300));
  const client = new Agent({ connections: 8, pipelining: 1 });
  try {
    const askedBefore = google.asked.length;
    for (let i = 0; i < 200; i++) {
      // Every spelling of "posts" a client can send (each letter as itself, %xx or %XX: 48
      // distinct), over and over: the name is the only part of the address a client chooses.
      const sheet = SPELLINGS[i % SPELLINGS.length]!;
      const response = await fetch(`${base}/api/sheets/${sheet}`, {
        dispatcher: client,
        headers: { "CF-Connecting-IP": `198.51.100.${i % 200}` },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    // One miss, and at most one revalidation if the loop outlasted the fresh period.
    expect(google.asked.length - askedBefore).toBeLessThanOrEqual(2);

    const from = { "CF-Connecting-IP": "2001:db8:61::1" };
    const path = `${base}/api/sheets/posts`;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await fetch(path, { dispatcher: client, headers: from });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
  } finally {
    await client.close();
  }
});
