import { describe, expect, it } from "vitest";
import { speculationRules, speculationRulesJson } from "./speculation";

describe("speculationRules", () => {
  it("prefetches the same page in the other language first, at once", () => {
    expect(speculationRules("/about").prefetch).toEqual([
      { source: "list", urls: ["/fr/about"], eagerness: "eager" },
    ]);
    expect(speculationRules("/fr/").prefetch[0]!.urls).toEqual(["/"]);
  });

  it("prerenders, on intent, links to other pages of the same language only", () => {
    const [rule] = speculationRules("/about").prerender;
    expect(rule!.eagerness).toBe("moderate");
    expect(rule!.where.and).toEqual(
      expect.arrayContaining([
        { href_matches: "/*" },
        { not: { href_matches: "/fr/*" } },
        { not: { href_matches: "/embed/*" } },
        { not: { href_matches: "/about" } },
      ]),
    );
    expect(speculationRules("/fr/contact").prerender[0]!.where.and).toContainEqual({
      href_matches: "/fr/*",
    });
  });

  it("is JSON no path can break out of its script element with", () => {
    expect(speculationRulesJson("/a</script>")).not.toContain("<");
    expect(JSON.parse(speculationRulesJson("/a</script>")).prefetch[0].urls).toEqual([
      "/fr/a</script>",
    ]);
  });
});
