// Random request lines, headers, bodies and data-file lines thrown at the
// real process (src/main.ts) on loopback for a fixed budget. It must never exit, and every write it
// answered must be there after a kill -9.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterEach, expect, it } from "vitest";
import { allSubmissions, rawRequest } from "./start-test-services";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const RUNS = 400;
const TIME_BUDGET_MS = 15_000;
const children: ChildProcess[] = [];
let dataDir = "";

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

async function spawnMain(): Promise<{ child: ChildProcess; port: number; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, SERVICES_PORT: "0", SERVICES_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "ignore"],
  });
  children.push(child);
  for await (const line of createInterface({ input: child.stdout! })) {
    const url = /^Local services: (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
    if (url) return { child, url: url[1]!, port: Number(url[2]) };
  }
  throw new Error("main.ts exited before printing its address");
}

const record = fc.record({
  id: fc.oneof(fc.uuid(), fc.string()),
  kind: fc.constantFrom("newsletter", "contact", "comment", "other"),
  receivedAt: fc.string(),
  payload: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.jsonValue()),
});
/** What a data file might hold after hand edits, crashes and other versions. */
const dataLine = fc.oneof(
  fc.string(),
  fc.json(),
  record.map((value) => JSON.stringify(value)),
  fc.constantFrom("null", "{}", "[]", '{"id":"x","kind":"comment"}', "\0\0\0"),
);

const token = fc.string({ unit: "binary-ascii", maxLength: 40 });
const header = fc.tuple(
  fc.oneof(
    token,
    fc.constantFrom("Host", "Content-Type", "Content-Length", "Transfer-Encoding", "Origin"),
  ),
  fc.oneof(
    token,
    fc.constantFrom("a:b", "[::1", "127.0.0.1", "chunked", "-1", "99999999999", "text/plain"),
  ),
);
const path = fc.oneof(
  fc.constantFrom(
    "//[x/",
    "/newsletter",
    "/submissions?limit=-1&before=%",
    "/v4/spreadsheets/local-blog-sheet/values/Comments!ZZZZZZZZZZZZ1?key=local-dev-key",
    "/proxy/corsproxy/?%E0%A4%A",
    "/proxy/allorigins/raw?fail=timeout&url=x",
    "/drive/thumbnail?id=&sz=w99999999",
    "*",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 60 }).map((text) => `/${text}`),
  fc.webUrl(),
);

/** A raw request: a well-formed one with random parts, or random bytes. */
const request = (port: number) =>
  fc.oneof(
    fc
      .record({
        method: fc.constantFrom("GET", "POST", "HEAD", "OPTIONS", "PUT", "DELETE", "GET\0"),
        path,
        headers: fc.array(header, { maxLength: 6 }),
        body: fc.oneof(fc.string(), fc.json(), fc.uint8Array({ maxLength: 300 })),
        ownHost: fc.boolean(),
      })
      .map(({ method, path, headers, body, ownHost }) => {
        const bytes = typeof body === "string" ? Buffer.from(body) : Buffer.from(body);
        const head = [
          `${method} ${path} HTTP/1.1`,
          ...(ownHost ? [`Host: 127.0.0.1:${port}`] : []),
          ...headers.map(([name, value]) => `${name}: ${value}`),
          `Content-Length: ${bytes.length}`,
          "Connection: close",
        ];
        return Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"), bytes]);
      }),
    fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
  );

/** A valid newsletter post, sent as a browser would: each 200 is a promise to keep. */
const newsletterPost = (port: number, email: string) => {
  const body = JSON.stringify({ type: "newsletter_subscription", email });
  return `POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain;charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
};

it(`survives ${RUNS} random requests and a random data file, and keeps every answered write`, async () => {
  dataDir = await mkdtemp(join(tmpdir(), "local-services-fuzz-"));
  const lines = fc.sample(dataLine, 80);
  await writeFile(join(dataDir, "submissions.jsonl"), `${lines.join("\n")}\n${lines[0] ?? ""}`);
  const first = await spawnMain();
  let exited = false;
  first.child.once("exit", () => (exited = true));

  const answered: string[] = [];
  let n = 0;
  await fc.assert(
    fc.asyncProperty(request(first.port), fc.boolean(), async (bytes, alsoPost) => {
      await rawRequest(first.port, bytes, 500);
      if (alsoPost) {
        const email = `fuzz${n++}@example.com`;
        const { status } = await rawRequest(first.port, newsletterPost(first.port, email), 3000);
        if (status === 200) answered.push(email);
      }
      expect(exited).toBe(false);
    }),
    { numRuns: RUNS, interruptAfterTimeLimit: TIME_BUDGET_MS },
  );
  expect(exited).toBe(false);
  expect(answered.length).toBeGreaterThan(0);

  first.child.kill("SIGKILL");
  await new Promise((resolve) => first.child.once("exit", resolve));
  const second = await spawnMain();
  const stored = (await allSubmissions(second.url, "?kind=newsletter&limit=1000")) as Array<{
    payload: { email?: string };
  }>;
  const emails = new Set(stored.map((entry) => entry.payload.email));
  expect(answered.filter((email) => !emails.has(email))).toEqual([]);
}, 60_000);
