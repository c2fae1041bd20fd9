import { describe, expect, it } from "vitest";
import { postHref } from "./postHref";

const en = { slug: "kpi-dashboards-energy-performance", language: "en" as const };
const fr = { slug: "tableaux-de-bord-kpi-performance-energetique", language: "fr" as const };

describe("postHref", () => {
  it("links a post in the widget's language under blogUrl, as before", () => {
    expect(postHref("/blog", "en", en)).toBe("/blog/kpi-dashboards-energy-performance");
    expect(postHref("/fr/blog/", "fr", fr)).toBe(
      "/fr/blog/tableaux-de-bord-kpi-performance-energetique",
    );
  });

  it("links a post in the other language to its own language's tree", () => {
    expect(postHref("/blog", "en", fr)).toBe(
      "/fr/blog/tableaux-de-bord-kpi-performance-energetique",
    );
    expect(postHref("/fr/blog", "fr", en)).toBe("/blog/kpi-dashboards-energy-performance");
    expect(postHref("https://example.com/fr/blog", "fr", en)).toBe(
      "https://example.com/blog/kpi-dashboards-energy-performance",
    );
    expect(postHref("https://example.com/news", "en", fr)).toBe(
      "https://example.com/fr/news/tableaux-de-bord-kpi-performance-energetique",
    );
  });

  it("keeps a French blogUrl it cannot map to an English tree, and never mistakes /free for /fr", () => {
    expect(postHref("/blogue", "fr", en)).toBe("/blogue/kpi-dashboards-energy-performance");
    expect(postHref("/free/blog", "fr", en)).toBe("/free/blog/kpi-dashboards-energy-performance");
  });
});
