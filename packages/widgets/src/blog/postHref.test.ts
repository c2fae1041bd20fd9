import { describe, expect, it } from "vitest";
import { builtPostKeys, cardHref, postHref } from "./postHref";

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

describe("cardHref", () => {
  const header = [
    "title",
    "slug",
    "author",
    "date",
    "category",
    "summary",
    "doc",
    "image",
    "language",
  ];
  const built = builtPostKeys({
    posts: [header, ["KPI", en.slug, "A", "2025-01-01", "", "", "", "", "en"]],
  });
  const livePostUrl = { en: "/blog/__live?post={slug}", fr: "/fr/blog/__live?post={slug}" };
  const added = { slug: "added-after-the-build", language: "en" as const };

  it("keeps the page address of a post the host built, and of every post without a live page", () => {
    expect(cardHref("/blog", "en", en, { livePostUrl, built })).toBe(
      "/blog/kpi-dashboards-energy-performance",
    );
    expect(cardHref("/blog", "en", added)).toBe("/blog/added-after-the-build");
    expect(cardHref("/blog", "en", fr, { livePostUrl: { en: livePostUrl.en }, built })).toBe(
      "/fr/blog/tableaux-de-bord-kpi-performance-energetique",
    );
  });

  it.each([
    "javascript:alert(document.domain)//{slug}",
    " JaVaScRiPt:alert(1)//{slug}",
    "data:text/html,<script>alert(1)</script>{slug}",
    "http://evil.example/{slug}",
  ])("never makes a link of a live page %j (a data block a host page wrote)", (template) => {
    expect(cardHref("/blog", "en", added, { livePostUrl: { en: template }, built })).toBe(
      "/blog/added-after-the-build",
    );
  });

  it("sends a post the build did not see to the live page of its language", () => {
    expect(cardHref("/blog", "en", added, { livePostUrl, built })).toBe(
      "/blog/__live?post=added-after-the-build",
    );
    expect(cardHref("/blog", "en", fr, { livePostUrl, built })).toBe(
      "/fr/blog/__live?post=tableaux-de-bord-kpi-performance-energetique",
    );
    // Built in English only: the same slug in French is another post.
    expect(cardHref("/fr/blog", "fr", { ...en, language: "fr" }, { livePostUrl, built })).toBe(
      "/fr/blog/__live?post=kpi-dashboards-energy-performance",
    );
  });
});
