import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, truncate, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import { lockDataDir } from "./data-dir-lock";
import { StoreUnavailable } from "./storage-errors";
import {
  SUBMISSION_KINDS,
  commentFieldProblem,
  consentProblem,
  type MailingToolState,
  type PayloadByKind,
  type SubmissionKind,
} from "@marketing/contracts";

export interface SubmissionRecord<K extends SubmissionKind = SubmissionKind> {
  id: string;
  kind: K;
  receivedAt: string;
  payload: PayloadByKind[K];
  /** A comment held for moderation (SERVICES_MODERATION=1); absent means approved. */
  held?: true;
  /** A subscription waiting for its owner's click (double opt-in); absent means confirmed. */
  pending?: true;
  /** When its owner confirmed it (kept in the log as its own line, after the record's). */
  confirmedAt?: string;
  /** When its owner unsubscribed (its own line too): the subscription's status is then that. */
  unsubscribedAt?: string;
  /** What the mailing tool was told of it, as the Apps Script's row says (its own lines too). */
  mailingTool?: { state: MailingToolState; reason?: string };
}

/** A member as the mailing tool's stand-in holds it (`GET /mailing-list`). */
export interface MailingListMember {
  email: string;
  status: string;
  language?: string;
}

/** An email the local services would have sent: `GET /outbox` shows it instead. */
export interface OutboxMail {
  id: string;
  sentAt: string;
  to: string;
  lang: "en" | "fr";
  subject: string;
  body: string;
  /** The first link the body carries (the confirmation page's); "" when none. */
  link: string;
  /** Every link the body carries, in order (a moderation mail's approve and delete links). */
  links?: string[];
  /** The sender the transport was given. */
  from?: string;
  /** Where an answer goes (the visitor, for a contact message). */
  replyTo?: string;
  /** The mail's own headers (`List-Unsubscribe`, `Content-Language`…). */
  headers?: Record<string, string>;
}

/**
 * A line of the log besides a record: a subscription confirmed or unsubscribed or its mailing-tool
 * state, an email sent, a member of the mailing tool's stand-in written.
 */
type LogEvent =
  | { confirmed: string; at: string }
  | { unsubscribed: string; at: string }
  | { toolStateOf: string; state: MailingToolState; reason?: string; at: string }
  | { mail: OutboxMail }
  | { member: MailingListMember; at: string };

interface Pending {
  line: string;
  /** The record this line stores, if it is one (a retried comment finds it while it is written). */
  record?: SubmissionRecord;
  /** Applies the line to what the store holds once it is on disk; its value resolves the append. */
  commit: () => unknown;
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

export const SUBMISSIONS_FILE = "submissions.jsonl";

/**
 * Writes `data` at the end of the file and says how many bytes were written (maybe fewer, on a
 * full disk). Injected by tests to simulate ENOSPC; the default is the file handle's own write.
 */
export type WriteChunk = (handle: FileHandle, data: Buffer) => Promise<number>;

const writeChunk: WriteChunk = async (handle, data) => (await handle.write(data)).bytesWritten;

/**
 * Append-only JSON-lines log. Every append is written and fsynced before its promise resolves;
 * appends that arrive while a write is in flight share the next write and fsync (group commit),
 * and a single writer keeps lines from ever interleaving.
 */
export class SubmissionsStore {
  private readonly records: SubmissionRecord[] = [];
  /** Record id → its index in `records`, for `/submissions?before=`. */
  private readonly indexById = new Map<string, number>();
  /** A stored comment's own id (its payload's) → its record: a retry or a reload finds it at once. */
  private readonly commentsById = new Map<string, SubmissionRecord>();
  private readonly mails: OutboxMail[] = [];
  /** The mailing tool stand-in's members by lowercased address, in the order first written. */
  private readonly members = new Map<string, MailingListMember>();
  private pending: Pending[] = [];
  /** The batch being written: no longer pending, not yet stored. */
  private writing: Pending[] = [];
  private flushing: Promise<void> | undefined;
  private closed = false;
  /** A failed write may have left bytes past `committedBytes`: cut them before the next write. */
  private dirty = false;

  private constructor(
    readonly file: string,
    private readonly handle: FileHandle,
    private committedBytes: number,
    loaded: Array<SubmissionRecord | LogEvent>,
    private readonly write: WriteChunk,
    private readonly unlock: () => Promise<void>,
  ) {
    for (const entry of loaded) this.apply(entry);
  }

  /** Opens (creating) `<dataDir>/submissions.jsonl` and reads back what it holds. */
  static async open(dataDir: string, write: WriteChunk = writeChunk): Promise<SubmissionsStore> {
    await mkdir(dataDir, { recursive: true });
    const unlock = await lockDataDir(dataDir);
    try {
      const file = join(dataDir, SUBMISSIONS_FILE);
      const { records, validBytes, totalBytes } = await readLog(file);
      // A torn or NUL-padded tail (crash or full disk mid-write) was never acknowledged: cut it.
      if (validBytes < totalBytes) {
        console.warn(`${file}: cut ${totalBytes - validBytes} bytes of an unfinished last line.`);
        await truncate(file, validBytes);
      }
      const handle = await open(file, "a");
      return new SubmissionsStore(file, handle, validBytes, records, write, unlock);
    } catch (error) {
      await unlock();
      throw error;
    }
  }

  /**
   * Resolves once the record is on disk. A comment is dated with the store's own time (never the
   * date its client sent), and one whose id is already stored or being written is not stored
   * again: its record is the answer (a retried post whose first answer was lost).
   */
  append(
    kind: SubmissionKind,
    payload: PayloadByKind[SubmissionKind],
    options: { held?: boolean; pending?: boolean; mail?: Omit<OutboxMail, "id" | "sentAt"> } = {},
  ): Promise<{ record: SubmissionRecord }> {
    const receivedAt = new Date().toISOString();
    if (kind === "comment") {
      const known = this.findComment((payload as PayloadByKind["comment"]).id);
      if (known) return Promise.resolve({ record: known });
      payload = { ...payload, date: receivedAt } as PayloadByKind["comment"];
    }
    const record = {
      id: randomUUID(),
      kind,
      receivedAt,
      payload,
      ...(options.held ? { held: true } : {}),
      ...(options.pending ? { pending: true } : {}),
    } as SubmissionRecord;
    // The record and its email in one write: both stored, or neither.
    const mail = options.mail && { id: randomUUID(), sentAt: receivedAt, ...options.mail };
    return this.enqueue(
      mail ? [record, { mail }] : [record],
      () => {
        if (mail) this.mails.push(mail);
        this.remember(record);
        return { record };
      },
      record,
    );
  }

  /** Records a mail the transport was given (`POST /outbox`), once on disk. */
  recordMail(mail: Omit<OutboxMail, "id" | "sentAt">): Promise<OutboxMail> {
    const stored = { id: randomUUID(), sentAt: new Date().toISOString(), ...mail };
    return this.enqueue([{ mail: stored }], () => {
      this.mails.push(stored);
      return stored;
    });
  }

  /** Marks a pending subscription confirmed, once on disk. */
  confirm(record: SubmissionRecord): Promise<void> {
    const event = { confirmed: record.id, at: new Date().toISOString() };
    return this.enqueue([event], () => void this.apply(event));
  }

  /** Marks a subscription unsubscribed, once on disk. */
  unsubscribe(record: SubmissionRecord): Promise<void> {
    const event = { unsubscribed: record.id, at: new Date().toISOString() };
    return this.enqueue([event], () => void this.apply(event));
  }

  /** Records what the mailing tool was told of a subscription, once on disk. */
  markMailingTool(
    record: SubmissionRecord,
    state: MailingToolState,
    reason?: string,
  ): Promise<void> {
    const event = {
      toolStateOf: record.id,
      state,
      ...(reason ? { reason } : {}),
      at: new Date().toISOString(),
    };
    return this.enqueue([event], () => void this.apply(event));
  }

  /** Writes a member of the mailing tool's stand-in (added or updated), once on disk. */
  writeMember(member: MailingListMember): Promise<MailingListMember> {
    const event = { member, at: new Date().toISOString() };
    return this.enqueue([event], () => {
      this.apply(event);
      return member;
    });
  }

  /** A member of the mailing tool's stand-in, by address (case aside). */
  member(email: string): MailingListMember | undefined {
    return this.members.get(email.toLowerCase());
  }

  /** The mailing tool stand-in's members, one per address, the last written first. */
  mailingList(): MailingListMember[] {
    return [...this.members.values()].reverse();
  }

  /** The outbox, newest first. */
  outbox(): OutboxMail[] {
    return [...this.mails].reverse();
  }

  /** The newsletter subscriptions of an address (case aside), oldest first. */
  subscriptionsOf(email: string): SubmissionRecord[] {
    const wanted = email.toLowerCase();
    return this.records.filter(
      (record) =>
        record.kind === "newsletter" &&
        (record.payload as PayloadByKind["newsletter"]).email.toLowerCase() === wanted,
    );
  }

  private enqueue<T>(values: object[], commit: () => T, record?: SubmissionRecord): Promise<T> {
    if (this.closed) return Promise.reject(new Error("The submissions store is closed."));
    return new Promise<T>((resolve, reject) => {
      const line = values.map((value) => `${JSON.stringify(value)}\n`).join("");
      this.pending.push({
        line,
        record,
        commit,
        resolve: resolve as (value: never) => void,
        reject,
      });
      this.flushing ??= this.flush();
    });
  }

  /** Oldest first; newest first is the caller's choice. */
  list(kind?: SubmissionKind): SubmissionRecord[] {
    return kind ? this.records.filter((record) => record.kind === kind) : [...this.records];
  }

  /**
   * Newest first, `limit` records older than the record `before` (from the newest when null);
   * undefined when `before` is not a known id. `nextBefore` is set when older records remain.
   */
  page(options: {
    kind?: SubmissionKind;
    before: string | null;
    limit: number;
  }): { records: SubmissionRecord[]; nextBefore?: string } | undefined {
    let index = this.records.length - 1;
    if (options.before !== null) {
      const at = this.indexById.get(options.before);
      if (at === undefined) return undefined;
      index = at - 1;
    }
    const records: SubmissionRecord[] = [];
    for (; index >= 0 && records.length < options.limit; index--) {
      const record = this.records[index] as SubmissionRecord;
      if (!options.kind || record.kind === options.kind) records.push(record);
    }
    const last = records.at(-1);
    let more = false;
    for (; index >= 0 && !more; index--)
      more = !options.kind || this.records[index]?.kind === options.kind;
    return more && last ? { records, nextBefore: last.id } : { records };
  }

  /** The comment with this id, stored or being written (a retried post must not duplicate it). */
  findComment(id: string): SubmissionRecord | undefined {
    const matches = (record: SubmissionRecord) =>
      record.kind === "comment" && (record.payload as PayloadByKind["comment"]).id === id;
    return (
      this.commentsById.get(id) ??
      this.pending.find((item) => item.record && matches(item.record))?.record ??
      this.writing.find((item) => item.record && matches(item.record))?.record
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flushing;
    await this.handle.close();
    await this.unlock();
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      this.writing = batch;
      const data = Buffer.from(batch.map((item) => item.line).join(""));
      try {
        await this.writeAll(data);
      } catch (error) {
        // Nothing of this batch counts; the partial bytes are cut before the next write.
        this.dirty = true;
        await this.cutToCommitted();
        for (const item of batch) item.reject(error);
        continue;
      }
      for (const item of batch) item.resolve(item.commit() as never);
    }
    this.writing = [];
    this.flushing = undefined;
  }

  /** Every byte, then fsync; a short write continues where it stopped, an error throws. */
  private async writeAll(data: Buffer): Promise<void> {
    if (this.dirty && !(await this.cutToCommitted())) {
      throw new StoreUnavailable("the data file could not be restored after a failed write");
    }
    let written = 0;
    while (written < data.length) {
      const count = await this.write(this.handle, data.subarray(written));
      if (!Number.isInteger(count) || count <= 0) {
        throw Object.assign(new Error("No byte could be written."), { code: "ENOSPC" });
      }
      written += count;
    }
    await this.handle.datasync();
    this.committedBytes += data.length;
  }

  /** Cuts the file back to what was fsynced and acknowledged: never shorter, never padded. */
  private async cutToCommitted(): Promise<boolean> {
    try {
      const { size } = await this.handle.stat();
      if (size > this.committedBytes) await this.handle.truncate(this.committedBytes);
      this.dirty = false;
      return true;
    } catch {
      return false;
    }
  }

  private apply(entry: SubmissionRecord | LogEvent): void {
    if ("mail" in entry) this.mails.push(entry.mail);
    else if ("member" in entry) {
      // Moved to the end: the list shows the last written first.
      const key = entry.member.email.toLowerCase();
      this.members.delete(key);
      this.members.set(key, entry.member);
    } else if ("toolStateOf" in entry) {
      const record = this.records[this.indexById.get(entry.toolStateOf) ?? -1];
      if (record)
        record.mailingTool = {
          state: entry.state,
          ...(entry.reason ? { reason: entry.reason } : {}),
        };
    } else if ("confirmed" in entry) {
      const record = this.records[this.indexById.get(entry.confirmed) ?? -1];
      if (record?.pending) {
        delete record.pending;
        record.confirmedAt = entry.at;
      }
    } else if ("unsubscribed" in entry) {
      const record = this.records[this.indexById.get(entry.unsubscribed) ?? -1];
      if (record && !record.unsubscribedAt) record.unsubscribedAt = entry.at;
    } else if (entry.kind !== "comment") this.remember(entry);
    else {
      // A log written before the comments' rules held (comment-rules.ts) may hold a crafted slug,
      // id or date, or an id twice: such a comment is never served, and its date is the store's.
      const payload = entry.payload as PayloadByKind["comment"];
      const { postSlug = "", id = "", parentId = "" } = payload as Partial<typeof payload>;
      const problem = commentFieldProblem({ postSlug, id, parentId, date: "" });
      if (problem || this.findComment(id)) {
        const reason = problem ?? "its id is already stored";
        console.warn(`${this.file}: skipped comment ${JSON.stringify(id)}: ${reason}`);
        return;
      }
      this.remember({ ...entry, payload: { ...payload, date: entry.receivedAt } });
    }
  }

  private remember(record: SubmissionRecord): void {
    this.indexById.set(record.id, this.records.length);
    this.records.push(record);
    if (record.kind === "comment")
      this.commentsById.set((record.payload as PayloadByKind["comment"]).id, record);
  }
}

async function readLog(file: string): Promise<{
  records: Array<SubmissionRecord | LogEvent>;
  validBytes: number;
  totalBytes: number;
}> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      return { records: [], validBytes: 0, totalBytes: 0 };
    throw error;
  }
  const validBytes = buffer.lastIndexOf(0x0a) + 1;
  const records: Array<SubmissionRecord | LogEvent> = [];
  const lines = buffer.subarray(0, validBytes).toString("utf8").split("\n");
  lines.forEach((line, index) => {
    // Raw NUL bytes are never part of a JSON line: they are padding left by a failed write.
    const text = line.includes("\0") ? line.replace(/\0/g, "") : line;
    if (text.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      console.warn(`${file}:${index + 1}: skipped a line that is not valid JSON.`);
      return;
    }
    if (isRecord(value) || isEvent(value)) records.push(value);
    else console.warn(`${file}:${index + 1}: skipped a line that is not a submission record.`);
  });
  return { records, validBytes, totalBytes: buffer.length };
}

function isRecord(value: unknown): value is SubmissionRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Partial<Record<keyof SubmissionRecord, unknown>>;
  const payload = record.payload as Record<string, unknown> | null | undefined;
  return (
    typeof record.id === "string" &&
    typeof record.receivedAt === "string" &&
    (record.held === undefined || record.held === true) &&
    (record.pending === undefined || record.pending === true) &&
    record.confirmedAt === undefined &&
    record.unsubscribedAt === undefined &&
    record.mailingTool === undefined &&
    SUBMISSION_KINDS.includes(record.kind as SubmissionKind) &&
    typeof payload === "object" &&
    payload !== null &&
    !Array.isArray(payload) &&
    // Text fields, and the consent box's record where the page showed one: a record the server
    // answered is read back whole, or the restart would drop an accepted write.
    Object.entries(payload).every(([name, field]) =>
      name === "consent" ? consentProblem(field) === undefined : typeof field === "string",
    )
  );
}

function isEvent(value: unknown): value is LogEvent {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Record<string, unknown>;
  if (typeof event.confirmed === "string" || typeof event.unsubscribed === "string")
    return typeof event.at === "string";
  if (typeof event.toolStateOf === "string")
    return typeof event.at === "string" && typeof event.state === "string";
  const member = event.member as Record<string, unknown> | null | undefined;
  if (typeof member === "object" && member !== null)
    return typeof member.email === "string" && typeof member.status === "string";
  const mail = event.mail as Record<string, unknown> | null | undefined;
  return (
    typeof mail === "object" &&
    mail !== null &&
    ["id", "sentAt", "to", "lang", "subject", "body", "link"].every(
      (field) => typeof mail[field] === "string",
    )
  );
}
