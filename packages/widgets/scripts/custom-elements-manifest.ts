// Generates custom-elements.json (Custom Elements Manifest 2.1) from each widget's declaration,
// src/<tag>/<tag>.api.ts (tags from src/tags.ts): its attributes, old spellings and events, the
// JSDoc above each attribute (in the groups it spreads too, src/core/attributes.ts), and the JSDoc
// above the declaration (summary, @fires, @csspart,
// @cssprop); a prop's default comes from the component's destructured props. Then renders
// the element reference of docs/embedding.md from it. `npm run docs -w @marketing/widgets` writes
// both (scripts/generate.ts); the build does not (it leaves the tree clean), and a test fails when
// either is stale.
import { readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { tokens } from "../src/core/tokens";
import { DECLARATION_BY_TAG, ELEMENT_TAGS, elementFile, type ElementTag } from "../src/tags";
import { renamedAttributes, type WidgetDeclaration } from "../src/core/declaration";
import { OVERRIDABLE_STRINGS } from "../src/strings-keys";

// Not `new URL("..", import.meta.url)`: Vite rewrites that pattern as an asset URL in jsdom tests.
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

export const MANIFEST_FILE = join(PACKAGE_DIR, "custom-elements.json");
/** docs/embedding.md: its element reference, between the markers below, is generated too. */
export const EMBEDDING_DOC = join(PACKAGE_DIR, "..", "..", "docs", "embedding.md");
const DOC_START =
  "<!-- elements:start (generated from custom-elements.json: npm run docs -w @marketing/widgets) -->";
const DOC_END = "<!-- elements:end -->";

interface Described {
  name: string;
  description?: string;
}
interface Attribute extends Described {
  fieldName: string;
  deprecated?: string;
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
  fires: Map<string, string | undefined>;
  csspart: Described[];
  cssprop: Described[];
  slot: Described[];
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
    modules: [...ELEMENT_TAGS].sort().map((tag) => describeModule(packageDir, tag)),
  };
}

export function serializeManifest(packageDir = PACKAGE_DIR): string {
  return `${JSON.stringify(generateManifest(packageDir), null, 2)}\n`;
}

function describeModule(packageDir: string, tag: ElementTag) {
  const file = elementFile(tag);
  const call = findCall(parse(packageDir, file), "widgetModule");
  if (!call) throw new Error(`${file}: no widgetModule(declaration, Component) call`);
  return describeWidget({
    declaration: DECLARATION_BY_TAG[tag],
    api: parse(packageDir, `src/${tag}/${tag}.api.ts`),
    file,
    defaults: componentDefaults(packageDir, file, call.arguments[1]),
    packageDir,
  });
}

/**
 * One element's module in the manifest: its declaration (attributes, old spellings, events), the
 * declaration's source (`api`: the JSDoc above it and above each attribute) and its props' defaults.
 */
export function describeWidget({
  declaration,
  api,
  file,
  defaults = new Map(),
  packageDir = PACKAGE_DIR,
}: {
  declaration: WidgetDeclaration;
  api: ts.SourceFile;
  file: string;
  defaults?: Map<string, string>;
  /** Where the files the declaration imports its attribute groups from are read. */
  packageDir?: string;
}) {
  const { tag } = declaration;
  const defineName = `define${pascal(tag)}`;
  const declared = findCall(api, "declareWidget");
  if (!declared) throw new Error(`${api.fileName}: no declareWidget({ ... }) call`);
  const docs = parseDocTags(jsDocAbove(api, declared));
  const descriptions = attributeDocs(declared, packageDir);
  const events = declaration.events ?? [];
  const renamed = renamedAttributes(declaration);
  const className = `${pascal(tag)}Element`;

  const attributes: Attribute[] = Object.entries(declaration.attributes).map(([prop, { type }]) => {
    const description = descriptions.get(prop);
    const fallback = defaults.get(prop);
    return {
      name: kebab(prop),
      fieldName: prop,
      type: { text: TYPE_TEXT[type ?? "string"] ?? "string" },
      ...(fallback !== undefined && { default: fallback }),
      ...(description && { description }),
    };
  });
  // The old spellings, still read for one release.
  for (const [old, current] of renamed) {
    const replacement = attributes.find((a) => a.fieldName === current);
    if (!replacement) throw new Error(`${file}: renamed ${old} → ${current}, not an attribute`);
    attributes.push({
      ...replacement,
      name: kebab(old),
      fieldName: old,
      description: `Deprecated spelling of \`${replacement.name}\`, read until the next release.`,
      deprecated: `Use ${replacement.name}.`,
    });
  }
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
          ...(a.deprecated && { deprecated: a.deprecated }),
        })),
        events: events.map((callback) => eventOf(callback, docs)),
        cssParts: docs.csspart,
        slots: docs.slot,
        // Not part of the schema: the catalogue keys the `strings` configuration may override.
        overridableStrings: OVERRIDABLE_STRINGS[tag as keyof typeof OVERRIDABLE_STRINGS],
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

function parse(packageDir: string, file: string): ts.SourceFile {
  return parseSource(file, readFileSync(join(packageDir, file), "utf8"));
}

export const parseSource = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

function findCall(source: ts.SourceFile, callee: string): ts.CallExpression | undefined {
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node) && node.expression.getText() === callee) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The JSDoc above each attribute of `declareWidget({ attributes: { ... } })`, as one line; an
 * attribute group spread into them (`...sheetsAccess`, src/core/attributes.ts) is read where it is
 * written.
 */
function attributeDocs(call: ts.CallExpression, packageDir: string): Map<string, string> {
  const docs = new Map<string, string>();
  const read = (value: ts.Expression | undefined) => {
    const attributes = value && withoutAssertions(value);
    if (!attributes || !ts.isObjectLiteralExpression(attributes)) return;
    for (const property of attributes.properties) {
      if (ts.isSpreadAssignment(property)) {
        read(constantValue(property.expression, packageDir));
        continue;
      }
      const comment = ts
        .getJSDocCommentsAndTags(property)
        .filter(ts.isJSDoc)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "")
        .join(" ");
      if (comment) docs.set(property.name!.getText(), comment.replace(/\s+/g, " ").trim());
    }
  };
  read(optionValue(call.arguments[0], "attributes"));
  return docs;
}

/** `{ ... } as const satisfies T` → `{ ... }`. */
function withoutAssertions(node: ts.Expression): ts.Expression {
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    node = node.expression;
  return node;
}

/**
 * The value of the constant a spread names: declared in its file, or imported by a relative path
 * (the package's source files are named from its root, `src/<tag>/<tag>.api.ts`).
 */
function constantValue(node: ts.Expression, packageDir: string): ts.Expression {
  const source = node.getSourceFile();
  if (!ts.isIdentifier(node))
    throw new Error(`${source.fileName}: spread of ${node.getText()}, not a constant's name`);
  return constantIn(source, node.text, packageDir);
}

function constantIn(source: ts.SourceFile, name: string, packageDir: string): ts.Expression {
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const declared = statement.declarationList.declarations.find(
        (d) => ts.isIdentifier(d.name) && d.name.text === name,
      );
      if (declared?.initializer) return declared.initializer;
    } else if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith(".")
    ) {
      const named = statement.importClause?.namedBindings;
      const binding =
        named && ts.isNamedImports(named)
          ? named.elements.find((e) => e.name.text === name)
          : undefined;
      if (!binding) continue;
      const file = posix.join(
        posix.dirname(source.fileName),
        `${statement.moduleSpecifier.text}.ts`,
      );
      return constantIn(
        parse(packageDir, file),
        (binding.propertyName ?? binding.name).text,
        packageDir,
      );
    }
  }
  throw new Error(`${source.fileName}: no constant ${name} (spread into a widget's attributes)`);
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
    fires: new Map(),
    csspart: [],
    cssprop: [],
    slot: [],
  };
  for (const block of blocks) {
    const match = /^@(\w+)\s+(?:\{[^}]*\}\s*)?(\[[^\]]+\]|\S+)(?:\s+-\s+|\s*)([\s\S]*)$/.exec(
      block,
    );
    if (!match) continue;
    const [, tag, rawName = "", rest = ""] = match;
    const description = rest.replace(/\s+/g, " ").trim() || undefined;
    const [name = ""] = rawName.replace(/^\[|\]$/g, "").split("=");
    if (tag === "fires") docs.fires.set(name, description);
    else if (tag === "csspart") docs.csspart.push({ name, ...(description && { description }) });
    else if (tag === "cssprop") docs.cssprop.push({ name, ...(description && { description }) });
    else if (tag === "slot") docs.slot.push({ name, ...(description && { description }) });
  }
  return docs;
}

function optionValue(options: ts.Expression | undefined, key: string): ts.Expression | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const property = options.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key,
  );
  return property?.initializer;
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
export function renderElementReference(
  manifest: Pick<ReturnType<typeof generateManifest>, "modules"> = generateManifest(),
): string {
  // Escaped for a table cell; `<tag>` would be read as HTML outside code spans.
  const cell = (text = "") => text.replace(/\|/g, "\\|").replace(/<(?=[a-z])/g, "&lt;");
  return manifest.modules
    .map(({ declarations: [d] }) => {
      if (!d) return "";
      const attributes = d.attributes.map(
        (a: Attribute) =>
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
export function withElementReference(doc: string, reference = renderElementReference()): string {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error(`docs/embedding.md lacks the ${DOC_START} markers`);
  return `${doc.slice(0, start + DOC_START.length)}\n\n${reference}\n\n${doc.slice(end)}`;
}
