import i18next, { type i18n as I18n, type TFunction } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, matchLanguage, type Language } from "./languages";

export type Catalog = Record<string, unknown>;
export type Catalogs = Record<Language, Catalog>;

/** spec §9: query parameter, stored preference, browser language, <html lang>; fallback en. */
export const DETECTION = {
  order: ["querystring", "localStorage", "navigator", "htmlTag"],
  lookupQuerystring: "lang",
  lookupLocalStorage: "i18nextLng",
  // Widgets never write the visitor's preference; the site does when the visitor chooses.
  caches: [] as string[],
};

let instance: I18n | undefined;

/** The library's own i18next instance, never the host page's global one. Created on first use. */
export function getI18n(): I18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  instance.use(LanguageDetector);
  void instance.init({
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    resources: {},
    initAsync: false,
    detection: DETECTION,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * The i18n layer's first-use work, ahead of a first render: the instance, the detector, one lookup
 * (V8 compiles each function on its first call). The embed loader runs this in a task of its own so
 * that the render's task stays short.
 */
export function prepareI18n(): void {
  getI18n().getFixedT(detectLanguage())("");
}

/** The visitor's language by the spec's detection order, reduced to en or fr. */
export function detectLanguage(): Language {
  const i18n = getI18n();
  const detected = i18n.services.languageDetector?.detect();
  const codes = Array.isArray(detected) ? detected : detected ? [detected] : [];
  for (const code of codes) {
    const match = matchLanguage(code);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** Adds a widget's catalogues once; later calls are free. */
export function registerCatalogs(namespace: string, catalogs: Catalogs): void {
  const i18n = getI18n();
  for (const lng of SUPPORTED_LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, namespace)) {
      i18n.addResourceBundle(lng, namespace, catalogs[lng], true, true);
    }
  }
}

/** A translate function fixed to one language and namespace. */
export function getTranslator(lng: Language, namespace: string, catalogs: Catalogs): TFunction {
  registerCatalogs(namespace, catalogs);
  return getI18n().getFixedT(lng, namespace);
}
