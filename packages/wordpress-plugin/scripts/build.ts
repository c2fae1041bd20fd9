// `npm run build -w @marketing/wordpress-plugin`: the installable plugin, as a folder
// (build/marketing-widgets/) and as the zip a WordPress admin uploads (build/marketing-widgets.zip).
// It bundles the whole embed output folder of @marketing/widgets (build that first).
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { build, type Plugin } from "esbuild";
import { zipSync } from "fflate";
import { po, mo } from "gettext-parser";
import { configKeysPhp, frenchWords, GENERATED_FILE } from "./config-keys-php";
import { editorStrings, PLUGIN_DIR, TEXT_DOMAIN } from "./strings";

export const OUT_DIR = join(PLUGIN_DIR, "build", "marketing-widgets");
export const ZIP_FILE = join(PLUGIN_DIR, "build", "marketing-widgets.zip");
const EMBED_DIR = join(PLUGIN_DIR, "..", "widgets", "dist", "embed");
const EDITOR_HANDLE = "marketing-widgets-editor";

const hash = (data: string | Buffer) =>
  createHash("sha256").update(data).digest("hex").slice(0, 12);

/** `<?php return array( … );` for WordPress: the script's dependencies and its version. */
function assetFile(dependencies: string[], version: string): string {
  const list = dependencies.map((handle) => `'${handle}'`).join(", ");
  return `<?php return array( 'dependencies' => array( ${list} ), 'version' => '${version}' );\n`;
}

/**
 * Imports of WordPress packages (and React) become the globals WordPress defines on the editor page:
 * `@wordpress/block-editor` → `wp.blockEditor` (script handle `wp-block-editor`), `react` → `React`.
 */
function wordpressGlobals(handles: Set<string>): Plugin {
  return {
    name: "wordpress-globals",
    setup(context) {
      context.onResolve({ filter: /^(@wordpress\/[a-z0-9-]+|react)$/ }, (args) => ({
        path: args.path,
        namespace: "wordpress-global",
      }));
      context.onLoad({ filter: /.*/, namespace: "wordpress-global" }, (args) => {
        if (args.path === "react") {
          handles.add("react");
          return { contents: "module.exports = window.React;", loader: "js" };
        }
        const name = args.path.slice("@wordpress/".length);
        handles.add(`wp-${name}`);
        const global = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
        return { contents: `module.exports = window.wp.${global};`, loader: "js" };
      });
    },
  };
}

async function buildEditor(): Promise<void> {
  const handles = new Set<string>();
  const result = await build({
    entryPoints: [join(PLUGIN_DIR, "src", "editor", "index.ts")],
    bundle: true,
    format: "iife",
    target: "es2019",
    minify: true,
    write: false,
    plugins: [wordpressGlobals(handles)],
    logLevel: "warning",
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error("esbuild produced no editor script");
  mkdirSync(join(OUT_DIR, "build"), { recursive: true });
  writeFileSync(join(OUT_DIR, "build", "editor.js"), code);
  writeFileSync(
    join(OUT_DIR, "build", "editor.asset.php"),
    assetFile([...handles].sort(), hash(Buffer.from(code))),
  );
}

/** The embed scripts, the whole folder as packages/widgets builds it (loader, chunks, per-element scripts). */
function copyEmbed(): void {
  if (!existsSync(join(EMBED_DIR, "widgets.js"))) {
    throw new Error(
      `${EMBED_DIR}/widgets.js is missing: run npm run build -w @marketing/widgets first.`,
    );
  }
  cpSync(EMBED_DIR, join(OUT_DIR, "embed"), { recursive: true });
  const loader = readFileSync(join(EMBED_DIR, "widgets.js"));
  writeFileSync(join(OUT_DIR, "build", "embed.asset.php"), assetFile([], hash(loader)));
}

/** The settings page's French, from the configuration keys' descriptors (never also in the .po). */
function addTranslations(catalogue: ReturnType<typeof po.parse>, words: Map<string, string>): void {
  const messages = (catalogue.translations[""] ??= {});
  for (const [english, french] of words) {
    if (messages[english])
      throw new Error(`"${english}" is translated twice: in the .po and in config-keys.ts`);
    messages[english] = { msgid: english, msgstr: [french] };
  }
}

/**
 * Each languages/<domain>-<locale>.po becomes the .mo the PHP side loads and the JSON (Jed) file
 * `wp_set_script_translations` loads for the editor script (`<domain>-<locale>-<handle>.json`).
 */
function compileTranslations(): void {
  const target = join(OUT_DIR, "languages");
  mkdirSync(target, { recursive: true });
  const editorKeys = new Set(editorStrings().map((s) => `${s.context}\u0004${s.text}`));
  for (const file of readdirSync(join(PLUGIN_DIR, "languages")).filter((f) => f.endsWith(".po"))) {
    const source = readFileSync(join(PLUGIN_DIR, "languages", file));
    const catalogue = po.parse(source);
    const base = file.slice(0, -".po".length);
    const locale = base.slice(`${TEXT_DOMAIN}-`.length);
    if (locale === "fr_FR") addTranslations(catalogue, frenchWords());
    writeFileSync(join(target, file), po.compile(catalogue));
    writeFileSync(join(target, `${base}.mo`), mo.compile(catalogue));
    const messages: Record<string, unknown> = {
      "": {
        domain: "messages",
        lang: locale,
        "plural-forms": catalogue.headers["Plural-Forms"] ?? "",
      },
    };
    for (const [context, entries] of Object.entries(catalogue.translations)) {
      for (const entry of Object.values(entries)) {
        const key = `${context}\u0004${entry.msgid}`;
        if (entry.msgid && editorKeys.has(key)) {
          messages[context ? key : entry.msgid] = entry.msgstr;
        }
      }
    }
    const jed = { domain: "messages", locale_data: { messages } };
    writeFileSync(join(target, `${base}-${EDITOR_HANDLE}.json`), JSON.stringify(jed));
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

/** The zip WordPress's "Upload Plugin" accepts: every file under one `marketing-widgets/` folder. */
function writeZip(): void {
  const entries: Record<string, Uint8Array> = {};
  for (const file of listFiles(OUT_DIR).sort()) {
    entries[`marketing-widgets/${relative(OUT_DIR, file)}`] = readFileSync(file);
  }
  writeFileSync(ZIP_FILE, zipSync(entries, { level: 9, mtime: new Date("2026-01-01") }));
}

rmSync(join(PLUGIN_DIR, "build"), { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
for (const part of ["marketing-widgets.php", "uninstall.php", "readme.txt", "includes", "blocks"]) {
  cpSync(join(PLUGIN_DIR, part), join(OUT_DIR, part), { recursive: true });
}
writeFileSync(join(OUT_DIR, GENERATED_FILE), configKeysPhp());
await buildEditor();
copyEmbed();
compileTranslations();
writeZip();
console.log(`WordPress plugin: ${relative(process.cwd(), ZIP_FILE)}`);
