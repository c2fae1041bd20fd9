import { describe, expect, it } from "vitest";
import { slugFromLocation } from "./blog-post.element";

describe("slugFromLocation", () => {
  it.each([
    ["/blog/energy-audit-data-first", "energy-audit-data-first"],
    ["/fr/blog/ia-contenu-voix-de-marque/", "ia-contenu-voix-de-marque"],
    ["/blog/caf%C3%A9", "café"],
    ["/", ""],
  ])("reads %s as the slug %s", (pathname, slug) => {
    expect(slugFromLocation({ pathname })).toBe(slug);
  });
});
