import { describe, expect, it } from "vitest";
import { logNotFound, notFoundEntry } from "./not-found";

describe("notFoundEntry", () => {
  it("keeps the path of a full URL (an edge Worker's request.url) or a request target", () => {
    expect(notFoundEntry("https://example.com/fr/blog/nope?utm_source=x#top")).toEqual({
      event: "page_not_found",
      path: "/fr/blog/nope",
      referrer: "",
    });
    expect(notFoundEntry("/old?email=a@b.c", "https://ref.example/p?q=1").path).toBe("/old");
  });

  it("writes one inert line, whatever the path holds", () => {
    const lines: string[] = [];
    logNotFound("/a\nforged line\u2028" + "x".repeat(3000), "", (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { path: string };
    expect(entry.path.startsWith("/aforged line")).toBe(true);
    expect(entry.path).toHaveLength(2000);
  });
});
