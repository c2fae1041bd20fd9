import { afterEach, describe, expect, it, vi } from "vitest";
import {
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  matchLanguage,
  rememberLanguage,
  resolveLanguage,
} from "./language";

describe("resolveLanguage", () => {
  it("follows own lang > ?lang > stored > page > browser > en", () => {
    const all = { own: "fr", query: "en", stored: "en", page: "en", browser: ["en"] };
    expect(resolveLanguage(all)).toBe("fr");
    expect(resolveLanguage({ ...all, own: null, query: "fr" })).toBe("fr");
    expect(resolveLanguage({ ...all, own: null, query: null, stored: "fr-CA" })).toBe("fr");
    expect(resolveLanguage({ stored: "en", page: "fr", browser: ["fr"] })).toBe("en");
    expect(resolveLanguage({ page: "fr", browser: ["en-GB"] })).toBe("fr");
    expect(resolveLanguage({ page: "de", browser: ["de", "FR_be", "en"] })).toBe("fr");
    expect(resolveLanguage({ browser: ["de"], page: "fr" })).toBe("fr");
    expect(resolveLanguage({ query: "de", stored: "xx" })).toBe("en");
  });

  it("answers undefined with a null fallback", () => {
    expect(resolveLanguage({ query: "de", fallback: null })).toBeUndefined();
    expect(matchLanguage("fr_BE")).toBe("fr");
    expect(matchLanguage("de")).toBeUndefined();
  });

  it("is self-contained, so its source runs on its own (the site's head script)", () => {
    const copy = new Function(`return (${resolveLanguage.toString()})`)() as typeof resolveLanguage;
    expect(copy({ stored: "fr", page: "en" })).toBe("fr");
  });
});

describe("detectLanguage", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
    document.documentElement.removeAttribute("lang");
    vi.restoreAllMocks();
  });

  it("reads ?lang, the remembered choice, <html lang> and the browser from the page", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE"]);
    expect(detectLanguage()).toBe("en");
    document.documentElement.lang = "fr";
    expect(detectLanguage()).toBe("fr");
    rememberLanguage("en");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(detectLanguage()).toBe("en");
    window.history.replaceState(null, "", "/?lang=fr");
    expect(detectLanguage()).toBe("fr");
    expect(detectLanguage("en")).toBe("en");
  });

  it("follows a French page before an English browser, for a widget with no lang", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US", "en"]);
    expect(detectLanguage()).toBe("en");
    document.documentElement.lang = "fr-FR";
    expect(detectLanguage()).toBe("fr");
    // An unsupported page language leaves the browser's.
    document.documentElement.lang = "de";
    expect(detectLanguage()).toBe("en");
  });
});
