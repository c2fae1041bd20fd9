import { describe, expect, it } from "vitest";
import cases from "./comment-rules.cases.json";
import { COMMENT_ID_PATTERN, POST_SLUG_PATTERN } from "./comment-rules";
import { SubmissionError, validateSubmission } from "./validate-submission";

const comment = (overrides: Record<string, string> = {}) =>
  JSON.stringify({
    type: "blog_comment",
    postSlug: "energy-audit-data-first",
    id: "cmt-m1abc2d-x9y8z7",
    name: "Grace",
    email: "",
    message: "Thanks.",
    date: "2025-03-14T10:00:00.000Z",
    parentId: "",
    ...overrides,
  });
const refusal = (body: string) => {
  try {
    validateSubmission("comment", body);
  } catch (error) {
    expect(error).toBeInstanceOf(SubmissionError);
    return (error as SubmissionError).message;
  }
  throw new Error("accepted");
};

describe("a comment's slug, id and date (shared with the Apps Script: comment-rules.cases.json)", () => {
  it.each(cases.validSlugs)("accepts the slug %j", (postSlug) => {
    expect(POST_SLUG_PATTERN.test(postSlug)).toBe(true);
    expect(validateSubmission("comment", comment({ postSlug })).postSlug).toBe(postSlug);
  });

  it.each(cases.invalidSlugs.filter(Boolean))("refuses the slug %j, saying why", (postSlug) => {
    expect(POST_SLUG_PATTERN.test(postSlug)).toBe(false);
    expect(refusal(comment({ postSlug }))).toBe(
      `Field "postSlug" may hold only lowercase letters, digits and hyphens.`,
    );
  });

  it.each(cases.validIds)("accepts the id and parentId %j", (id) => {
    expect(COMMENT_ID_PATTERN.test(id)).toBe(true);
    const payload = validateSubmission("comment", comment({ id, parentId: id }));
    expect([payload.id, payload.parentId]).toEqual([id, id]);
  });

  it.each(cases.invalidIds.filter(Boolean))("refuses the id or parentId %j, saying why", (id) => {
    expect(COMMENT_ID_PATTERN.test(id)).toBe(false);
    expect(refusal(comment({ id }))).toBe(`Field "id" may hold only letters, digits, "_" and "-".`);
    expect(refusal(comment({ parentId: id }))).toBe(
      `Field "parentId" may hold only letters, digits, "_" and "-".`,
    );
  });

  it("refuses a missing slug or id as missing", () => {
    expect(refusal(comment({ postSlug: "", id: "" }))).toBe(
      "Missing required fields: postSlug, id.",
    );
  });

  it.each(["2099-01-01 <b>", "yesterday", "2025-03-14T10:00:00.000Z\u202e"])(
    "refuses the date %j",
    (date) => {
      expect(refusal(comment({ date }))).toMatch(/^Field "date" must be an ISO 8601 time/);
    },
  );

  it("stores the endpoint's own time as the date, never the client's", () => {
    const now = new Date("2025-03-14T10:00:07.000Z");
    for (const date of ["2099-01-01T00:00:00.000Z", "2000-01-01T00:00:00Z", ""])
      expect(validateSubmission("comment", comment({ date }), now).date).toBe(now.toISOString());
  });
});
