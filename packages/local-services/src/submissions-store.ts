import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, truncate, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import type { PayloadByKind, SubmissionKind } from "./validate";

export interface SubmissionRecord<K extends SubmissionKind = SubmissionKind> {
  id: string;
  kind: K;
  receivedAt: string;
  payload: PayloadByKind[K];
}

interface Pending {
  line: string;
  record: SubmissionRecord;
  resolve: (result: { record: SubmissionRecord; sequence: number }) => void;
  reject: (error: unknown) => void;
}

export const SUBMISSIONS_FILE = "submissions.jsonl";

/**
 * Append-only JSON-lines log. Every append is written and fsynced before its promise resolves;
 * appends that arrive while a write is in flight share the next write and fsync (group commit),
 * and a single writer keeps lines from ever interleaving.
 */
export class SubmissionsStore {
  private readonly records: SubmissionRecord[] = [];
  private readonly counts = new Map<SubmissionKind, number>();
  private pending: Pending[] = [];
  /** The batch being written: no longer pending, not yet stored. */
  private writing: Pending[] = [];
  private flushing: Promise<void> | undefined;
  private closed = false;

  private constructor(
    readonly file: string,
    private readonly handle: FileHandle,
    private committedBytes: number,
    loaded: SubmissionRecord[],
  ) {
    for (const record of loaded) this.remember(record);
  }

  /** Opens (creating) `<dataDir>/submissions.jsonl` and reads back what it holds. */
  static async open(dataDir: string): Promise<SubmissionsStore> {
    await mkdir(dataDir, { recursive: true });
    const file = join(dataDir, SUBMISSIONS_FILE);
    const { records, validBytes, totalBytes } = await readLog(file);
    // A torn last line (crash mid-write) was never acknowledged: cut it so new lines start clean.
    if (validBytes < totalBytes) await truncate(file, validBytes);
    const handle = await open(file, "a");
    return new SubmissionsStore(file, handle, validBytes, records);
  }

  /** Resolves once the record is on disk; `sequence` counts records of this kind, from 1. */
  append(
    kind: SubmissionKind,
    payload: PayloadByKind[SubmissionKind],
  ): Promise<{ record: SubmissionRecord; sequence: number }> {
    if (this.closed) return Promise.reject(new Error("The submissions store is closed."));
    const record = {
      id: randomUUID(),
      kind,
      receivedAt: new Date().toISOString(),
      payload,
    } as SubmissionRecord;
    return new Promise((resolve, reject) => {
      this.pending.push({ line: `${JSON.stringify(record)}\n`, record, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Oldest first; newest first is the caller's choice. */
  list(kind?: SubmissionKind): SubmissionRecord[] {
    return kind ? this.records.filter((record) => record.kind === kind) : [...this.records];
  }

  /** True if a comment with this id is stored or being written (a retried post must not duplicate). */
  hasPendingOrStoredComment(id: string): boolean {
    const matches = (record: SubmissionRecord) =>
      record.kind === "comment" && (record.payload as PayloadByKind["comment"]).id === id;
    return (
      this.records.some(matches) ||
      this.pending.some((item) => matches(item.record)) ||
      this.writing.some((item) => matches(item.record))
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flushing;
    await this.handle.close();
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      this.writing = batch;
      const text = batch.map((item) => item.line).join("");
      try {
        await this.handle.write(text);
        await this.handle.datasync();
        this.committedBytes += Buffer.byteLength(text);
      } catch (error) {
        // Cut a partial batch so the next line does not glue onto it.
        await this.handle.truncate(this.committedBytes).catch(() => undefined);
        for (const item of batch) item.reject(error);
        continue;
      }
      for (const item of batch)
        item.resolve({ record: item.record, sequence: this.remember(item.record) });
    }
    this.flushing = undefined;
  }

  private remember(record: SubmissionRecord): number {
    this.records.push(record);
    const count = (this.counts.get(record.kind) ?? 0) + 1;
    this.counts.set(record.kind, count);
    return count;
  }
}

async function readLog(
  file: string,
): Promise<{ records: SubmissionRecord[]; validBytes: number; totalBytes: number }> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      return { records: [], validBytes: 0, totalBytes: 0 };
    throw error;
  }
  const validBytes = buffer.lastIndexOf(0x0a) + 1;
  const records: SubmissionRecord[] = [];
  const lines = buffer.subarray(0, validBytes).toString("utf8").split("\n");
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    try {
      records.push(JSON.parse(line) as SubmissionRecord);
    } catch {
      console.warn(`${file}:${index + 1}: skipped a line that is not valid JSON.`);
    }
  });
  return { records, validBytes, totalBytes: buffer.length };
}
