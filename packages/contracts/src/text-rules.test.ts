import { describe, expect, it } from "vitest";
import cases from "./text-rules.cases.json";
import { cleanText, isValidEmail } from "./text-rules";
import { consentProblem, isIsoTime } from "./consent";
import { foldAddress } from "./mail";

describe("the shared text rules (cases shared with the Apps Script and the WordPress plugin)", () => {
  it.each(cases.validEmails)("accepts the email %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(cases.invalidEmails)("refuses the email %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("refuses an address longer than 254 characters", () => {
    const label = "b".repeat(60);
    expect(isValidEmail(`aaaaaaaaaa@${label}.${label}.${label}.${label}.com`)).toBe(false);
    expect(isValidEmail(`aaaaaaaaaa@${label}.${label}.${label}.com`)).toBe(true);
  });

  it.each(cases.texts)("cleans $input", ({ input, clean }) => {
    expect(cleanText(input)).toBe(clean);
  });

  it.each(cases.validTimes)("accepts the time %j", (time) => {
    expect(isIsoTime(time)).toBe(true);
    expect(consentProblem({ given: true, at: time, text: "I agree." })).toBeUndefined();
  });

  it.each(cases.invalidTimes)("refuses the time %j as consent.at", (time) => {
    expect(isIsoTime(time)).toBe(false);
    expect(consentProblem({ given: true, at: time, text: "I agree." })).toMatch(/consent\.at/);
  });

  it.each(cases.foldedAddresses)("folds $input to one inbox", ({ input, folded }) => {
    expect(foldAddress(input)).toBe(folded);
  });
});
