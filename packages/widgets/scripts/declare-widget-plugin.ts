// The @custom-elements-manifest/analyzer plugin that describes our elements (config:
// custom-elements-manifest.config.mjs). A widget is not a class the analyzer could read: it is a
// `declareWidget({ ... })` call (src/<tag>/<tag>.api.ts, format in src/core/declaration.ts) that
// r2wc turns into an element. From that call's AST this plugin writes the element: its attributes
// (groups spread from src/core/attributes.ts followed to where they are written, with their
// JSDoc), old spellings and events, and from the JSDoc above the call its summary, @fires,
// @csspart, @cssprop and @slot. The analyzer's own modules for those files (plain constants) are
// replaced by one module per element file, sorted by tag.
import type * as TS from "typescript";
import type { Plugin } from "@custom-elements-manifest/analyzer";
import { tokens } from "../src/core/tokens";
import { OVERRIDABLE_STRINGS } from "../src/strings-keys";

type Ts = typeof TS;

interface Described {
  name: string;
  description?: string;
}
export interface ManifestAttribute extends Described {
  fieldName: string;
  deprecated?: string;
  type: { text: string };
  default?: string;
}
interface Attribute {
  type?: string;
  renamedFrom?: string;
  description?: string;
}
/** What the collect phase keeps of a module: its top-level constants and its relative imports. */
interface ModuleScope {
  constants: Map<string, TS.Expression>;
  imports: Map<string, { file: string; name: string }>;
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
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function declareWidgetPlugin(): Plugin {
  const scopes = new Map<string, ModuleScope>();
  const elements: Array<{ tag: string; module: Record<string, unknown> }> = [];
  return {
    name: "declare-widget",
    // One instance may serve several runs in a process (the manifest's test, then the docs).
    initialize() {
      scopes.clear();
      elements.length = 0;
    },
    collectPhase(params) {
      const { ts, node } = withOurTypes(params);
      if (ts.isSourceFile(node)) scopes.set(node.fileName, scopeOf(ts, node));
    },
    analyzePhase(params) {
      const { ts, node } = withOurTypes(params);
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "declareWidget"
      ) {
        const element = describeCall(ts, node, scopes);
        elements.push(element);
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const manifest = customElementsManifest as unknown as Record<string, unknown>;
      manifest.schemaVersion = "2.1.0";
      manifest.readme = "docs/embedding.md";
      manifest.modules = elements
        .sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
        .map((e) => e.module);
    },
  };
}

/**
 * The analyzer parses with its own TypeScript (5.4) and types its hooks with it; the AST this plugin
 * reads is the same in ours, whose types the code is written against.
 */
const withOurTypes = (params: { ts: unknown; node: unknown }) =>
  params as { ts: Ts; node: TS.Node };

function scopeOf(ts: Ts, source: TS.SourceFile): ModuleScope {
  const scope: ModuleScope = { constants: new Map(), imports: new Map() };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer)
          scope.constants.set(d.name.text, d.initializer);
    } else if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith(".")
    ) {
      const named = statement.importClause?.namedBindings;
      if (!named || !ts.isNamedImports(named)) continue;
      const file = joinPath(source.fileName, `${statement.moduleSpecifier.text}.ts`);
      for (const e of named.elements)
        scope.imports.set(e.name.text, { file, name: (e.propertyName ?? e.name).text });
    }
  }
  return scope;
}

/** `src/a/b.api.ts` + `../core/attributes.ts` → `src/core/attributes.ts`. */
function joinPath(from: string, relative: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

function describeCall(ts: Ts, call: TS.CallExpression, scopes: Map<string, ModuleScope>) {
  const source = call.getSourceFile();
  const options = call.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options))
    throw new Error(`${source.fileName}: declareWidget takes an object literal`);
  const tagNode = property(ts, options, "tag");
  if (!tagNode || !ts.isStringLiteral(tagNode))
    throw new Error(`${source.fileName}: declareWidget's tag is not a string literal`);
  const tag = tagNode.text;
  const file = `src/${tag}/${tag}.element.ts`;
  const className = `${pascal(tag)}Element`;
  const defineName = `define${pascal(tag)}`;

  const declared = new Map<string, Attribute>();
  readAttributes(ts, property(ts, options, "attributes"), scopes, declared);
  const attributes: ManifestAttribute[] = [...declared].map(([prop, a]) => ({
    name: kebab(prop),
    fieldName: prop,
    type: { text: TYPE_TEXT[a.type ?? "string"] ?? "string" },
    ...(a.description && { description: a.description }),
  }));
  // The old spellings, still read for one release.
  for (const [current, { renamedFrom }] of declared) {
    if (!renamedFrom) continue;
    const replacement = attributes.find((a) => a.fieldName === current)!;
    attributes.push({
      ...replacement,
      name: kebab(renamedFrom),
      fieldName: renamedFrom,
      description: `Deprecated spelling of \`${replacement.name}\`, read until the next release.`,
      deprecated: `Use ${replacement.name}.`,
    });
  }

  const docs = docTags(ts, call);
  const eventsNode = property(ts, options, "events");
  const callbacks =
    eventsNode && ts.isArrayLiteralExpression(withoutAssertions(ts, eventsNode))
      ? (withoutAssertions(ts, eventsNode) as TS.ArrayLiteralExpression).elements.flatMap((e) =>
          ts.isStringLiteral(e) ? [e.text] : [],
        )
      : [];
  const overridable = (OVERRIDABLE_STRINGS as Record<string, readonly string[] | undefined>)[tag];
  return {
    tag,
    module: {
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
          events: callbacks.map((callback) => eventOf(callback, docs.tagged("fires"))),
          cssParts: docs.tagged("csspart"),
          slots: docs.tagged("slot"),
          // Not part of the schema: the catalogue keys the `strings` configuration may override.
          ...(overridable && { overridableStrings: overridable }),
          cssProperties: docs
            .tagged("cssprop")
            .map((p) =>
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
    },
  };
}

/**
 * The attributes of `attributes: { ... }` in order, each with its JSDoc; a group spread into them is
 * read where it is written (its file's constant, or one it imports). As in JavaScript, a property
 * written after a spread keeps the spread's place and replaces it (its JSDoc too).
 */
function readAttributes(
  ts: Ts,
  value: TS.Expression | undefined,
  scopes: Map<string, ModuleScope>,
  into: Map<string, Attribute>,
) {
  const object = value && withoutAssertions(ts, value);
  if (!object || !ts.isObjectLiteralExpression(object)) return;
  for (const p of object.properties) {
    if (ts.isSpreadAssignment(p)) {
      readAttributes(ts, constantValue(ts, p.expression, scopes), scopes, into);
      continue;
    }
    if (!ts.isPropertyAssignment(p)) continue;
    const name = p.name.getText();
    const init = withoutAssertions(ts, p.initializer);
    const text = (key: string) => {
      const v = ts.isObjectLiteralExpression(init) ? property(ts, init, key) : undefined;
      return v && ts.isStringLiteral(v) ? v.text : undefined;
    };
    const description = oneLine(
      ts
        .getJSDocCommentsAndTags(p)
        .filter(ts.isJSDoc)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "")
        .join(" "),
    );
    const previous = into.get(name);
    into.set(name, {
      type: text("type"),
      renamedFrom: text("renamedFrom"),
      description: description || previous?.description,
    });
  }
}

/** The value of the constant a spread names, in the module or in the one it is imported from. */
function constantValue(
  ts: Ts,
  node: TS.Expression,
  scopes: Map<string, ModuleScope>,
): TS.Expression {
  const fileName = node.getSourceFile().fileName;
  if (!ts.isIdentifier(node))
    throw new Error(`${fileName}: spread of ${node.getText()}, not a constant's name`);
  let file = fileName;
  let name = node.text;
  for (;;) {
    const scope = scopes.get(file);
    if (!scope) throw new Error(`${file} is not among the analyzer's globs (spread of ${name})`);
    const constant = scope.constants.get(name);
    if (constant) return constant;
    const imported = scope.imports.get(name);
    if (!imported)
      throw new Error(`${file}: no constant ${name} (spread into a widget's attributes)`);
    ({ file, name } = imported);
  }
}

/** `{ ... } as const satisfies T` → `{ ... }`. */
function withoutAssertions(ts: Ts, node: TS.Expression): TS.Expression {
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    node = node.expression;
  return node;
}

function property(ts: Ts, object: TS.ObjectLiteralExpression, key: string) {
  const found = object.properties.find(
    (p): p is TS.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key,
  );
  return found?.initializer;
}

/**
 * The JSDoc of the statement holding the call (TypeScript's parse: its text and its tags), each
 * block tag read as `@tag name - description`.
 */
function docTags(ts: Ts, call: TS.CallExpression) {
  let holder: TS.Node = call;
  while (holder.parent && !ts.isVariableDeclaration(holder) && !ts.isSourceFile(holder.parent))
    holder = holder.parent;
  const jsDocs = ts.getJSDocCommentsAndTags(holder).filter(ts.isJSDoc);
  const last = jsDocs.at(-1);
  const tags = (last?.tags ?? []).map((t) => {
    const text = oneLine(ts.getTextOfJSDocComment(t.comment) ?? "");
    const [, name = "", description = ""] = /^(\S+)(?:\s+-\s+|\s*)(.*)$/s.exec(text) ?? [];
    return { tag: t.tagName.text, name, description: description || undefined };
  });
  return {
    summary: oneLine(ts.getTextOfJSDocComment(last?.comment) ?? ""),
    tagged: (tag: string): Described[] =>
      tags
        .filter((t) => t.tag === tag)
        .map(({ name, description }) => ({ name, ...(description && { description }) })),
  };
}

/** r2wc turns `onCommentPosted` into the DOM event `commentposted`; its type leads its @fires text. */
function eventOf(callback: string, fires: Described[]) {
  const name = callback.replace(/^on/, "").toLowerCase();
  const text = fires.find((f) => f.name === name)?.description ?? "";
  const typed = /^(CustomEvent(?:<.*?>)?)(?::\s*|\s+-\s+|\s*$)(.*)$/s.exec(text);
  const description = typed?.[2] ?? text;
  return {
    name,
    type: { text: typed?.[1] ?? "CustomEvent" },
    ...(description && { description }),
  };
}
