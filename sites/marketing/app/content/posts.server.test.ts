import { describe, expect, it, vi } from "vitest";
import { POST_COLUMNS } from "@marketing/contracts";
import { postPath, safeRows, translationOf, type SitePost } from "./posts.server";

const header = [...POST_COLUMNS];

describe("safeRows", () => {
  it("keeps posts whose slug is lower-case letters, digits and hyphens, and warns about the others", () => {
    const warn = vi.fn();
    const rows = [
      header,
      ["Fine", "a-fine-post-2", "A"],
      ["Traversal", "../etc/passwd", "A"],
      ["Spaces", "with space", "A"],
      ["Upper", "Upper-Case", "A"],
    ];
    expect(safeRows(rows, warn)).toEqual([header, ["Fine", "a-fine-post-2", "A"]]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toContain("../etc/passwd");
  });

  it("keeps rows the parser skips anyway (no slug) without a warning", () => {
    const warn = vi.fn();
    expect(safeRows([header, ["Draft", "", "A"]], warn)).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });
});

const sited = (slug: string, language: "en" | "fr", translation?: string): SitePost => ({
  title: slug,
  slug,
  author: "A",
  date: "2025-01-01",
  category: "",
  summary: "",
  publishedDocURL: "",
  featuredImageURL: "",
  language,
  ...(translation ? { translation } : {}),
});

describe("postPath", () => {
  it("puts a post in its own language's tree", () => {
    expect(postPath(sited("energy", "en"))).toBe("/blog/energy");
    expect(postPath(sited("energie", "fr"))).toBe("/fr/blog/energie");
  });
});

describe("translationOf", () => {
  it("pairs two posts in different languages that name each other, or when one cell is empty", () => {
    const en = sited("energy", "en", "energie");
    const fr = sited("energie", "fr", "energy");
    expect(translationOf(en, [en, fr])).toBe(fr);
    expect(translationOf(fr, [en, fr])).toBe(en);
    const alone = sited("energie", "fr");
    expect(translationOf(en, [en, alone])).toBe(alone);
    expect(translationOf(alone, [en, alone])).toBe(en);
  });

  it("links nothing when the cells disagree, name the same language or an unknown slug", () => {
    const en = sited("energy", "en", "energie");
    const fr = sited("energie", "fr", "other");
    const other = sited("other", "en", "energie");
    expect(translationOf(en, [en, fr, other])).toBeUndefined();
    const sameLanguage = sited("energie", "en");
    expect(translationOf(en, [en, sameLanguage])).toBeUndefined();
    expect(translationOf(en, [en])).toBeUndefined();
  });
});
