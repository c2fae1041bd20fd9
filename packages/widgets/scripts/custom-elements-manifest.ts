// custom-elements.json comes from @custom-elements-manifest/analyzer (its configuration:
// custom-elements-manifest.config.mjs; the elements are read from each widget's `declareWidget`
// call by scripts/declare-widget-plugin.ts). This module runs it, and renders docs/embedding.md's
// element reference from its output. `npm run docs -w @marketing/widgets` writes both
// (scripts/generate.ts); the build does not (it leaves the tree clean), and a test fails when either
// is stale.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { create, ts } from "@custom-elements-manifest/analyzer";
import { declareWidgetPlugin, type ManifestAttribute } from "./declare-widget-plugin";

// Not `new URL("..", import.meta.url)`: Vite rewrites that pattern as an asset URL in jsdom tests.
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

export const MANIFEST_FILE = join(PACKAGE_DIR, "custom-elements.json");
const CONFIG_FILE = join(PACKAGE_DIR, "custom-elements-manifest.config.mjs");
/** docs/embedding.md: its element reference, between the markers below, is generated too. */
export const EMBEDDING_DOC = join(PACKAGE_DIR, "..", "..", "docs", "embedding.md");
const DOC_START =
  "<!-- elements:start (generated from custom-elements.json: npm run docs -w @marketing/widgets) -->";
const DOC_END = "<!-- elements:end -->";

interface Described {
  name: string;
  description?: string;
}
/** The part of the manifest the docs and tests read (what the plugin writes). */
export interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: Array<{
    path: string;
    exports: Array<{ kind: string; name: string }>;
    declarations: Array<{
      tagName: string;
      description: string;
      attributes: ManifestAttribute[];
      events: Array<Described & { type: { text: string } }>;
      cssParts: Described[];
      cssProperties: Array<Described & { default?: string }>;
      slots: Described[];
      overridableStrings?: readonly string[];
    }>;
  }>;
}

/**
 * Runs the analyzer's command line as `cem analyze --config custom-elements-manifest.config.mjs`
 * would; `write` writes custom-elements.json, else only returns it. The configuration imports the
 * plugin's TypeScript, so tsx's loader is registered for Node's own import of it. Both are imported
 * here only: tsx's esbuild cannot load in a jsdom test, which renders the docs from this module.
 */
export async function analyze({ write = false } = {}): Promise<Manifest> {
  const { cli } = await import("@custom-elements-manifest/analyzer/cli.js");
  const { register } = await import("tsx/esm/api");
  const unregister = register();
  try {
    return (await cli({
      argv: ["analyze", "--config", CONFIG_FILE],
      cwd: PACKAGE_DIR,
      noWrite: !write,
    })) as Manifest;
  } finally {
    await unregister();
  }
}

/**
 * The analyzer with the plugin on given sources (file name → text), as the command line would read
 * them: for a declaration written in a test.
 */
export function analyzeSources(sources: Record<string, string>): Manifest {
  const modules = Object.entries(sources).map(([file, text]) =>
    ts.createSourceFile(file, text, ts.ScriptTarget.ES2015, true),
  );
  return create({ modules, plugins: [declareWidgetPlugin()] }) as Manifest;
}

/** The manifest as the analyzer writes it. */
export const serializeManifest = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

/** The attribute, event, part and custom property tables of every element, as Markdown. */
export function renderElementReference(manifest: Pick<Manifest, "modules">): string {
  // Escaped for a table cell; `<tag>` would be read as HTML outside code spans.
  const cell = (text = "") => text.replace(/\|/g, "\\|").replace(/<(?=[a-z])/g, "&lt;");
  return manifest.modules
    .map(({ declarations: [d] }) => {
      if (!d) return "";
      const attributes = d.attributes.map(
        (a) =>
          `| \`${a.name}\`${a.deprecated ? " (deprecated)" : ""} | ${a.type.text} | ${cell(a.description)}${a.default ? ` Default \`${a.default}\`.` : ""} |`,
      );
      const events = d.events.map(
        (e) =>
          `| \`${e.name}\` | \`${cell(e.type.text.replace(/^CustomEvent<|>$/g, ""))}\` | ${cell(e.description)} |`,
      );
      const list = (items: Array<{ name: string }>) => items.map((i) => `\`${i.name}\``).join(", ");
      return [
        `### \`<${d.tagName}>\``,
        "",
        cell(d.description.replace(/^<[a-z0-9-]+>:\s*/, "")),
        "",
        "| attribute | type | description |",
        "|---|---|---|",
        ...attributes,
        "",
        ...(events.length
          ? ["| event | `detail` | when |", "|---|---|---|", ...events]
          : ["No events."]),
        "",
        `Parts: ${list(d.cssParts)}. Custom properties: ${list(d.cssProperties)}.`,
        ...(d.slots.length
          ? [
              "",
              `Slots: ${d.slots.map((s) => `\`${s.name}\` (${cell(s.description)})`).join("; ")}.`,
            ]
          : []),
        ...(d.overridableStrings?.length
          ? [
              "",
              `Strings the \`strings\` configuration may override: ${d.overridableStrings.map((key) => `\`${key}\``).join(", ")}.`,
            ]
          : []),
      ].join("\n");
    })
    .join("\n\n");
}

/** The doc with its generated section replaced by `reference`. */
export function withElementReference(doc: string, reference: string): string {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error(`docs/embedding.md lacks the ${DOC_START} markers`);
  return `${doc.slice(0, start + DOC_START.length)}\n\n${reference}\n\n${doc.slice(end)}`;
}
