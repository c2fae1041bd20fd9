import { open, readFile, rm } from "node:fs/promises";
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
 * Takes `<dataDir>/submissions.lock` (holding our pid). A lock whose pid is no longer alive (a
 * kill -9) is taken over; a live one, even in this process, refuses: two writers would interleave.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = Number((await readFile(file, "utf8").catch(() => "")).trim());
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLocked(dataDir, pid);
    await rm(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
