// The README's production Apps Script (Security section), run in a VM against in-memory fakes of
// the Apps Script services it calls, so the code people copy is checked, not only shown.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { beforeEach, describe, expect, it } from "vitest";
import { CONSENT_MAX_LENGTHS, FIELD_MAX_LENGTHS } from "@marketing/contracts";
import textCases from "@marketing/contracts/text-rules.cases.json";

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
/** The script's clock (Date.now() and new Date() in the VM), moved by the tests. */
let clock: number;

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
  // CacheService: values expire after their seconds, as Google's do.
  const cache = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = cache.get(key);
    return entry && entry.until > clock ? entry.value : undefined;
  };
  const put = (key: string, value: string, seconds = 600) =>
    void cache.set(key, { value, until: clock + seconds * 1000 });
  clock = Date.parse("2025-03-14T10:00:00.000Z");
  const now = () => clock;
  class ScriptDate extends Date {
    constructor(...args: []) {
      super(...((args.length ? args : [now()]) as []));
    }
    static override now = now;
  }
  logged = [];
  const context = {
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
      getScriptProperties: () => ({ getProperty: (key: string) => properties[key] ?? null }),
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
    expect(runInNewContext(`${script}\n;CONSENT_MAX`, {})).toEqual({ ...CONSENT_MAX_LENGTHS });
  });

  it("writes a comment as A–H with D blank and a ticked checkbox; the email only privately", () => {
    properties.MODERATION = "off";
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

  it("holds comments by default, and answers a retried id without a second row", () => {
    const body = comment();
    expect(post(body)).toEqual({ ok: true, id: body.id, approved: false });
    expect(post(body)).toEqual({ ok: true, id: body.id, approved: false });
    expect(sheets.Comments!.rows).toHaveLength(1);
    expect(sheets.Comments!.rows[0]?.[7]).toBe(false);
    properties.MODERATION = "on";
    expect(post(comment()).approved).toBe(false);
    properties.MODERATION = "off";
    expect(post(comment()).approved).toBe(true);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "answers a type of %j with an error body, not a crash",
    (type) => {
      expect(post({ ...comment(), type }).error.code).toBe(400);
      expect(logged).toEqual([]);
      expect(Object.values(sheets).every((sheet) => sheet.rows.length === 0)).toBe(true);
    },
  );

  it("answers a body that is not JSON, or no body at all, with an error", () => {
    expect(JSON.parse(doPost({ postData: { contents: "{" } }).content).error.code).toBe(400);
    expect(JSON.parse(doPost({} as never).content).error.code).toBe(500);
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
    });
    // The answer never counts the subscribers (it held the sheet's row number).
    expect(post({ type: "newsletter_subscription", email: "bob@example.com" })).toEqual({
      result: "success",
    });
    expect(sheets.Newsletter!.rows[0]?.[0]).toBe("'=cmd@example.com");
    expect(
      post({ type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi" }),
    ).toEqual({ ok: true });
    expect(sheets.Contact!.rows[0]?.slice(0, 4)).toEqual(["Ada", "ada@example.com", "", "Hi"]);
    expect(sheets.Comments!.rows).toHaveLength(0);
  });

  it("lets real visitors through while one client rotates addresses", () => {
    const newsletter = (email: string) => post({ type: "newsletter_subscription", email });
    // Rotating +tags is one address; rotating addresses on one domain stops at the domain's cap.
    const tagged = Array.from({ length: 20 }, (_, i) => newsletter(`bot+${i}@spam.example`));
    expect(tagged.filter((answer) => answer.result).length).toBe(5);
    const rotated = Array.from({ length: 100 }, (_, i) => newsletter(`bot${i}@spam.example`));
    expect(rotated.filter((answer) => answer.result).length).toBe(15);
    expect(newsletter("ada@example.com")).toEqual({ result: "success" });
    // Rotating domains too empties the newsletter's budget, but not the comments' or contact's...
    const flood = Array.from({ length: 100 }, (_, i) => newsletter(`x@d${i}.example`));
    expect(flood.at(-1).error.code).toBe(429);
    expect(post(comment()).ok).toBe(true);
    expect(
      post({ type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi" }),
    ).toEqual({ ok: true });
    // ...and the budget refills as time passes, not at the next minute only.
    clock += 10_000;
    expect(newsletter("grace@example.com")).toEqual({ result: "success" });
  });

  it("runs the shared text cases (packages/contracts/src/text-rules.cases.json)", () => {
    const rules = runInNewContext(`${script}\n;({ EMAIL, cleanText })`, {}) as {
      EMAIL: RegExp;
      cleanText: (value: string) => string;
    };
    for (const email of textCases.validEmails) expect(rules.EMAIL.test(email), email).toBe(true);
    for (const email of textCases.invalidEmails) expect(rules.EMAIL.test(email), email).toBe(false);
    for (const { input, clean } of textCases.texts) expect(rules.cleanText(input)).toBe(clean);
  });

  it("refuses an email with a control character or an override, and cleans names and messages", () => {
    for (const email of ["ada\u0000@example.com", "ada\u202e@example.com", "<ada@example.com>"])
      expect(post({ type: "newsletter_subscription", email }).error.code).toBe(400);
    const body = {
      type: "contact_form",
      name: "Ada\u0000\u0007 Love\u202elace",
      email: "ada@example.com",
      company: "\u001b[2JACME",
      message: "Hello\r\nthere\u2066",
    };
    expect(post(body)).toEqual({ ok: true });
    expect(sheets.Contact!.rows[0]?.slice(0, 4)).toEqual([
      "Ada Lovelace",
      "ada@example.com",
      "[2JACME",
      "Hello\nthere",
    ]);
    expect(sheets.Newsletter!.rows).toHaveLength(0);
  });

  it("writes where each post came from after its own columns, cleaned, never in the public sheet", () => {
    const from = {
      page: "https://www.example.com/fr/blog",
      referrer: "https://news.example/",
      lang: "fr",
      utm_source: '=HYPERLINK("https://evil.example")',
      utm_medium: "email",
      utm_campaign: "spring\u0000\u202e",
      utm_term: "",
      utm_content: "<script>alert(1)</script>",
    };
    const columns = [
      "https://www.example.com/fr/blog",
      "https://news.example/",
      "fr",
      `'=HYPERLINK("https://evil.example")`,
      "email",
      "spring",
      "",
      "<script>alert(1)</script>",
    ];
    expect(post({ type: "newsletter_subscription", email: "ada@example.com", ...from })).toEqual({
      result: "success",
    });
    expect(sheets.Newsletter!.rows[0]?.slice(2, 10)).toEqual(columns);
    post({ type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi", ...from });
    expect(sheets.Contact!.rows[0]?.slice(5, 13)).toEqual(columns);
    const body = comment({ ...from });
    expect(post(body).ok).toBe(true);
    expect(sheets.CommentEmails!.rows[0]?.slice(3, 11)).toEqual(columns);
    expect(JSON.stringify(sheets.Comments!.rows)).not.toContain("news.example");
    // A post without them (an older embed) gets blank columns; an overlong one is refused.
    post({ type: "newsletter_subscription", email: "bob@example.com" });
    expect(sheets.Newsletter!.rows[1]?.slice(2)).toEqual([...columns, "", "", ""].map(() => ""));
    const long = { type: "newsletter_subscription", email: "eve@example.com" };
    const refused = post({ ...long, utm_source: "x".repeat(FIELD_MAX_LENGTHS.utm_source + 1) });
    expect(refused.error).toEqual({ code: 400, message: "Bad field: utm_source" });
  });

  it("writes the consent box's record after where the post came from; refuses another shape", () => {
    const consent = {
      given: true,
      at: "2025-03-14T10:00:00.000Z",
      text: "=I agree to the processing of my details as described in the privacy policy.\u202e",
    };
    const columns = [
      "yes",
      consent.at,
      "'=I agree to the processing of my details as described in the privacy policy.",
    ];
    post({ type: "newsletter_subscription", email: "ada@example.com", consent });
    expect(sheets.Newsletter!.rows[0]?.slice(10)).toEqual(columns);
    post({ type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi", consent });
    expect(sheets.Contact!.rows[0]?.slice(13)).toEqual(columns);
    expect(post(comment({ consent } as never)).ok).toBe(true);
    expect(sheets.CommentEmails!.rows[0]?.slice(11)).toEqual(columns);
    expect(JSON.stringify(sheets.Comments!.rows)).not.toContain("I agree");
    post({
      type: "newsletter_subscription",
      email: "bob@example.com",
      consent: { ...consent, given: false },
    });
    expect(sheets.Newsletter!.rows[1]?.[10]).toBe("no");
    for (const bad of [
      "yes",
      { ...consent, given: "true" },
      { ...consent, at: "yesterday" },
      { ...consent, text: "" },
      { ...consent, text: "x".repeat(CONSENT_MAX_LENGTHS.text + 1) },
    ]) {
      const refused = post({
        type: "newsletter_subscription",
        email: "eve@example.com",
        consent: bad,
      });
      expect(refused.error).toEqual({ code: 400, message: "Bad field: consent" });
    }
    expect(sheets.Newsletter!.rows).toHaveLength(2);
  });

  it("answers an error, not a crash, when the private spreadsheet is missing", () => {
    properties = {};
    expect(post(comment()).error.code).toBe(500);
    expect(logged).toHaveLength(1);
  });
});
