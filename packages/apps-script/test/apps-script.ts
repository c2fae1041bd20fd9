// The Apps Script's files (src/*.js) run in a Node VM, as Apps Script runs them: one global scope,
// every file in it, against in-memory stand-ins of the services they call (SpreadsheetApp,
// MailApp, PropertiesService, CacheService, LockService, Utilities, ContentService) and a clock
// the tests move.
import { createHash, createHmac, randomUUID } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { createContext, runInContext } from "node:vm";

const SRC = new URL("../src/", import.meta.url);
/** Every file clasp pushes (its own order does not matter: no file reads another's at load). */
export const SCRIPT_FILES = readdirSync(SRC)
  .filter((name) => name.endsWith(".js"))
  .sort();

type Cell = string | boolean;

/** Sheets keeps a value typed with a leading ' as text and gives it back without the '. */
const shown = (cell: Cell | undefined) =>
  typeof cell === "string" && cell.startsWith("'") ? cell.slice(1) : (cell ?? "");

export class FakeSheet {
  /** What was written, as typed (a formula-like value behind its '). */
  rows: Cell[][] = [];
  appendRow(values: Cell[]) {
    this.rows.push([...values]);
  }
  getLastRow() {
    return this.rows.length;
  }
  /** Removes a row (1-based), as Sheets does: the rows below move up. */
  deleteRow(row: number) {
    this.rows.splice(row - 1, 1);
  }
  getRange(a1OrRow: string | number, column?: number, height = 1, width = 1) {
    const whole = typeof a1OrRow === "string" && /^([A-Z]):\1$/.exec(a1OrRow);
    if (whole) {
      // A whole column's TextFinder: case-insensitive unless matchCase(true), as Google's.
      const at = whole[1]!.charCodeAt(0) - 65;
      const finder = (text: string, matchCase: boolean) => ({
        matchCase: (value: boolean) => finder(text, value),
        matchEntireCell: () => finder(text, matchCase),
        findNext: () => {
          const same = (cell: Cell | undefined) =>
            matchCase
              ? shown(cell) === text
              : String(shown(cell)).toLowerCase() === text.toLowerCase();
          const index = this.rows.findIndex((row) => same(row[at]));
          return index < 0 ? null : this.cell(index, at);
        },
      });
      return { createTextFinder: (text: string) => finder(text, false) };
    }
    const top = (a1OrRow as number) - 1;
    const left = (column as number) - 1;
    const range = this.cell(top, left);
    const grid = Array.from({ length: height }, (_, r) => r + top);
    return {
      ...range,
      insertCheckboxes: () => range,
      getValues: () =>
        grid.map((r) => Array.from({ length: width }, (_, c) => shown(this.rows[r]?.[left + c]))),
      setValues: (values: Cell[][]) =>
        values.forEach((row, r) =>
          row.forEach((value, c) => {
            const target = (this.rows[top + r] ??= []);
            target[left + c] = value;
          }),
        ),
    };
  }
  private cell(
    row: number,
    column: number,
  ): {
    getRow(): number;
    getValue(): Cell;
    setValue(value: Cell): void;
    offset(down: number, right: number): ReturnType<FakeSheet["cell"]>;
  } {
    const rows = this.rows;
    return {
      getRow: () => row + 1,
      getValue: () => shown(rows[row]?.[column]),
      setValue: (value: Cell) => {
        (rows[row] as Cell[])[column] = value;
      },
      offset: (down: number, right: number) => this.cell(row + down, column + right),
    };
  }
}

export interface SentMail {
  to: string;
  subject: string;
  body: string;
}

/** Java bytes, as Apps Script's Utilities hands them over: -128 to 127. */
const signed = (buffer: Buffer) => [...buffer].map((byte) => (byte > 127 ? byte - 256 : byte));
const bytes = (value: string | number[]) =>
  typeof value === "string" ? Buffer.from(value, "utf8") : Buffer.from(value.map((b) => b & 0xff));

export function loadAppsScript(options: { properties?: Record<string, string> } = {}) {
  const sheets = Object.fromEntries(
    ["Comments", "Newsletter", "Contact", "CommentEmails"].map((name) => [name, new FakeSheet()]),
  ) as Record<"Comments" | "Newsletter" | "Contact" | "CommentEmails", FakeSheet>;
  const properties: Record<string, string> = {
    PRIVATE_SPREADSHEET_ID: "private-book",
    SITE_URL: "https://www.example.com",
    ...options.properties,
  };
  const mails: SentMail[] = [];
  const logged: unknown[] = [];
  const state = { clock: Date.parse("2025-03-14T10:00:00.000Z"), mailQuota: 100 };
  const publicBook = {
    getSheetByName: (name: string) => (name === "Comments" ? sheets.Comments : null),
  };
  const privateBook = {
    getSheetByName: (name: string) =>
      name === "Comments" ? null : (sheets[name as keyof typeof sheets] ?? null),
  };
  // CacheService: values expire after their seconds, as Google's do.
  const cache = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = cache.get(key);
    return entry && entry.until > state.clock ? entry.value : undefined;
  };
  const put = (key: string, value: string, seconds = 600) =>
    void cache.set(key, { value, until: state.clock + seconds * 1000 });
  const now = () => state.clock;
  class ScriptDate extends Date {
    constructor(...args: []) {
      super(...((args.length ? args : [now()]) as []));
    }
    static override now = now;
  }
  const context = createContext({
    console: { error: (error: unknown) => void logged.push(error) },
    Date: ScriptDate,
    SpreadsheetApp: {
      getActiveSpreadsheet: () => publicBook,
      openById: (id: string) => {
        if (id !== "private-book") throw new Error("No such spreadsheet");
        return privateBook;
      },
    },
    PropertiesService: {
      getScriptProperties: () => ({
        getProperty: (key: string) => properties[key] ?? null,
        setProperty: (key: string, value: string) => void (properties[key] = value),
      }),
    },
    MailApp: {
      getRemainingDailyQuota: () => state.mailQuota,
      sendEmail: (message: SentMail) => {
        if (state.mailQuota < 1)
          throw new Error("Service invoked too many times for one day: email.");
        state.mailQuota -= 1;
        mails.push({ to: message.to, subject: message.subject, body: message.body });
      },
    },
    LockService: { getScriptLock: () => ({ tryLock: () => true, releaseLock: () => undefined }) },
    CacheService: {
      getScriptCache: () => ({
        getAll: (keys: string[]) =>
          Object.fromEntries(
            keys.flatMap((key) => (live(key) === undefined ? [] : [[key, live(key)]])),
          ),
        put,
        putAll: (values: Record<string, string>, seconds?: number) => {
          for (const [key, value] of Object.entries(values)) put(key, value, seconds);
        },
      }),
    },
    Utilities: {
      DigestAlgorithm: { SHA_256: "sha256" },
      computeDigest: (algorithm: string, text: string) =>
        signed(createHash(algorithm).update(text).digest()),
      computeHmacSha256Signature: (value: string, key: string) =>
        signed(createHmac("sha256", key).update(value).digest()),
      base64Encode: (value: string | number[]) => bytes(value).toString("base64"),
      // Google's web-safe alphabet, with its padding.
      base64EncodeWebSafe: (value: string | number[]) =>
        bytes(value).toString("base64").replace(/\+/g, "-").replace(/\//g, "_"),
      base64DecodeWebSafe: (text: string) => {
        if (!/^[\w-]*={0,2}$/.test(text) || text.length % 4 === 1)
          throw new Error("Could not decode string.");
        return signed(Buffer.from(text, "base64url"));
      },
      getUuid: () => randomUUID(),
    },
    ContentService: {
      MimeType: { JSON: "json" },
      createTextOutput: (content: string) => ({ content, setMimeType: () => ({ content }) }),
    },
  });
  for (const file of SCRIPT_FILES)
    runInContext(readFileSync(new URL(file, SRC), "utf8"), context, { filename: file });
  const doPost = runInContext("doPost", context) as (event: unknown) => { content: string };
  /** POSTs a body as the browser does (text/plain JSON) and reads the JSON answer. */
  const post = (body: unknown) =>
    JSON.parse(doPost({ postData: { contents: JSON.stringify(body) } }).content);
  /** A global of the script (a constant or function), for the checks against the contracts. */
  const global = <T>(name: string) => runInContext(name, context) as T;
  return { sheets, properties, mails, logged, state, doPost, post, global };
}
