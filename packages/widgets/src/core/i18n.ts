import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, detectLanguage, type Language } from "./language";

export type Catalog = Record<string, unknown>;
export type Catalogs = Record<Language, Catalog>;

let instance: I18n | undefined;

/**
 * The library's own i18next instance, never the host page's global one. Created on first use. The
 * language is resolved by core/language.ts, not by an i18next detector.
 */
export function getI18n(): I18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    nonExplicitSupportedLngs: true,
    load: "languageOnly",
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * The i18n layer's first-use work, ahead of a first render: the instance, the language signals, one lookup
 * (V8 compiles each function on its first call). The embed loader runs this in a task of its own so
 * that the render's task stays short.
 */
export function prepareI18n(): void {
  getI18n().getFixedT(detectLanguage())("");
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
