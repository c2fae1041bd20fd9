// The site server and the local services in one
// process, as `npm start` runs them, under macOS's default limit of 256 open files.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";
import { holdSlowClients, rawStatus, type SlowClients } from "./test-support/clients";
import { writeSite, type SiteDirs } from "./test-support/site-fixture";

const HARNESS = fileURLToPath(new URL("test-support/site-and-services.ts", import.meta.url));
const children: ChildProcess[] = [];
const cleanups: Array<() => unknown> = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Running {
  child: ChildProcess;
  site: string;
  services: string;
  sitePort: number;
  dirs: SiteDirs;
  stderr: () => string;
}

async function start(): Promise<Running> {
  const root = await mkdtemp("/tmp/site-process-test-");
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const dirs = await writeSite(join(root, "build"));
  // `ulimit -n 256` then the harness: the shell replaces itself with node.
  const child = spawn(
    "/bin/sh",
    ["-c", 'ulimit -n 256 && exec "$@"', "sh", process.execPath, "--conditions=source"].concat([
      "--import",
      "tsx",
      HARNESS,
    ]),
    {
      env: { ...process.env, SITE_DIR: dirs.siteDir, DATA_DIR: join(root, "data") },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  for await (const line of createInterface({ input: child.stdout! })) {
    if (!line.startsWith("{")) continue;
    const { site, services } = JSON.parse(line) as { site: string; services: string };
    return {
      child,
      site,
      services,
      sitePort: Number(new URL(site).port),
      dirs,
      stderr: () => stderr,
    };
  }
  throw new Error(`the site and services exited before listening: ${stderr}`);
}

/** A fetch that gives up: a server out of file descriptors leaves the connection waiting. */
const statusOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    (res) => res.status,
    () => undefined,
  );

it("the local services still answer while 300 slow clients hold the site's port", async () => {
  const running = await start();
  const clients = await holdSlowClients(running.sitePort, 300);
  cleanups.push(() => clients.destroy());
  expect(await statusOf(`${running.services}/health`)).toBe(200);
  // The site itself answers again as soon as the slow clients go.
  clients.destroy();
  await expect.poll(() => statusOf(running.site), { timeout: 5000 }).toBe(200);
  expect(running.child.exitCode).toBeNull();
}, 30_000);

it("the site still answers while 300 idle clients hold the services' port", async () => {
  const running = await start();
  const clients = await holdSlowClients(Number(new URL(running.services).port), 300);
  cleanups.push(() => clients.destroy());
  // Both caps together stay under the 256 open files: the site has descriptors left to answer.
  expect(await statusOf(running.site)).toBe(200);
  expect(await statusOf(`${running.site}/robots.txt`)).toBe(200);
  expect(running.child.exitCode).toBeNull();
}, 30_000);

/** A small deterministic generator (mulberry32): a failing run can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const junk = (length: number) =>
    Array.from({ length }, () =>
      String.fromCharCode(pick([int(95) + 32, int(256), int(0x3000)])),
    ).join("");
  return { next, int, pick, junk };
}

const FILES = ["index.html", "about/index.html", "robots.txt", "assets/app-1.js", "404/index.html"];
const PATHS = [
  "/",
  "/about",
  "/About/",
  "/robots.txt",
  "/assets/app-1.js",
  "/fr/nowhere",
  "/blog/some-post",
  "/embed/widgets.js",
  "/embed/chunks/shared-abc123.js",
  "/examples/embed.html",
  "/examples/embed.css",
  "/../../etc/passwd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/%",
  "/%00",
  "//evil.example/",
  "/about%2Findex.html",
  "/.git/config",
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "OPTIONS", "DELETE", "BREW", "G\u00e9T"];

it("a fuzz run (random paths, headers, slow clients, files removed) leaves it answering", async () => {
  const seed = Date.now() % 100_000;
  const rnd = random(seed);
  const running = await start();
  const { sitePort, dirs } = running;
  const slow: SlowClients[] = [];
  cleanups.push(() => slow.forEach((clients) => clients.destroy()));

  const headers = (): string[] => {
    const lines = [`Host: 127.0.0.1:${sitePort}`, "Connection: close"];
    const options = [
      () =>
        `Range: bytes=${rnd.pick(["", "-", String(rnd.int(1e6)), "-0"])}-${rnd.pick(["", String(rnd.int(1e6)), "1,2-3"])}`,
      () => `Range: ${rnd.junk(rnd.int(30))}`,
      () => `If-None-Match: ${rnd.pick(["*", 'W/"1-2"', rnd.junk(20)])}`,
      () => `If-Range: ${rnd.junk(10)}`,
      () => `Accept-Encoding: ${rnd.pick(["br", "gzip", "br;q=0, gzip", "*", rnd.junk(10)])}`,
      () =>
        `${rnd.pick(["X-", "Content-Length", "Transfer-Encoding", ""])}${rnd.junk(8)}: ${rnd.junk(40)}`,
    ];
    for (let i = rnd.int(4); i > 0; i--) lines.push(rnd.pick(options)());
    return lines;
  };
  const request = () => {
    const path = rnd.next() < 0.7 ? rnd.pick(PATHS) : `/${rnd.junk(rnd.int(3000))}`;
    const query = rnd.next() < 0.3 ? `?${rnd.junk(20)}` : "";
    return rawStatus(
      sitePort,
      `${rnd.pick(METHODS)} ${path}${query} HTTP/1.1\r\n${headers().join("\r\n")}\r\n\r\n`,
      3000,
    );
  };
  /** A rebuild in progress: files go, come back, become folders (two at once may collide). */
  const rebuild = () => rebuildOne().catch(() => undefined);
  const rebuildOne = async () => {
    const name = rnd.pick(FILES);
    await rm(join(dirs.siteDir, name), { recursive: true, force: true });
    const roll = rnd.next();
    if (roll < 0.2) await mkdir(join(dirs.siteDir, name), { recursive: true });
    else if (roll < 0.6) await writeSite(dirs.root, { [name]: rnd.junk(rnd.int(5000)) });
  };

  const REQUESTS = 400;
  const deadline = Date.now() + 12_000;
  let sent = 0;
  const statuses = new Map<number | undefined, number>();
  const worker = async () => {
    while (sent < REQUESTS && Date.now() < deadline) {
      sent++;
      const roll = rnd.next();
      if (roll < 0.1) {
        // Slow clients that give up after a while, and a few that stay to the end.
        const clients = await holdSlowClients(sitePort, 1 + rnd.int(10));
        slow.push(clients);
        if (rnd.next() < 0.8) setTimeout(() => clients.destroy(), 100 + rnd.int(1000));
      } else if (roll < 0.25) await rebuild();
      else {
        const status = await request();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  slow.forEach((clients) => clients.destroy());

  expect(running.child.exitCode, `seed ${seed}: ${running.stderr()}`).toBeNull();
  // Everything a rebuild removed is written again: the site answers as before.
  for (const file of FILES) await rm(join(dirs.siteDir, file), { recursive: true, force: true });
  await writeSite(dirs.root);
  expect(await statusOf(`${running.site}/`), `seed ${seed}`).toBe(200);
  expect(await statusOf(`${running.services}/health`), `seed ${seed}`).toBe(200);
  // Answers, not hangs: once the slow clients are gone, every path of the run answers at once, in
  // parallel. (How many of the run's own requests got a status line depends on the machine's load
  // and on the connection cap closing new ones while slow clients hold it: not a bar.)
  const after = await Promise.all(PATHS.map((path) => statusOf(`${running.site}${path}`)));
  expect(
    after.every((status) => status !== undefined && status >= 200 && status < 500),
    `seed ${seed}: ${JSON.stringify(after)} (during the run: ${JSON.stringify([...statuses])})`,
  ).toBe(true);
}, 40_000);
