import { randomUUID } from "node:crypto";
import { link, lstat, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const LOCK_FILE = "submissions.lock";

/** A second process on the same data directory: the message is the one line main.ts prints. */
export class DataDirLocked extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another local-services process (pid ${pid}) uses ${dataDir}: stop it, or set SERVICES_DATA_DIR to another folder.`,
    );
  }
}

/** A takeover name left by a process killed in the middle of one (ms apart from each other). */
const ABANDONED_TAKEOVER_MS = 10_000;

/**
 * Takes `<dataDir>/submissions.lock` (holding our pid). A lock whose pid is no longer alive (a
 * kill -9) is taken over; a live one, even in this process, refuses: two writers would interleave.
 *
 * Every step is atomic, so of many starts at once exactly one wins: the lock appears whole with
 * `link` (which fails if it exists), and a stale one is replaced with `rename` only by the one
 * process that first linked it to a name derived from its content (`submissions.lock.stale-<pid>`).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE);
  const content = `${process.pid}\n`;
  const mine = `${file}.${process.pid}-${randomUUID()}`;
  await writeFile(mine, content, { flag: "wx" });
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        await link(mine, file);
        return () => rm(file, { force: true });
      } catch (error) {
        if (code(error) !== "EEXIST") throw error;
      }
      const held = await readFile(file, "utf8").catch(() => undefined);
      if (held === undefined) continue; // removed meanwhile: try again
      const pid = Number(held.trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLocked(dataDir, pid);
      if (await replaceStale(file, held, mine)) return () => rm(file, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
    throw new Error(`Could not take the lock ${file}.`);
  } finally {
    await rm(mine, { force: true });
  }
}

/** Replaces the lock if it still holds `held` and no other process is replacing it. */
async function replaceStale(file: string, held: string, mine: string): Promise<boolean> {
  const takeover = `${file}.stale-${/^\d+$/.test(held.trim()) ? held.trim() : "unreadable"}`;
  try {
    await link(file, takeover);
  } catch (error) {
    if (code(error) === "EEXIST") await removeIfAbandoned(takeover);
    else if (code(error) !== "ENOENT") throw error;
    return false;
  }
  try {
    // Linked whatever the lock was by then: a lock someone else took meanwhile is not stale.
    if ((await readFile(takeover, "utf8")) !== held) return false;
    await rename(mine, file);
    return true;
  } finally {
    await rm(takeover, { force: true });
  }
}

async function removeIfAbandoned(takeover: string): Promise<void> {
  const stats = await lstat(takeover).catch(() => undefined);
  if (stats && Date.now() - stats.ctimeMs > ABANDONED_TAKEOVER_MS)
    await rm(takeover, { force: true });
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
