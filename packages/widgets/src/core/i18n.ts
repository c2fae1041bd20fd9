import { useEffect, useMemo, useReducer } from "react";
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
 * The i18n layer's first-use work ahead of a widget's first render, as steps the embed loader runs
 * a task each (V8 compiles each function on its first call; together they were one long task): the
 * instance, the page's language and a first lookup, then the widget's catalogues registered and
 * one lookup in its namespace.
 */
export function i18nWarmSteps(namespace: string, catalogs: Catalogs): ReadonlyArray<() => void> {
  return [
    () => void getI18n(),
    () => void getI18n().getFixedT(detectLanguage())(""),
    () => void getTranslator(detectLanguage(), namespace, catalogs)(""),
  ];
}

/**
 * widgets.js's chunks carry no catalogue: each `locales/<lng>.json` is built into a placeholder
 * (src/embed/bundler/build-embeds.ts), filled in place when the loader has fetched that file, so a page
 * downloads only the languages its widgets are in. Each placeholder and its key (`blog.fr`), until
 * filled.
 */
const pending = new Map<Catalog, string | Promise<void>>();
let fetchCatalog = (key: string): Promise<Catalog> => Promise.reject(new Error(key));

/** The placeholder of a catalogue file in widgets.js's chunks (see `pending`). */
export function lazyCatalog(key: string): Catalog {
  const catalog: Catalog = {};
  pending.set(catalog, key);
  return catalog;
}

export const isLoaded = (catalog: Catalog) => !pending.has(catalog);

/** Fetches a placeholder's catalogue once; undefined for a catalogue that is there. */
export function loadCatalog(catalog: Catalog): Promise<void> | undefined {
  const key = pending.get(catalog);
  if (typeof key !== "string") return key;
  const load = fetchCatalog(key).then((strings) => {
    Object.assign(catalog, strings);
    pending.delete(catalog);
  });
  pending.set(catalog, load);
  return load;
}

/**
 * The loader's hand-over (an element chunk's `catalogs` export): how to fetch a catalogue file by
 * key, and the keys the page's elements need now, resolved once those are in.
 */
export function loadCatalogs(
  fetch: (key: string) => Promise<Catalog>,
  keys: readonly string[],
): Promise<unknown> {
  fetchCatalog = fetch;
  const wanted = [...pending].filter(([, key]) => keys.includes(key as string));
  return Promise.all(wanted.map(([catalog]) => loadCatalog(catalog)));
}

/** Adds a widget's catalogues once (those already loaded); later calls are free. */
export function registerCatalogs(namespace: string, catalogs: Catalogs): void {
  const i18n = getI18n();
  for (const lng of SUPPORTED_LANGUAGES) {
    if (isLoaded(catalogs[lng]) && !i18n.hasResourceBundle(lng, namespace)) {
      i18n.addResourceBundle(lng, namespace, catalogs[lng], true, true);
    }
  }
}

/** A translate function fixed to one language and namespace. */
export function getTranslator(lng: Language, namespace: string, catalogs: Catalogs): TFunction {
  registerCatalogs(namespace, catalogs);
  return getI18n().getFixedT(lng, namespace);
}

/**
 * A widget's language as shown and its translate function. Its catalogue in `lng` is always there
 * but in widgets.js's chunks, where a language no element was in when the loader ran (a `lang`
 * changed later) is fetched first: until then the widget stays in a language it has.
 */
export function useTranslator(
  lng: Language,
  namespace: string,
  catalogs: Catalogs,
): [Language, TFunction] {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const missing = !isLoaded(catalogs[lng]);
  useEffect(() => {
    if (missing) loadCatalog(catalogs[lng])?.then(() => loaded(), console.warn);
  }, [missing, catalogs, lng]);
  const shown = missing ? (SUPPORTED_LANGUAGES.find((l) => isLoaded(catalogs[l])) ?? lng) : lng;
  const t = useMemo(() => getTranslator(shown, namespace, catalogs), [shown, namespace, catalogs]);
  return [shown, t];
}
