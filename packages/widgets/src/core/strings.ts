// Their words: the `strings` configuration overrides any catalogue string, per language and widget
// (`{"fr": {"newsletter-signup": {"submit": "Je m'abonne"}}}`); an element's own `strings`
// attribute (`{"submit": "Join"}`) overrides its widget's strings in whatever language it shows.
// Overrides are an i18next namespace of their own, looked up before the widget's, so plurals and
// `{{placeholders}}` work as in the catalogues. Free of React and i18next's code: the
// configuration resolver (in widgets.js) reads its checks.
import type { i18n as I18n, TFunction } from "i18next";
import { SUPPORTED_LANGUAGES, type Language } from "./language";
import type { Catalog } from "./i18n";

/** A widget's overrides: catalogue key (dotted for nested ones: `errors.nameRequired`) → text. */
export type StringOverrides = Record<string, string>;
/** The `strings` configuration: language → element tag → overrides. */
export type StringsSetting = Partial<Record<Language, Record<string, StringOverrides>>>;

const warned = new Set<string>();

/** One console warning per page naming a configuration key; the widget keeps its default. */
export function warnOnce(key: string, reason: string): undefined {
  const message = `[marketing-widgets] configuration "${key}" ${reason}; using the default.`;
  if (!warned.has(message)) console.warn(message);
  warned.add(message);
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One widget's overrides checked: each value must be text; others are left out with a warning. */
export function checkOverrides(path: string, value: unknown): StringOverrides | undefined {
  if (!isRecord(value)) return warnOnce(path, "is not an object of texts");
  const safe: StringOverrides = {};
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === "string") safe[key] = text;
    else warnOnce(`${path}.${key}`, "is not text");
  }
  return safe;
}

/**
 * The `strings` key checked (the configuration resolver's check): languages it does not know and
 * values that are not text are left out, each with one warning naming it.
 */
export function checkStrings(value: unknown): StringsSetting | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return warnOnce("strings", "is not an object");
  const safe: StringsSetting = {};
  for (const [lang, widgets] of Object.entries(value)) {
    if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(lang)) {
      warnOnce(`strings.${lang}`, `is not a language (${SUPPORTED_LANGUAGES.join(", ")})`);
      continue;
    }
    if (!isRecord(widgets)) {
      warnOnce(`strings.${lang}`, "is not an object");
      continue;
    }
    const byWidget: Record<string, StringOverrides> = {};
    for (const [tag, overrides] of Object.entries(widgets)) {
      const checked = checkOverrides(`strings.${lang}.${tag}`, overrides);
      if (checked) byWidget[tag] = checked;
    }
    safe[lang as Language] = byWidget;
  }
  return safe;
}

/** An element's `strings` attribute (JSON of key → text), checked; undefined when absent or bad. */
export function parseOverridesAttribute(tag: string, json: string | undefined) {
  if (!json) return undefined;
  try {
    return checkOverrides(`<${tag}> strings`, JSON.parse(json));
  } catch {
    return warnOnce(`<${tag}> strings`, "is not valid JSON");
  }
}

/**
 * The keys of a catalogue a `strings` configuration may override, dotted for nested ones and
 * with i18next's plural suffixes (`messageCount_one`): what the docs and the manifest list.
 */
export function overridableKeys(...catalogs: Catalog[]): string[] {
  const keys = new Set<string>();
  const walk = (catalog: Catalog, prefix: string) => {
    for (const [key, value] of Object.entries(catalog)) {
      if (isRecord(value)) walk(value, `${prefix}${key}.`);
      else if (typeof value === "string") keys.add(prefix + key);
    }
  };
  for (const catalog of catalogs) walk(catalog, "");
  return [...keys].sort();
}

/** Whether a key names a catalogue entry (or a plural of one) in `catalog`. */
function knows(catalog: Catalog, key: string): boolean {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (!isRecord(node)) return false;
    node = part in node ? node[part] : undefined;
    if (node === undefined) return false;
  }
  return typeof node === "string";
}

const namespaces = new Map<string, string>();

/**
 * The widget's translator with its overrides first: `t` itself without any. Keys its catalogue
 * does not have get one warning each, naming them, and are left out.
 */
export function withOverrides(
  i18n: I18n,
  t: TFunction,
  lng: Language,
  namespace: string,
  tag: string,
  catalog: Catalog,
  overrides: StringOverrides | undefined,
): TFunction {
  const known: StringOverrides = {};
  for (const [key, text] of Object.entries(overrides ?? {})) {
    if (knows(catalog, key)) known[key] = text;
    else warnOnce(`strings.${lng}.${tag}.${key}`, `is not a string of <${tag}>`);
  }
  if (Object.keys(known).length === 0) return t;
  const id = JSON.stringify([lng, known]);
  let ns = namespaces.get(id);
  if (!ns) {
    ns = `${namespace}~${namespaces.size}`;
    namespaces.set(id, ns);
    // Flat dotted keys: i18next's key separator nests them as the catalogue is.
    i18n.addResources(lng, ns, known);
  }
  return i18n.getFixedT(lng, [ns, namespace]);
}

/** The overrides for one widget in one language: the page's, the provider's, then its own. */
export function overridesFor(
  lng: Language,
  tag: string,
  settings: ReadonlyArray<StringsSetting | undefined>,
  own: StringOverrides | undefined,
): StringOverrides | undefined {
  let merged: StringOverrides | undefined;
  for (const setting of settings) {
    const overrides = setting?.[lng]?.[tag];
    if (overrides) merged = { ...merged, ...overrides };
  }
  return own ? { ...merged, ...own } : merged;
}

/** For tests: forget the warnings already given (of `strings` and `consent`). */
export function resetStringWarnings(): void {
  warned.clear();
}
