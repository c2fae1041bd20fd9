import BrowserLanguageDetector from "i18next-browser-languagedetector";
import { afterEach, describe, expect, it, vi } from "vitest";
import EmbedLanguageDetector from "../scripts/embed-aliases/language-detector";
import { DETECTION } from "../src/core/i18n";

// The embed scripts swap the detector package for a compact one (tsup.config.ts): same answers.
function detectBoth() {
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  const reference = new BrowserLanguageDetector(services as never, DETECTION);
  const compact = new EmbedLanguageDetector();
  compact.init(services, DETECTION);
  return { reference: reference.detect(), compact: compact.detect() };
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

describe("the embed scripts' language detector", () => {
  it.each([
    ["the lang query parameter", () => window.history.replaceState(null, "", "/?lang=fr-CA")],
    ["the stored preference", () => localStorage.setItem("i18nextLng", "fr")],
    ["<html lang>", () => document.documentElement.setAttribute("lang", "fr")],
    ["nothing but the browser", () => {}],
    [
      "everything at once",
      () => {
        window.history.replaceState(null, "", "/?x=1&lang=en");
        localStorage.setItem("i18nextLng", "fr");
        document.documentElement.setAttribute("lang", "de");
      },
    ],
  ])("finds the same languages, in the same order, from %s", (_, arrange) => {
    arrange();
    const { reference, compact } = detectBoth();
    expect(compact).toEqual(reference);
  });

  it("drops an unsafe code, as the package does", () => {
    window.history.replaceState(null, "", "/?lang=%3Cb%3E");
    const { reference, compact } = detectBoth();
    expect(compact).toEqual(reference);
    expect(compact).not.toContain("<b>");
  });
});
