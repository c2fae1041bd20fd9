import { afterEach, describe, expect, it, vi } from "vitest";
import {
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  matchLanguage,
  rememberLanguage,
  resolveLanguage,
} from "./language";

describe("resolveLanguage", () => {
  it("follows own lang > ?lang > stored > browser > page > en", () => {
    const all = { own: "fr", query: "en", stored: "en", browser: ["en"], page: "en" };
    expect(resolveLanguage(all)).toBe("fr");
    expect(resolveLanguage({ ...all, own: null, query: "fr" })).toBe("fr");
    expect(resolveLanguage({ ...all, own: null, query: null, stored: "fr-CA" })).toBe("fr");
    expect(resolveLanguage({ browser: ["de", "FR_be", "en"], page: "en" })).toBe("fr");
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

  it("reads ?lang, the remembered choice, the browser and <html lang> from the page", () => {
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
});
