// MailingSync, a Durable Object (SQLite-backed; wrangler.jsonc `durable_objects`): the queue of
// changes the mailing tool is to be told of. A change is stored before the Worker's answer, tried
// at once (an alarm), and on a failure that may pass (no answer, 429, 5xx) tried again after
// MAILING_RETRY_SECONDS, doubling up to 6 hours, for about three days. Once the tool took it or
// refused it for good, the endpoint's row records so (`synced`, or `failed` with the reason);
// until then it says `waiting`, so a subscriber is never lost: the row is the record, this the
// retry.
import type { MailingToolState, NewsletterMailingTool } from "@marketing/contracts";
import { numberVar, type Env } from "../env";
import { endpointKey } from "../subscribers/endpoint";
import { forward } from "../submissions";
import type { SyncJob } from "./queue";
import { mailingTool, type ToolOutcome } from "./tool";

type SqlValue = string | number | null;

/** The object's state, as far as this class uses it (workerd's DurableObjectState). */
export interface DurableState {
  storage: {
    sql: {
      exec(query: string, ...bindings: SqlValue[]): { toArray(): Record<string, SqlValue>[] };
    };
    setAlarm(scheduledTime: number): Promise<void>;
  };
}

const MAX_ATTEMPTS = 20;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
/** Changes tried per alarm: the rest wait for the next, set at once. */
const BATCH = 25;

interface Row {
  email: string;
  status: SyncJob["status"];
  language: string | null;
  attempts: number;
  ticket: string;
}

/** The wait before the next try after `attempts` failed ones. */
export const retryDelayMs = (env: Env, attempts: number) =>
  Math.min(numberVar(env.MAILING_RETRY_SECONDS, 60) * 1000 * 2 ** (attempts - 1), MAX_DELAY_MS);

export class MailingSync {
  constructor(
    private readonly state: DurableState,
    private readonly env: Env,
  ) {
    // One change per address: a newer one (an unsubscribe after a confirmation) replaces it.
    state.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS changes (email TEXT PRIMARY KEY, status TEXT NOT NULL,
        language TEXT, attempts INTEGER NOT NULL, due INTEGER NOT NULL, ticket TEXT NOT NULL)`,
    );
  }

  /** POST a SyncJob: stored, then tried by the alarm. */
  async fetch(request: Request): Promise<Response> {
    const job = (await request.json()) as SyncJob;
    const now = Date.now();
    this.state.storage.sql.exec(
      `INSERT INTO changes (email, status, language, attempts, due, ticket) VALUES (?, ?, ?, 0, ?, ?)
       ON CONFLICT (email) DO UPDATE SET status = excluded.status,
         language = coalesce(excluded.language, changes.language), attempts = 0,
         due = excluded.due, ticket = excluded.ticket`,
      job.email.toLowerCase(),
      job.status,
      job.language ?? null,
      now,
      crypto.randomUUID(),
    );
    await this.state.storage.setAlarm(now);
    return new Response(null, { status: 204 });
  }

  async alarm(): Promise<void> {
    const sql = this.state.storage.sql;
    const due = sql
      .exec("SELECT * FROM changes WHERE due <= ? ORDER BY due LIMIT ?", Date.now(), BATCH)
      .toArray() as unknown as Row[];
    for (const row of due) {
      const done = await this.tell(row).catch((error: unknown) => {
        console.error("edge: mailing sync:", error);
        return false;
      });
      // Only the change tried: one queued meanwhile for the address (another ticket) stays.
      if (done)
        sql.exec("DELETE FROM changes WHERE email = ? AND ticket = ?", row.email, row.ticket);
      else
        sql.exec(
          "UPDATE changes SET attempts = ?, due = ? WHERE email = ? AND ticket = ?",
          row.attempts + 1,
          Date.now() + retryDelayMs(this.env, row.attempts + 1),
          row.email,
          row.ticket,
        );
    }
    const [next] = sql.exec("SELECT min(due) AS due FROM changes").toArray();
    if (typeof next?.due === "number")
      await this.state.storage.setAlarm(Math.max(next.due, Date.now()));
  }

  /** Tells the tool, then the row: true once both are done (or the tool refused for good). */
  private async tell(row: Row): Promise<boolean> {
    const tool = mailingTool(this.env);
    const language = row.language === "fr" || row.language === "en" ? row.language : undefined;
    const told: ToolOutcome = !tool
      ? { ok: false, retry: false, reason: "no mailing tool is configured" }
      : row.status === "confirmed"
        ? await tool.subscribe(row.email, language ?? "en")
        : await tool.unsubscribe(row.email, language);
    const last = row.attempts + 1 >= MAX_ATTEMPTS;
    if (!told.ok && told.retry && !last) {
      console.error(`edge: the mailing tool failed (${told.reason}); tried again later.`);
      return false;
    }
    const state: Exclude<MailingToolState, "waiting"> = told.ok ? "synced" : "failed";
    const reason = told.ok
      ? undefined
      : last && told.retry
        ? `gave up: ${told.reason}`
        : told.reason;
    return this.record(row, state, reason);
  }

  /** The endpoint's rows of the address learn what the tool was told. */
  private async record(
    row: Row,
    state: Exclude<MailingToolState, "waiting">,
    reason?: string,
  ): Promise<boolean> {
    const key = endpointKey(this.env);
    if (!key) return true;
    const body: NewsletterMailingTool = {
      type: "newsletter_mailing_tool",
      email: row.email,
      status: row.status,
      state,
      ...(reason ? { reason } : {}),
    };
    const recorded = await forward(
      this.env,
      "newsletter",
      JSON.stringify({ ...body, endpointKey: key }),
    );
    if (!recorded.ok)
      console.error("edge: the newsletter endpoint did not record the mailing tool.");
    return recorded.ok;
  }
}
