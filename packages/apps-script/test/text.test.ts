import { describe, expect, it } from "vitest";
import textCases from "@marketing/contracts/text-rules.cases.json";
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
  });
});
