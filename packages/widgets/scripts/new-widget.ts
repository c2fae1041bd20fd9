// `npm run new-widget -- <tag>`: writes src/<tag>/, a small working widget in the library's shape
// (declaration, component, element, styles, en/fr catalogues, stories in both languages and its
// "Embed & API" Docs page, a component test and an element test), adds its declaration to the one list, src/tags.ts, and
// regenerates what derives from the list (`npm run docs`: the manifest, the docs' element
// reference, src/elements.ts and src/components.ts). Nothing else in the repository names a
// widget. `npm run new-widget -- --remove <tag>` takes a widget out again: its folder, its line,
// and the files generated from them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { widgetFiles, widgetNames } from "./new-widget-files";

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const TAGS_FILE = join(PACKAGE_DIR, "src", "tags.ts");

/** Names the HTML standard reserves although they match the custom element pattern. */
const RESERVED = new Set([
  "annotation-xml",
  "color-profile",
  "font-face",
  "font-face-src",
  "font-face-uri",
  "font-face-format",
  "font-face-name",
  "missing-glyph",
]);

/** Why the tag cannot name a new widget, or undefined. */
export function tagProblem(
  tag: string,
  tagsSource: string,
  packageDir: string,
): string | undefined {
  if (!tag) return "Give the new element's tag: npm run new-widget -- <tag> (e.g. demo-widget).";
  // The custom element rule (lowercase, starts with a letter, a hyphen), narrowed to ASCII words
  // joined by single hyphens, since the tag also names the folder, files and identifiers.
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tag))
    return `"${tag}" is not a usable custom element name: lowercase letters and digits, starting with a letter, words joined by hyphens, at least one hyphen (e.g. demo-widget).`;
  if (RESERVED.has(tag)) return `"${tag}" is reserved by the HTML standard.`;
  if (tagsSource.includes(`"./${tag}/${tag}.api"`) || existsSync(join(packageDir, "src", tag)))
    return `"${tag}" is taken: src/${tag}/ or its entry in src/tags.ts already exists.`;
  return undefined;
}

/** src/tags.ts with the new declaration imported and appended to `WIDGET_DECLARATIONS`. */
export function withTag(tagsSource: string, tag: string): string {
  const { api } = widgetNames(tag);
  const imports = [...tagsSource.matchAll(/^import \{ \w+ \} from "\.\/[\w-]+\/[\w-]+\.api";\n/gm)];
  const list = /^export const WIDGET_DECLARATIONS = \[\n([\s\S]*?)\] as const;/m.exec(tagsSource);
  const last = imports.at(-1);
  if (!last || !list) throw new Error("src/tags.ts no longer has the shape this script edits.");
  const importEnd = last.index + last[0].length;
  const listEnd = list.index + list[0].length - "] as const;".length;
  return (
    tagsSource.slice(0, importEnd) +
    `import { ${api} } from "./${tag}/${tag}.api";\n` +
    tagsSource.slice(importEnd, listEnd) +
    `  ${api},\n` +
    tagsSource.slice(listEnd)
  );
}

/** src/tags.ts without the tag's declaration (its import and its entry in the list). */
export function withoutTag(tagsSource: string, tag: string): string {
  const { api } = widgetNames(tag);
  const importLine = `import { ${api} } from "./${tag}/${tag}.api";\n`;
  const entry = `  ${api},\n`;
  if (!tagsSource.includes(importLine) || !tagsSource.includes(entry))
    throw new Error(`src/tags.ts does not list <${tag}>.`);
  return tagsSource.replace(importLine, "").replace(entry, "");
}

/**
 * What derives from the list and the declarations, written by `npm run docs` (scripts/generate.ts),
 * in a new process that reads the list as it is now; a widgets test fails while any is stale.
 */
function regenerate() {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/generate.ts"], {
    cwd: PACKAGE_DIR,
    stdio: "inherit",
  });
}

function remove(tag: string) {
  const tagsSource = readFileSync(TAGS_FILE, "utf8");
  const folder = join(PACKAGE_DIR, "src", tag);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tag) || !existsSync(folder)) {
    console.error(`There is no widget <${tag}> (src/${tag}/) to remove.`);
    process.exit(1);
  }
  writeFileSync(TAGS_FILE, withoutTag(tagsSource, tag));
  rmSync(folder, { recursive: true });
  regenerate();
  console.log(`<${tag}>: removed src/${tag}/ and its line in src/tags.ts.`);
}

async function main(tag = "") {
  const tagsSource = readFileSync(TAGS_FILE, "utf8");
  const problem = tagProblem(tag, tagsSource, PACKAGE_DIR);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const nextTags = withTag(tagsSource, tag);
  const folder = join(PACKAGE_DIR, "src", tag);
  for (const [path, text] of Object.entries(widgetFiles(tag))) {
    const file = join(folder, path);
    mkdirSync(dirname(file), { recursive: true });
    // Formatted as the repository's check wants it.
    writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  }
  writeFileSync(TAGS_FILE, nextTags);
  regenerate();
  const cwd = process.env.INIT_CWD ?? process.cwd();
  console.log(
    [
      `<${tag}>: wrote ${relative(cwd, folder)}/ and added it to ${relative(cwd, TAGS_FILE)}.`,
      "custom-elements.json, docs/embedding.md, src/elements.ts and src/components.ts follow from it.",
      `Next: its words in locales/en.json and fr.json, its API in ${tag}.api.ts (then`,
      "`npm run docs -w @marketing/widgets`), its reserved height, and its fallback strings in",
      "src/embed/locales/ if it should say something when its code cannot load.",
    ].join("\n"),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === "--remove") remove(process.argv[3] ?? "");
  else await main(process.argv[2]);
}
