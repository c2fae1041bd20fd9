// The mail desk: one Durable Object (SQLite-backed) that every mail and every owner's notice
// passes, so the budgets and the digest hold across requests and data centres.
// - Budgets (budgets.ts): each mail is admitted (a row in `sent`) or refused; a mail that did not
//   leave gives its row back.
// - Notices: the first of a quiet period is sent at once and opens a window (NOTIFY_DIGEST_SECONDS,
//   default 10 minutes); the ones within it wait in `notices` and leave as one digest when it ends
//   (the alarm), which opens the next window. A notice the owner's budget or the transport refused
//   waits for the next digest: none is dropped, and at most DIGEST_LISTED are listed in one mail
//   (the rest are counted; they are in the spreadsheet).
import { DurableObject } from "cloudflare:workers";
import { mailLanguage, type MailKind } from "@marketing/contracts";
import { numberVar, type Env } from "../env";
import { sendWithin } from "../mail";
import type { Admission, MailDeskApi } from "./desk-api";
import { DAY_MS, HOUR_MS, limitsOf, refusal } from "./budgets";
import { postToChat } from "./chat";
import { DIGEST_LISTED, digest, type Notice } from "./notice";

/** NOTIFY_DIGEST_SECONDS' default. */
export const DEFAULT_DIGEST_SECONDS = 600;
/** When notices are sent one by one (a window of 0) and one could not go: the next try. */
const RETRY_MS = 60_000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sent (
    id INTEGER PRIMARY KEY, at INTEGER NOT NULL, owner INTEGER NOT NULL, recipient TEXT
  );
  CREATE INDEX IF NOT EXISTS sent_at ON sent (at);
  CREATE TABLE IF NOT EXISTS notices (id INTEGER PRIMARY KEY, notice TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS state (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
`;

type StateKey = "windowEnd" | "unlisted";

export class MailDesk extends DurableObject<Env> implements MailDeskApi {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(SCHEMA);
  }

  private count(query: string, ...bindings: Array<string | number>): number {
    return this.ctx.storage.sql.exec<{ n: number }>(query, ...bindings).one().n;
  }

  private read(key: StateKey): number {
    const rows = this.ctx.storage.sql
      .exec<{ value: number }>("SELECT value FROM state WHERE key = ?", key)
      .toArray();
    return rows[0]?.value ?? 0;
  }

  private write(key: StateKey, value: number): void {
    this.ctx.storage.sql.exec(
      "INSERT INTO state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = ?",
      key,
      value,
      value,
    );
  }

  /** A mail of `kind` (to `recipient`, a confirmation's folded, hashed inbox) admitted or refused. */
  admit(kind: MailKind | undefined, recipient: string): Admission {
    const now = Date.now();
    const sql = this.ctx.storage.sql;
    sql.exec("DELETE FROM sent WHERE at <= ?", now - DAY_MS);
    const sent = {
      hour: this.count("SELECT count(*) AS n FROM sent WHERE at > ?", now - HOUR_MS),
      day: this.count("SELECT count(*) AS n FROM sent"),
      toRecipient: recipient
        ? this.count("SELECT count(*) AS n FROM sent WHERE recipient = ?", recipient)
        : 0,
    };
    const refused = refusal(kind, sent, limitsOf(this.env));
    if (refused) return { refused };
    const { id } = sql
      .exec<{ id: number }>(
        "INSERT INTO sent (at, owner, recipient) VALUES (?, ?, ?) RETURNING id",
        now,
        kind === "owner" ? 1 : 0,
        recipient || null,
      )
      .one();
    return { ticket: id };
  }

  /** A mail that did not leave: its place in the budgets is free again. */
  release(ticket: number): void {
    this.ctx.storage.sql.exec("DELETE FROM sent WHERE id = ?", ticket);
  }

  private windowMs(): number {
    return numberVar(this.env.NOTIFY_DIGEST_SECONDS, DEFAULT_DIGEST_SECONDS, true) * 1000;
  }

  /** A new contact message or comment for the owner: sent now, or kept for the digest. */
  async notice(notice: Notice): Promise<void> {
    const now = Date.now();
    const waiting = this.count("SELECT count(*) AS n FROM notices") + this.read("unlisted");
    if (this.read("windowEnd") <= now && waiting === 0) {
      // Written before anything is awaited: a notice arriving meanwhile finds the window open.
      this.write("windowEnd", now + this.windowMs());
      if (this.windowMs() > 0) await this.ctx.storage.setAlarm(now + this.windowMs());
      if (await this.deliver([notice], 0)) return;
    }
    this.keep(notice);
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(now + (this.windowMs() || RETRY_MS));
  }

  private keep(notice: Notice): void {
    if (this.count("SELECT count(*) AS n FROM notices") < DIGEST_LISTED)
      this.ctx.storage.sql.exec("INSERT INTO notices (notice) VALUES (?)", JSON.stringify(notice));
    else this.write("unlisted", this.read("unlisted") + 1);
  }

  /** A window's end: what it gathered leaves as one digest, and the next window opens. */
  async alarm(): Promise<void> {
    const now = Date.now();
    const rows = this.ctx.storage.sql
      .exec<{ id: number; notice: string }>("SELECT id, notice FROM notices ORDER BY id")
      .toArray();
    const unlisted = this.read("unlisted");
    if (rows.length === 0 && unlisted === 0) return;
    this.write("windowEnd", now + this.windowMs());
    const notices = rows.map((row) => JSON.parse(row.notice) as Notice);
    if (await this.deliver(notices, unlisted)) {
      // Only what this digest held: notices that came while it was sent wait for the next one.
      const last = rows.at(-1)?.id ?? 0;
      this.ctx.storage.sql.exec("DELETE FROM notices WHERE id <= ?", last);
      this.write("unlisted", this.read("unlisted") - unlisted);
    }
    await this.ctx.storage.setAlarm(now + (this.windowMs() || RETRY_MS));
  }

  /**
   * The notices mailed to the owner (one alone as it is, Reply-To its visitor; several as a
   * digest) and posted to the chat. False when the mail was refused or failed: they wait.
   */
  private async deliver(notices: Notice[], unlisted: number): Promise<boolean> {
    const lang = mailLanguage(this.env.COMPANY_LANG);
    const only = notices.length === 1 && unlisted === 0 ? notices[0] : undefined;
    const message = only ?? digest(lang, notices, unlisted);
    const to = this.env.OWNER_EMAIL?.trim();
    if (to) {
      const outcome = await sendWithin(
        this.env,
        {
          to,
          kind: "owner",
          lang,
          subject: message.subject,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        },
        this,
      );
      if (outcome === "over-budget" || outcome === "failed") return false;
    }
    await postToChat(this.env, message.subject, message.text);
    return true;
  }
}
