// Writes the npm package's two per-widget entry lists from src/tags.ts: src/elements.ts (each tag's
// define function, `@marketing/widgets/elements`) and src/components.ts (each widget's React
// component and its props' type, which src/index.ts re-exports). `npm run docs -w
// @marketing/widgets` writes them with the manifest (scripts/generate.ts), the scaffold runs it, and
// a test fails while either is stale. A widget's folder follows the names its tag gives:
// src/<tag>/<tag>.element.ts exports define<Widget>, src/<tag>/<Widget>.tsx exports <Widget> and
// <Widget>Props.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { ELEMENT_TAGS } from "../src/tags";
import { widgetNames } from "./new-widget-files";

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

export const ELEMENTS_FILE = join(PACKAGE_DIR, "src", "elements.ts");
export const COMPONENTS_FILE = join(PACKAGE_DIR, "src", "components.ts");

const GENERATED =
  "// Generated from src/tags.ts: do not edit (`npm run docs -w @marketing/widgets` rewrites it).";

function elementsSource(tags: readonly string[]): string {
  return [
    GENERATED,
    '// `import "@marketing/widgets/elements"` registers every element under its default tag (each file',
    "// registers its own on import) and exports their define functions.",
    ...tags.map((tag) => `export { ${widgetNames(tag).define} } from "./${tag}/${tag}.element";`),
    "",
  ].join("\n");
}

function componentsSource(tags: readonly string[]): string {
  return [
    GENERATED,
    "// Each widget's React component and its props' type, re-exported by src/index.ts (the npm API).",
    ...tags.flatMap((tag) => {
      const name = widgetNames(tag).pascal;
      return [
        `export { ${name} } from "./${tag}/${name}";`,
        `export type { ${name}Props } from "./${tag}/${name}";`,
      ];
    }),
    "",
  ].join("\n");
}

/** Formatted as the repository's check wants it. */
async function formatted(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** Each generated file → what it should hold for the tags (src/tags.ts's by default). */
export async function renderEntries(
  tags: readonly string[] = ELEMENT_TAGS,
): Promise<Array<[file: string, text: string]>> {
  return [
    [ELEMENTS_FILE, await formatted(ELEMENTS_FILE, elementsSource(tags))],
    [COMPONENTS_FILE, await formatted(COMPONENTS_FILE, componentsSource(tags))],
  ];
}

/** Writes the files that differ; returns how many did. */
export async function writeEntries(): Promise<number> {
  let written = 0;
  for (const [file, text] of await renderEntries()) {
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    writeFileSync(file, text);
    written += 1;
  }
  return written;
}
