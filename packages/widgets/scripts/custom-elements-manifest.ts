// Generates custom-elements.json (Custom Elements Manifest 2.1) from the code: the JSDoc header of each
// src/<tag>/<tag>.element.ts (@attr, @fires, @csspart, @cssprop), its r2wc props and events maps
// (names and types) and the default tag of its define function. `tsx scripts/custom-elements-manifest.ts`
// writes the file; the build runs it and a test regenerates it in memory to keep it in step.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { tokens } from "../src/core/tokens";
import { PACKAGE_DIR, listElements, type ElementSource } from "./elements";

export const MANIFEST_FILE = join(PACKAGE_DIR, "custom-elements.json");
/** docs/embedding.md: its element reference, between the markers below, is generated too. */
export const EMBEDDING_DOC = join(PACKAGE_DIR, "..", "..", "docs", "embedding.md");
const DOC_START =
  "<!-- elements:start (generated from custom-elements.json by the widgets build) -->";
const DOC_END = "<!-- elements:end -->";

interface Described {
  name: string;
  description?: string;
}
interface Attribute extends Described {
  fieldName: string;
  type: { text: string };
  default?: string;
}
interface Event extends Described {
  type: { text: string };
}
interface CssProperty extends Described {
  default?: string;
}
interface DocTags {
  summary: string;
  attr: Map<string, { description?: string; default?: string }>;
  fires: Map<string, string | undefined>;
  csspart: Described[];
  cssprop: Described[];
}

/** r2wc's attribute types, as TypeScript types (r2wc's "function"/"method" are never public). */
const TYPE_TEXT: Record<string, string> = {
  string: "string",
  number: "number",
  boolean: "boolean",
  json: "object",
};

/** r2wc's own mapping from a prop to its attribute: `contactEmail` → `contact-email`. */
const kebab = (prop: string) =>
  prop.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);
const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

export function generateManifest(packageDir = PACKAGE_DIR) {
  return {
    schemaVersion: "2.1.0",
    readme: "docs/embedding.md",
    modules: listElements(packageDir).map((element) => describeModule(packageDir, element)),
  };
}

export function serializeManifest(packageDir = PACKAGE_DIR): string {
  return `${JSON.stringify(generateManifest(packageDir), null, 2)}\n`;
}

function describeModule(packageDir: string, { tag, file, defineName }: ElementSource) {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(packageDir, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const call = findR2wcCall(source);
  if (!call) throw new Error(`${file}: no r2wc(Component, { ... }) call`);
  const docs = parseDocTags(jsDocAbove(source, call));
  const options = call.arguments[1];
  const props = objectEntries(options, "props");
  const events = objectEntries(options, "events");
  const defaults = componentDefaults(packageDir, file, call.arguments[0]);
  const className = `${pascal(tag)}Element`;

  const attributes: Attribute[] = Object.entries(props).map(([prop, type]) => {
    const name = kebab(prop);
    const doc = docs.attr.get(name) ?? docs.attr.get(prop);
    const fallback = doc?.default ?? defaults.get(prop);
    return {
      name,
      fieldName: prop,
      type: { text: TYPE_TEXT[type] ?? "string" },
      ...(fallback !== undefined && { default: fallback }),
      ...(doc?.description && { description: doc.description }),
    };
  });
  return {
    kind: "javascript-module",
    path: file,
    declarations: [
      {
        kind: "class",
        name: className,
        description: docs.summary,
        tagName: tag,
        customElement: true,
        attributes,
        members: attributes.map((a) => ({
          kind: "field",
          name: a.fieldName,
          type: a.type,
          attribute: a.name,
          ...(a.description && { description: a.description }),
        })),
        events: Object.keys(events).map((callback) => eventOf(callback, docs)),
        cssParts: docs.csspart,
        cssProperties: docs.cssprop.map((p): CssProperty =>
          p.name in tokens ? { ...p, default: tokens[p.name as keyof typeof tokens] } : p,
        ),
      },
    ],
    exports: [
      {
        kind: "custom-element-definition",
        name: tag,
        declaration: { name: className, module: file },
      },
      { kind: "js", name: defineName, declaration: { name: defineName, module: file } },
    ],
  };
}

/** r2wc turns `onCommentPosted` into the DOM event `commentposted`. */
function eventOf(callback: string, docs: DocTags): Event {
  const name = callback.replace(/^on/, "").toLowerCase();
  const text = docs.fires.get(name) ?? "";
  const typed = /^(CustomEvent(?:<.*?>)?)(?::\s*|\s+-\s+|\s*$)(.*)$/s.exec(text);
  return {
    name,
    type: { text: typed?.[1] ?? "CustomEvent" },
    ...((typed?.[2] ?? text) && { description: typed?.[2] ?? text }),
  };
}

function findR2wcCall(source: ts.SourceFile): ts.CallExpression | undefined {
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node) && node.expression.getText() === "r2wc") found = node;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The JSDoc of the statement holding the call (the exported factory function or constant). */
function jsDocAbove(source: ts.SourceFile, node: ts.Node): string {
  let statement: ts.Node = node;
  while (statement.parent && statement.parent !== source) statement = statement.parent;
  const ranges = ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? [];
  const doc = ranges
    .map((r) => source.text.slice(r.pos, r.end))
    .findLast((c) => c.startsWith("/**"));
  return doc ?? "";
}

function parseDocTags(comment: string): DocTags {
  const text = comment
    .replace(/^\/\*\*|\*\/$/g, "")
    .split("\n")
    .map((line) => line.replace(/^\s*\* ?/, ""))
    .join("\n");
  const [summary = "", ...blocks] = text.split(/\n(?=@)/);
  const docs: DocTags = {
    summary: summary.replace(/\s+/g, " ").trim(),
    attr: new Map(),
    fires: new Map(),
    csspart: [],
    cssprop: [],
  };
  for (const block of blocks) {
    const match = /^@(\w+)\s+(?:\{[^}]*\}\s*)?(\[[^\]]+\]|\S+)(?:\s+-\s+|\s*)([\s\S]*)$/.exec(
      block,
    );
    if (!match) continue;
    const [, tag, rawName = "", rest = ""] = match;
    const description = rest.replace(/\s+/g, " ").trim() || undefined;
    const [name = "", fallback] = rawName.replace(/^\[|\]$/g, "").split("=");
    if (tag === "attr") docs.attr.set(name, { description, default: fallback });
    else if (tag === "fires") docs.fires.set(name, description);
    else if (tag === "csspart") docs.csspart.push({ name, ...(description && { description }) });
    else if (tag === "cssprop") docs.cssprop.push({ name, ...(description && { description }) });
  }
  return docs;
}

/** `{ props: { endpoint: "string" } }` → `{ endpoint: "string" }` (values as written, or "" if not a string). */
function objectEntries(options: ts.Expression | undefined, key: string): Record<string, string> {
  if (!options || !ts.isObjectLiteralExpression(options)) return {};
  const property = options.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key,
  );
  if (!property || !ts.isObjectLiteralExpression(property.initializer)) return {};
  return Object.fromEntries(
    property.initializer.properties.flatMap((p) => {
      if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p)) return [];
      const value = ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer);
      return [[p.name.getText().replace(/^["']|["']$/g, ""), value ? p.initializer.text : ""]];
    }),
  );
}

/** Defaults written in the component's destructured props: `function BlogList({ limit = 3 })`. */
function componentDefaults(
  packageDir: string,
  elementFile: string,
  component: ts.Expression | undefined,
): Map<string, string> {
  const defaults = new Map<string, string>();
  if (!component || !ts.isIdentifier(component)) return defaults;
  const from = importPathOf(component);
  if (!from) return defaults;
  const file = join(packageDir, elementFile, "..", `${from}.tsx`);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return defaults;
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isFunctionDeclaration(statement) || statement.name?.text !== component.text) continue;
    const param = statement.parameters[0];
    if (!param || !ts.isObjectBindingPattern(param.name)) continue;
    for (const element of param.name.elements) {
      if (element.initializer && ts.isIdentifier(element.name)) {
        defaults.set(element.name.text, literalText(element.initializer));
      }
    }
  }
  return defaults;
}

function importPathOf(identifier: ts.Identifier): string | undefined {
  for (const statement of identifier.getSourceFile().statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const named = statement.importClause?.namedBindings;
    if (
      named &&
      ts.isNamedImports(named) &&
      named.elements.some((e) => e.name.text === identifier.text)
    )
      return statement.moduleSpecifier.text;
  }
  return undefined;
}

function literalText(node: ts.Expression): string {
  return ts.isStringLiteral(node) ? JSON.stringify(node.text) : node.getText();
}

/** The attribute, event, part and custom property tables of every element, as Markdown. */
export function renderElementReference(manifest = generateManifest()): string {
  // Escaped for a table cell; `<tag>` would be read as HTML outside code spans.
  const cell = (text = "") => text.replace(/\|/g, "\\|").replace(/<(?=[a-z])/g, "&lt;");
  return manifest.modules
    .map(({ declarations: [d] }) => {
      if (!d) return "";
      const attributes = d.attributes.map(
        (a) =>
          `| \`${a.name}\` | ${a.type.text} | ${cell(a.description)}${a.default ? ` Default \`${a.default}\`.` : ""} |`,
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
      ].join("\n");
    })
    .join("\n\n");
}

/** The doc with its generated section replaced by `reference`. */
export function withElementReference(doc: string, reference = renderElementReference()): string {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error(`docs/embedding.md lacks the ${DOC_START} markers`);
  return `${doc.slice(0, start + DOC_START.length)}\n\n${reference}\n\n${doc.slice(end)}`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  writeFileSync(MANIFEST_FILE, serializeManifest());
  writeFileSync(EMBEDDING_DOC, withElementReference(readFileSync(EMBEDDING_DOC, "utf8")));
  console.log(`custom-elements.json: ${generateManifest().modules.length} elements`);
}
