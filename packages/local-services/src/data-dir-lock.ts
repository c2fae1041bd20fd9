import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
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

/**
 * When the process `pid` started (clock ticks since boot, `/proc/<pid>/stat`'s 22nd field), where
 * the system says (Linux): a pid and its start time name one process, whereas a pid alone is reused.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The 2nd field (the command's name, in parentheses) may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/**
 * The nonces of the locks this process holds or is taking (each lock is `<pid>\n<nonce>\n`, then
 * the process's start time where known, `processStart`). A
 * lock naming this process's pid with another nonce was left by an earlier life with the same pid
 * (a container restarted: pid 1 again), so it is stale.
 */
const heldHere = new Set<string>();

/** A takeover name left by a process killed in the middle of one (ms apart from each other). */
const ABANDONED_TAKEOVER_MS = 10_000;

/**
 * Takes `<dataDir>/submissions.lock` (holding our pid). A lock whose pid is no longer alive (a
 * kill -9), or is ours without this process holding it, is taken over; a live one, even in this
 * process, refuses: two writers would interleave.
 *
 * Every step is atomic, so of many starts at once exactly one wins: the lock appears whole with
 * `link` (which fails if it exists), and a stale one is replaced with `rename` only by the one
 * process that first linked it to a name derived from its content (`submissions.lock.stale-<pid>`).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE);
  const nonce = randomUUID();
  const mine = `${file}.${process.pid}-${nonce}`;
  // Known before the lock can hold it: a taker beside us in this process sees a live lock.
  heldHere.add(nonce);
  let taken = false;
  const started = processStart(process.pid);
  await writeFile(mine, `${process.pid}\n${nonce}\n${started ? `${started}\n` : ""}`, {
    flag: "wx",
  });
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        await link(mine, file);
        taken = true;
        return release(file, nonce);
      } catch (error) {
        if (code(error) !== "EEXIST") throw error;
      }
      const content = await readFile(file, "utf8").catch(() => undefined);
      if (content === undefined) continue; // removed meanwhile: try again
      const [pidText = "", holder = "", startedText = ""] = content.split("\n");
      const pid = Number(pidText.trim());
      const earlierLife = pid === process.pid && !heldHere.has(holder.trim());
      if (Number.isInteger(pid) && pid > 0 && !earlierLife && isAlive(pid, startedText.trim()))
        throw new DataDirLocked(dataDir, pid);
      if (await replaceStale(file, content, mine)) {
        taken = true;
        return release(file, nonce);
      }
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
    throw new Error(`Could not take the lock ${file}.`);
  } finally {
    if (!taken) heldHere.delete(nonce);
    await rm(mine, { force: true });
  }
}

/** Removes the lock, then forgets its nonce. */
function release(file: string, nonce: string): () => Promise<void> {
  return async () => {
    await rm(file, { force: true });
    heldHere.delete(nonce);
  };
}

/** Replaces the lock if it still holds `held` and no other process is replacing it. */
async function replaceStale(file: string, held: string, mine: string): Promise<boolean> {
  const pid = held.split("\n")[0]?.trim() ?? "";
  const takeover = `${file}.stale-${/^\d+$/.test(pid) ? pid : "unreadable"}`;
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

/** Whether the lock's process still runs: its pid is alive and, if the lock says, started then. */
function isAlive(pid: number, started: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // Another process with the lock holder's old pid (after a reboot or a long run) is not it.
  const now = started ? processStart(pid) : undefined;
  return now === undefined || now === started;
}
