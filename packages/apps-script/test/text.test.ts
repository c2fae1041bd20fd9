import { describe, expect, it } from "vitest";
import textCases from "@marketing/contracts/text-rules.cases.json";
import commentCases from "@marketing/contracts/comment-rules.cases.json";
import { COMMENT_ID_PATTERN, POST_SLUG_PATTERN } from "@marketing/contracts";
import { loadAppsScript } from "./apps-script";

describe("the Apps Script's text rules", () => {
  const script = loadAppsScript();
  const EMAIL = script.global<RegExp>("EMAIL");
  const cleanText = script.global<(value: string) => string>("cleanText");
  const isIsoTime = script.global<(value: string) => boolean>("isIsoTime");

  it("runs the cases shared with @marketing/contracts (text-rules.cases.json)", () => {
    for (const email of textCases.validEmails) expect(EMAIL.test(email), email).toBe(true);
    for (const email of textCases.invalidEmails) expect(EMAIL.test(email), email).toBe(false);
    for (const { input, clean } of textCases.texts) expect(cleanText(input)).toBe(clean);
    for (const time of textCases.validTimes) expect(isIsoTime(time), time).toBe(true);
    for (const time of textCases.invalidTimes) expect(isIsoTime(time), time).toBe(false);
    const foldAddress = script.global<(email: string) => string>("foldAddress");
    for (const { input, folded } of textCases.foldedAddresses)
      expect(foldAddress(input), input).toBe(folded);
  });

  it("runs the comment cases shared with @marketing/contracts (comment-rules.cases.json)", () => {
    expect(script.global<RegExp>("POST_SLUG").source).toBe(POST_SLUG_PATTERN.source);
    expect(script.global<RegExp>("COMMENT_ID").source).toBe(COMMENT_ID_PATTERN.source);
    const problem = script.global<(body: object) => string>("commentProblem");
    const id = "cmt-1";
    for (const postSlug of commentCases.validSlugs) expect(problem({ postSlug, id })).toBe("");
    for (const postSlug of commentCases.invalidSlugs)
      expect(problem({ postSlug, id }), postSlug).toMatch(/^Field "postSlug"/);
    for (const parentId of commentCases.validIds)
      expect(problem({ postSlug: "p", id: parentId, parentId })).toBe("");
    for (const parentId of commentCases.invalidIds.filter(Boolean)) {
      expect(problem({ postSlug: "p", id: parentId }), parentId).toMatch(/^Field "id"/);
      expect(problem({ postSlug: "p", id, parentId }), parentId).toMatch(/^Field "parentId"/);
    }
  });
});
