// The plugin's translatable strings, read from its sources the way WordPress's tools read them:
// `__( '…', 'marketing-widgets' )` and friends in PHP, `__("…", "marketing-widgets")` in the
// editor's TypeScript, and the translatable fields of each block.json and of the plugin header.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { configKeysPhp } from "./config-keys-php";

export const TEXT_DOMAIN = "marketing-widgets";
export const PLUGIN_DIR = new URL("..", import.meta.url).pathname;

export interface PluginString {
  /** gettext context ('' for none): block.json fields carry "block title" and the like. */
  context: string;
  text: string;
}

function files(dir: string, extension: string): string[] {
  return readdirSync(join(PLUGIN_DIR, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(extension))
    .map((name) => join(PLUGIN_DIR, dir, name));
}

const PHP_CALL =
  /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'marketing-widgets'\s*\)/g;
const TS_CALL = /\b__\(\s*"((?:[^"\\]|\\.)*)"\s*,\s*"marketing-widgets",?\s*\)/g;

function matches(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1] ?? "");
}

/** Strings of the PHP files (what the .mo serves). */
export function phpStrings(): PluginString[] {
  const sources = [join(PLUGIN_DIR, "marketing-widgets.php"), ...files("includes", ".php")];
  // The settings page's keys are written by the build (config-keys-php.ts), never in includes/.
  const texts = [...sources.map((file) => readFileSync(file, "utf8")), configKeysPhp()];
  const strings = texts.flatMap((source) =>
    matches(source, PHP_CALL).map((text) => ({
      context: "",
      text: text.replace(/\\(['\\])/g, "$1"),
    })),
  );
  const header = readFileSync(join(PLUGIN_DIR, "marketing-widgets.php"), "utf8");
  for (const field of ["Plugin Name", "Description"]) {
    const value = new RegExp(`^ \\* ${field}:\\s*(.+)$`, "m").exec(header)?.[1];
    if (value) strings.push({ context: "", text: value.trim() });
  }
  for (const file of files("blocks", "block.json")) {
    const block = JSON.parse(readFileSync(file, "utf8")) as {
      title: string;
      description: string;
      keywords: string[];
    };
    strings.push({ context: "block title", text: block.title });
    strings.push({ context: "block description", text: block.description });
    for (const keyword of block.keywords) strings.push({ context: "block keyword", text: keyword });
  }
  return unique(strings);
}

/** Strings of the block editor script (what the JSON translation file serves). */
export function editorStrings(): PluginString[] {
  return unique(
    files("src", ".ts").flatMap((file) =>
      matches(readFileSync(file, "utf8"), TS_CALL).map((text) => ({
        context: "",
        text: JSON.parse(`"${text}"`) as string,
      })),
    ),
  );
}

function unique(strings: PluginString[]): PluginString[] {
  const seen = new Map(strings.map((s) => [`${s.context}\u0004${s.text}`, s]));
  return [...seen.values()];
}
