import { beforeEach, describe, expect, it } from "vitest";
import { loadAppsScript } from "./apps-script";

let script: ReturnType<typeof loadAppsScript>;
beforeEach(() => {
  script = loadAppsScript({ properties: { DOUBLE_OPT_IN: "off", MODERATION: "off" } });
});
const newsletter = (email: string) => script.post({ type: "newsletter_subscription", email });
const contact = (email: string) =>
  script.post({ type: "contact_form", name: "Ada", email, message: "Hi" });
const comment = (email: string) =>
  script.post({
    type: "blog_comment",
    postSlug: "a-post",
    id: `c${Math.random().toString(36).slice(2)}`,
    name: "Grace",
    email,
    message: "Thanks.",
  });
const accepted = (answers: Array<{ error?: unknown }>) => answers.filter((a) => !a.error).length;
const stored = () => Object.values(script.sheets).reduce((sum, s) => sum + s.rows.length, 0);

describe("the Apps Script's rate limit", () => {
  it("allows 5 posts per address in 10 minutes, then answers 429", () => {
    const answers = Array.from({ length: 6 }, () => comment("grace@example.com"));
    expect(accepted(answers)).toBe(5);
    expect(answers[5]).toEqual({ error: { code: 429, message: expect.any(String) } });
    expect(comment("other@example.com").ok).toBe(true);
  });

  it("counts an inbox however its address is spelled: +tags, and Gmail's dots", () => {
    expect(
      accepted(Array.from({ length: 20 }, (_, i) => newsletter(`bot+${i}@spam.example`))),
    ).toBe(5);
    const spellings = ["a.da", "ad.a", "a.d.a", "ada+x", "A.DA", "a.da+y"];
    expect(accepted(spellings.map((local) => contact(`${local}@gmail.com`)))).toBe(5);
    expect(accepted(spellings.map((local) => contact(`${local}@googlemail.com`)))).toBe(0);
    expect(newsletter("grace@example.com")).toEqual({ result: "success" });
  });

  it("locks no mail domain out: 20 bots at gmail.com leave every gmail.com visitor all three forms", () => {
    const bots = Array.from({ length: 20 }, (_, i) => [
      newsletter(`bot${i}@gmail.com`),
      contact(`bot${i}@gmail.com`),
    ]).flat();
    expect(accepted(bots)).toBe(40);
    expect(newsletter("ada@gmail.com")).toEqual({ result: "success" });
    expect(contact("ada@gmail.com")).toEqual({ ok: true });
    expect(comment("ada@gmail.com").ok).toBe(true);
  });

  it("stops a client rotating addresses on one domain at its type's budget, not the domain", () => {
    const flood = Array.from({ length: 100 }, (_, i) => newsletter(`bot${i}@spam.example`));
    expect(accepted(flood)).toBe(60);
    expect(contact("ada@spam.example")).toEqual({ ok: true });
  });

  it("caps every type together: a flood rotating domains on all three forms writes at most 100 rows at once", () => {
    const flood = Array.from({ length: 60 }, (_, i) => [
      newsletter(`x@n${i}.example`),
      contact(`x@c${i}.example`),
      comment(`x@m${i}.example`),
    ]).flat();
    // Each type alone would take 60 (its own bucket): 180 together without the shared cap.
    expect(accepted(flood)).toBe(100);
    // A comment is two rows (public and private): count the posts stored.
    expect(stored() - script.sheets.CommentEmails.rows.length).toBe(100);
    expect(newsletter("ada@example.com").error.code).toBe(429);
    // The shared budget refills at 40 a minute: 15 s later, ten real visitors get through.
    script.state.clock += 15_000;
    expect(accepted(Array.from({ length: 12 }, (_, i) => contact(`real${i}@r${i}.example`)))).toBe(
      10,
    );
    // A burst is forgotten: 3 minutes after the flood, every form answers again.
    script.state.clock += 180_000;
    expect(newsletter("ada@example.com")).toEqual({ result: "success" });
    expect(contact("ada@example.com")).toEqual({ ok: true });
    expect(comment("ada@example.com").ok).toBe(true);
  });

  it("keeps one type's flood within its own budget: the other forms still answer", () => {
    const flood = Array.from({ length: 100 }, (_, i) => newsletter(`x@d${i}.example`));
    expect(accepted(flood)).toBe(60);
    expect(comment("grace@example.com").ok).toBe(true);
    expect(contact("ada@example.com")).toEqual({ ok: true });
    script.state.clock += 10_000;
    expect(newsletter("grace@example.com")).toEqual({ result: "success" });
  });
});
