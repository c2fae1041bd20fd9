import { describe, expect, it } from "vitest";
import { landingLanguage, matchLanguage, resolveLanguage } from "./language";
import { languageOfPath, localizedPath, unprefixedPath } from "./paths";

describe("landingLanguage", () => {
  it("takes ?lang= over the stored choice and the browser", () => {
    expect(
      landingLanguage(
        { urlLang: "fr", query: "en", stored: "fr", browser: ["fr"] },
        resolveLanguage,
      ),
    ).toBe("en");
    expect(landingLanguage({ urlLang: "en", query: "FR-ca" }, resolveLanguage)).toBe("fr");
  });

  it("takes the stored choice over the browser, both ways", () => {
    expect(
      landingLanguage({ urlLang: "en", stored: "en", browser: ["fr-FR"] }, resolveLanguage),
    ).toBe("en");
    expect(landingLanguage({ urlLang: "fr", stored: "en" }, resolveLanguage)).toBe("en");
  });

  it("moves an English URL to French for a French-preferring browser", () => {
    expect(
      landingLanguage({ urlLang: "en", browser: ["de-DE", "fr-FR", "en"] }, resolveLanguage),
    ).toBe("fr");
  });

  it("keeps a French URL for an English browser with nothing stored (crawlers get what they ask)", () => {
    expect(landingLanguage({ urlLang: "fr", browser: ["en-US"] }, resolveLanguage)).toBe("fr");
    expect(landingLanguage({ urlLang: "en", browser: ["en-US"] }, resolveLanguage)).toBe("en");
  });

  it("ignores unsupported codes", () => {
    expect(landingLanguage({ urlLang: "en", query: "de", stored: "xx" }, resolveLanguage)).toBe(
      "en",
    );
    expect(matchLanguage("de")).toBeUndefined();
    expect(matchLanguage("fr_BE")).toBe("fr");
  });
});

describe("language paths", () => {
  it("reads the language from the /fr/ prefix only", () => {
    expect(languageOfPath("/fr")).toBe("fr");
    expect(languageOfPath("/fr/about")).toBe("fr");
    expect(languageOfPath("/FR/about")).toBe("fr");
    expect(languageOfPath("/fresh")).toBe("en");
    expect(languageOfPath("/about")).toBe("en");
  });

  it("maps a page to its URL in each language", () => {
    expect(localizedPath("/", "fr")).toBe("/fr/");
    expect(localizedPath("/fr/", "en")).toBe("/");
    expect(localizedPath("/blog/a-post", "fr")).toBe("/fr/blog/a-post");
    expect(localizedPath("/fr/blog/a-post", "fr")).toBe("/fr/blog/a-post");
    expect(unprefixedPath("/fr/contact")).toBe("/contact");
  });
});

describe("language paths handed a hostile path (open redirect)", () => {
  const HOSTILE = [
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%5Cevil.example/",
    "/%5c%5cevil.example/",
    "/%2F%2Fevil.example/",
    "/\t/evil.example/",
    "/\n\r/evil.example/",
    "/ /evil.example/",
    "/\u0000/evil.example/",
    "evil.example/",
    "https://evil.example/",
    "javascript:alert(1)",
  ];
  const SITE = "https://site.example/current/page";

  it.each(HOSTILE.flatMap((path) => [path, `/fr${path}`, `/FR${path}`]))(
    "keeps %j on the site in both languages",
    (path) => {
      for (const lang of ["en", "fr"] as const) {
        const target = localizedPath(path, lang);
        expect(target).toMatch(/^\/[^/\\]/);
        expect(new URL(target, SITE).origin).toBe("https://site.example");
        // As the browser reads a URL: tabs and line breaks dropped, backslashes as slashes.
        expect(new URL(target.replace(/[\t\n\r]/g, ""), SITE).host).toBe("site.example");
      }
      expect(new URL(unprefixedPath(path), SITE).origin).toBe("https://site.example");
    },
  );

  it("keeps the rest of the path: /fr//evil.example/ is this site's /evil.example/", () => {
    expect(localizedPath("/fr//evil.example/", "en")).toBe("/evil.example/");
    expect(localizedPath("//evil.example/", "fr")).toBe("/fr/evil.example/");
    expect(unprefixedPath("/fr/%5Cevil.example")).toBe("/evil.example");
    expect(localizedPath("/fr", "en")).toBe("/");
    expect(localizedPath("/fr//", "fr")).toBe("/fr/");
  });
});
