// The embed scripts' `i18next-browser-languagedetector`: the four lookups of the spec's detection
// order (query parameter, stored preference, browser languages, <html lang>), same options and
// results as the package for those lookups, in a fraction of its bytes (it also ships cookie, path,
// subdomain, hash and session storage lookups and cookie serialisation). A test checks parity.
import type { LanguageDetectorModule } from "i18next";

interface Options {
  order?: string[];
  lookupQuerystring?: string;
  lookupLocalStorage?: string;
}

// The package's rule for a code taken from outside: no markup, quotes, spaces or prototype keys.
const isSafe = (code: string) =>
  /^[A-Za-z0-9_@.-]{1,128}$/.test(code) &&
  !code.includes("..") &&
  !["__proto__", "constructor", "prototype"].includes(code);

const lookups: Record<string, (options: Options) => string[]> = {
  querystring: ({ lookupQuerystring = "lng" }) => {
    const value = new URLSearchParams(globalThis.location?.search).get(lookupQuerystring);
    return value ? [value] : [];
  },
  localStorage: ({ lookupLocalStorage = "i18nextLng" }) => {
    try {
      const value = globalThis.localStorage?.getItem(lookupLocalStorage);
      return value ? [value] : [];
    } catch {
      return []; // storage blocked (third-party iframe, privacy mode)
    }
  },
  navigator: () => {
    const nav = globalThis.navigator;
    if (!nav) return [];
    return [...(nav.languages ?? []), nav.language].filter(Boolean);
  },
  htmlTag: () => {
    const value = globalThis.document?.documentElement.getAttribute("lang");
    return value ? [value] : [];
  },
};

export default class LanguageDetector implements LanguageDetectorModule {
  static type = "languageDetector" as const;
  type = "languageDetector" as const;
  private options: Options = {};

  init(_services: unknown, options: Options = {}): void {
    this.options = options;
  }

  detect(order = this.options.order ?? ["querystring", "localStorage", "navigator", "htmlTag"]) {
    return order.flatMap((name) => lookups[name]?.(this.options) ?? []).filter(isSafe);
  }

  cacheUserLanguage(): void {}
}
