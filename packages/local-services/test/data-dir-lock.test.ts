// With a stale lock (its process killed), many starts at once: exactly one wins.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, expect, it } from "vitest";
import { DataDirLocked, LOCK_FILE, lockDataDir, processStart } from "../src/data-dir-lock";

let deadPid = 0;
const dirs: string[] = [];

beforeAll(async () => {
  const dead = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => dead.once("exit", resolve));
  deadPid = dead.pid!;
});

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function staleDir(content: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "data-dir-lock-"));
  dirs.push(dir);
  await writeFile(join(dir, LOCK_FILE), content);
  return dir;
}

/** Starts `count` takers at once against one folder; resolves with how many got the lock. */
async function race(dir: string, count: number) {
  const results = await Promise.allSettled(Array.from({ length: count }, () => lockDataDir(dir)));
  const winners = results.filter((result) => result.status === "fulfilled");
  const refused = results.filter(
    (result) => result.status === "rejected" && result.reason instanceof DataDirLocked,
  );
  return { winners: winners.length, refused: refused.length, results };
}

it("of many starts against a stale lock, exactly one takes the folder, every time", async () => {
  for (let round = 0; round < 40; round++) {
    const dir = await staleDir(`${deadPid}\n`);
    const { winners, refused } = await race(dir, 12);
    expect({ round, winners, refused }).toEqual({ round, winners: 1, refused: 11 });
    expect(await readFile(join(dir, LOCK_FILE), "utf8")).toMatch(
      new RegExp(`^${process.pid}\\n[\\w-]+\\n(\\d+\\n)?$`),
    );
    // Nothing left behind but the lock itself.
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  }
});

it("takes over an empty or unreadable lock file (a crash while it was written) just as safely", async () => {
  for (const content of ["", "garbage\n"]) {
    const dir = await staleDir(content);
    const { winners } = await race(dir, 8);
    expect(winners).toBe(1);
  }
});

it("refuses a lock held by a live process, and frees the folder when released", async () => {
  const dir = await staleDir(`${deadPid}\n`);
  const release = await lockDataDir(dir);
  await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLocked);
  await release();
  const again = await lockDataDir(dir);
  await again();
  expect(await readdir(dir)).toEqual([]);
});

it("takes over a lock naming this process's pid that this process does not hold (a restarted container)", async () => {
  for (const left of [`${process.pid}\n`, `${process.pid}\nan-earlier-life\n`]) {
    const dir = await staleDir(left);
    const release = await lockDataDir(dir);
    // This process holds it now: a second taker here is refused, as a second writer must be.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLocked);
    await release();
    const again = await lockDataDir(dir);
    await again();
  }
  // Many takers in this process at once against such a lock: exactly one wins.
  const { winners, refused } = await race(await staleDir(`${process.pid}\n`), 8);
  expect({ winners, refused }).toEqual({ winners: 1, refused: 7 });
});

it("takes over a lock whose pid now names another process (the pid reused), and refuses the same process", async () => {
  const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
  try {
    const started = processStart(other.pid!);
    // Where the system tells no start time, a pid alone names the holder (nothing to check).
    if (started === undefined) return;
    const reused = await staleDir(`${other.pid}\nits-nonce\n${Number(started) - 1}\n`);
    const release = await lockDataDir(reused);
    await release();
    const held = await staleDir(`${other.pid}\nits-nonce\n${started}\n`);
    await expect(lockDataDir(held)).rejects.toBeInstanceOf(DataDirLocked);
  } finally {
    other.kill();
  }
});
