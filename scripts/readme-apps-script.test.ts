// The README's production Apps Script (Security section), run in a VM against in-memory fakes of
// the Apps Script services it calls, so the code people copy is checked, not only shown.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { beforeEach, describe, expect, it } from "vitest";
import { FIELD_MAX_LENGTHS } from "@marketing/contracts";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const script = /```js\n(\/\/ FIELD_MAX_LENGTHS[\s\S]*?)```/.exec(readme)?.[1] ?? "";

type Cell = string | boolean;
class FakeSheet {
  rows: Cell[][] = [];
  appendRow(values: Cell[]) {
    this.rows.push([...values]);
  }
  getLastRow() {
    return this.rows.length;
  }
  getRange(a1OrRow: string | number, column?: number) {
    if (a1OrRow === "B:B") {
      return {
        createTextFinder: (text: string) => ({
          matchEntireCell: () => ({
            findNext: () => {
              const index = this.rows.findIndex((row) => row[1] === text);
              return index < 0 ? null : this.cell(index, 1);
            },
          }),
        }),
      };
    }
    const range = this.cell((a1OrRow as number) - 1, (column as number) - 1);
    return { ...range, insertCheckboxes: () => ({ ...range, setValue: range.setValue }) };
  }
  private cell(row: number, column: number) {
    const rows = this.rows;
    return {
      getValue: () => rows[row]?.[column] ?? "",
      setValue: (value: Cell) => {
        (rows[row] as Cell[])[column] = value;
      },
      offset: (down: number, right: number) => this.cell(row + down, column + right),
    };
  }
}

let sheets: Record<string, FakeSheet>;
let properties: Record<string, string>;
let logged: unknown[];
let doPost: (event: { postData: { contents: string } }) => { content: string };

beforeEach(() => {
  sheets = Object.fromEntries(
    ["Comments", "Newsletter", "Contact", "CommentEmails"].map((name) => [name, new FakeSheet()]),
  );
  properties = { PRIVATE_SPREADSHEET_ID: "private-book" };
  const publicBook = {
    getSheetByName: (name: string) => (name === "Comments" ? sheets[name] : null),
  };
  const privateBook = {
    getSheetByName: (name: string) => (name === "Comments" ? null : sheets[name]),
  };
  const cache = new Map<string, string>();
  logged = [];
  const context = {
    console: { error: (error: unknown) => void logged.push(error) },
    SpreadsheetApp: {
      getActiveSpreadsheet: () => publicBook,
      openById: (id: string) => {
        if (id !== "private-book") throw new Error("No such spreadsheet");
        return privateBook;
      },
    },
    PropertiesService: {
      getScriptProperties: () => ({ getProperty: (key: string) => properties[key] ?? null }),
    },
    LockService: { getScriptLock: () => ({ tryLock: () => true, releaseLock: () => undefined }) },
    CacheService: {
      getScriptCache: () => ({
        getAll: (keys: string[]) =>
          Object.fromEntries(keys.filter((k) => cache.has(k)).map((k) => [k, cache.get(k)])),
        put: (key: string, value: string) => void cache.set(key, value),
      }),
    },
    Utilities: {
      DigestAlgorithm: { SHA_256: "sha256" },
      computeDigest: (algorithm: string, text: string) => [
        ...createHash(algorithm).update(text).digest(),
      ],
      base64Encode: (bytes: number[]) => Buffer.from(bytes).toString("base64"),
    },
    ContentService: {
      MimeType: { JSON: "json" },
      createTextOutput: (content: string) => ({ content, setMimeType: () => ({ content }) }),
    },
  };
  doPost = runInNewContext(`${script}\n;doPost`, context);
});

const post = (body: unknown) =>
  JSON.parse(doPost({ postData: { contents: JSON.stringify(body) } }).content);
const comment = (overrides: Record<string, string> = {}) => ({
  type: "blog_comment",
  postSlug: "energy-audit-data-first",
  id: `cmt-${Math.random().toString(36).slice(2)}`,
  name: "Grace",
  email: "grace@example.com",
  message: "Thanks.",
  date: "2025-03-14T10:00:00.000Z",
  parentId: "",
  ...overrides,
});

describe("the README's Apps Script", () => {
  it("uses FIELD_MAX_LENGTHS' numbers", () => {
    const max = runInNewContext(`${script}\n;MAX`, {});
    expect(max).toEqual({ ...FIELD_MAX_LENGTHS });
  });

  it("writes a comment as A–H with D blank and a ticked checkbox; the email only privately", () => {
    const body = comment({ name: '=IMPORTXML("https://evil.test","//a")', message: "+1 -- @all" });
    expect(post(body)).toEqual({ ok: true, id: body.id, approved: true });
    const [row] = sheets.Comments!.rows;
    expect(row).toEqual([
      body.postSlug,
      body.id,
      `'${body.name}`,
      "",
      "'+1 -- @all",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      "",
      true,
    ]);
    expect(JSON.stringify(sheets.Comments!.rows)).not.toContain("grace@example.com");
    expect(sheets.CommentEmails!.rows[0]?.slice(0, 2)).toEqual([body.id, "grace@example.com"]);
  });

  it("holds comments with MODERATION on, and answers a retried id without a second row", () => {
    properties.MODERATION = "on";
    const body = comment();
    expect(post(body)).toEqual({ ok: true, id: body.id, approved: false });
    expect(post(body)).toEqual({ ok: true, id: body.id, approved: false });
    expect(sheets.Comments!.rows).toHaveLength(1);
    expect(sheets.Comments!.rows[0]?.[7]).toBe(false);
  });

  it.each([
    ["a message too long", comment({ message: "m".repeat(FIELD_MAX_LENGTHS.message + 1) })],
    ["a name that is not a string", { ...comment(), name: ["Grace"] }],
    ["a blank name", comment({ name: "  " })],
    ["a bad email", comment({ email: "grace@" })],
    ["a bad slug", comment({ postSlug: "../x" })],
    ["an unknown type", { ...comment(), type: "other" }],
    ["an array", []],
  ])("refuses %s with an error body and writes nothing", (_label, body) => {
    expect(post(body).error.code).toBe(400);
    expect(Object.values(sheets).every((sheet) => sheet.rows.length === 0)).toBe(true);
  });

  it("allows 5 posts per address in 10 minutes, then answers 429", () => {
    const answers = Array.from({ length: 6 }, () => post(comment()));
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(answers[5].error.code).toBe(429);
    expect(post(comment({ email: "other@example.com" })).ok).toBe(true);
    expect(sheets.Comments!.rows).toHaveLength(6);
  });

  it("keeps newsletter addresses and contact messages in the private spreadsheet", () => {
    expect(post({ type: "newsletter_subscription", email: "=cmd@example.com" })).toEqual({
      result: "success",
      row: 1,
    });
    expect(sheets.Newsletter!.rows[0]?.[0]).toBe("'=cmd@example.com");
    expect(
      post({ type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi" }),
    ).toEqual({ ok: true });
    expect(sheets.Contact!.rows[0]?.slice(0, 4)).toEqual(["Ada", "ada@example.com", "", "Hi"]);
    expect(sheets.Comments!.rows).toHaveLength(0);
  });

  it("answers an error, not a crash, when the private spreadsheet is missing", () => {
    properties = {};
    expect(post(comment()).error.code).toBe(500);
    expect(logged).toHaveLength(1);
  });
});
