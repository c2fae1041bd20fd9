// Every visitor-facing string of the site's and the widgets' catalogues, per language, to find a
// string of one language on a page of the other.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Lang } from "./routes";

const SITE = fileURLToPath(new URL("../app/locales", import.meta.url));
const WIDGETS = fileURLToPath(new URL("../../../packages/widgets/src", import.meta.url));

/** The site's `<lang>/<ns>.json` and each widget folder's `locales/<lang>.json`. */
function catalogueFiles(lang: Lang): string[] {
  const site = readdirSync(`${SITE}/${lang}`).map((file) => `${SITE}/${lang}/${file}`);
  const widgets = readdirSync(WIDGETS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${WIDGETS}/${entry.name}/locales/${lang}.json`)
    .filter((file) => existsSync(file));
  return [...site, ...widgets];
}

function leaves(value: unknown, path: string, out: Map<string, string>): void {
  if (typeof value === "string") out.set(path, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, out);
}

function catalogue(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of catalogueFiles(lang)) {
    const json: unknown = JSON.parse(readFileSync(file, "utf8"));
    leaves(json, file, out);
  }
  return out;
}

/** The static pieces of a string (interpolations cut out), long enough to be telling. */
const fragments = (text: string) =>
  text
    .split(/\{\{[^}]*\}\}|<\/?\d+>/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4);

/**
 * Strings of `other` that must not appear on a `lang` page: every catalogue fragment, minus those
 * that also occur anywhere in `lang`'s own catalogues (same in both languages, e.g. "Blog",
 * "Starter", "24/7") and minus single capitalised words (names and brands).
 */
export function foreignStrings(lang: Lang): string[] {
  const other: Lang = lang === "en" ? "fr" : "en";
  const own = [...catalogue(lang).values()].join("\n");
  const found = new Set<string>();
  for (const text of catalogue(other).values()) {
    for (const part of fragments(text)) {
      if (own.includes(part)) continue;
      if (!/\s/.test(part) && /^\p{Lu}/u.test(part) && part.length < 12) continue;
      found.add(part);
    }
  }
  return [...found];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The foreign strings present in a text as whole words. */
export function foreignIn(text: string, strings: readonly string[]): string[] {
  return strings.filter((part) =>
    new RegExp(`(?<![\\p{L}\\d])${escape(part)}(?![\\p{L}\\d])`, "u").test(text),
  );
}
