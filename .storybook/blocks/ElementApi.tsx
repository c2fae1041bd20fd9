/**
 * Docs block: a custom element's public API, read from packages/widgets/custom-elements.json (the
 * manifest generated from each element's JSDoc header), so the docs never restate it by hand.
 *
 *   <ElementApi tag="blog-post" example={{ slug: "my-post" }} />
 *
 * Every MDX page has it without an import (preview.tsx's `docs.components`), so the widgets' docs
 * pages do not depend on this folder.
 */
import { Source } from "@storybook/addon-docs/blocks";
import { PAGE_CONFIG_ID } from "@marketing/widgets";
import manifestJson from "@marketing/widgets/custom-elements.json";

interface Described {
  name: string;
  description?: string;
}
interface ManifestAttribute extends Described {
  type?: { text: string };
  default?: string;
  /** An old spelling still read for one release: what to use instead. */
  deprecated?: string;
}
interface ManifestEvent extends Described {
  type?: { text: string };
}
interface ManifestCssProperty extends Described {
  default?: string;
}
interface ManifestDeclaration {
  name: string;
  description?: string;
  tagName?: string;
  attributes?: ManifestAttribute[];
  events?: ManifestEvent[];
  cssParts?: Described[];
  cssProperties?: ManifestCssProperty[];
}
interface ManifestModule {
  path: string;
  declarations?: ManifestDeclaration[];
  exports?: Array<{ kind: string; name: string }>;
}
interface Manifest {
  modules?: ManifestModule[];
}

const manifest = manifestJson as Manifest;

function findElement(
  tag: string,
): { declaration: ManifestDeclaration; module: ManifestModule } | undefined {
  for (const module of manifest.modules ?? []) {
    const declaration = module.declarations?.find((candidate) => candidate.tagName === tag);
    if (declaration) return { declaration, module };
  }
  return undefined;
}

/** The snippet a marketer pastes: the element's script, then the element. */
export function embedSnippet(tag: string, example: Record<string, string> = {}): string {
  const attributes = Object.entries({ lang: "fr", ...example })
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, "&quot;")}"`)
    .join("");
  return [
    `<script src="https://YOUR-SITE/embed/${tag}.js"></script>`,
    `<${tag}${attributes}></${tag}>`,
  ].join("\n");
}

const PAGE_CONFIG_SNIPPET = `<!-- Once per page on another site than the company's: settings every widget shares. -->
<script type="application/json" id="${PAGE_CONFIG_ID}">
  { "api": "https://YOUR-SITE/api" }
</script>`;

/** The element's API, one table per list of its manifest declaration. */
const API_TABLES: Array<
  Omit<ApiTableProps, "note" | "rows"> & {
    note?: (tag: string) => string;
    rows: (declaration: ManifestDeclaration) => ApiTableProps["rows"];
  }
> = [
  {
    title: "Attributes",
    empty: "No attributes.",
    columns: ["Attribute", "Type", "Default", "Description"],
    rows: ({ attributes = [] }) =>
      attributes.map((a) => [
        a.deprecated ? `${a.name} (deprecated)` : a.name,
        a.type?.text,
        a.default,
        a.description,
      ]),
  },
  {
    title: "Events",
    empty: "No events.",
    note: () => "Every event bubbles and crosses the shadow root (composed).",
    columns: ["Event", "Type", "Description"],
    rows: ({ events = [] }) => events.map((e) => [e.name, e.type?.text, e.description]),
  },
  {
    title: "Theming: CSS custom properties",
    empty: "No custom properties.",
    note: () => "Set them on the element or any ancestor, e.g. in the host page's stylesheet.",
    columns: ["Property", "Default", "Description"],
    rows: ({ cssProperties = [] }) => cssProperties.map((p) => [p.name, p.default, p.description]),
  },
  {
    title: "Theming: parts",
    empty: "No parts.",
    note: (tag) => `Style them from the page's CSS: ${tag}::part(name) { ... }`,
    columns: ["Part", "Description"],
    rows: ({ cssParts = [] }) => cssParts.map((p) => [p.name, p.description]),
  },
];

export interface ElementApiProps {
  /** The element's tag, as in the manifest's `tagName`. */
  tag: string;
  /** Attributes for the embed snippet besides `lang="fr"`, e.g. `{ slug: "my-post" }`. */
  example?: Record<string, string>;
}

export function ElementApi({ tag, example }: ElementApiProps) {
  const found = findElement(tag);
  const define = found?.module.exports?.find(
    (entry) => entry.kind === "js" && entry.name.startsWith("define"),
  );
  return (
    <>
      <h2 id={`${tag}-embed`}>Embed it in any page</h2>
      <p>
        One script and one element; no build step. The element renders in its own shadow root, so
        the page's CSS cannot break it.
      </p>
      <Source code={embedSnippet(tag, example)} language="html" dark />
      <Source code={PAGE_CONFIG_SNIPPET} language="html" dark />
      {define && (
        <p>
          If the page already uses <code>{`<${tag}>`}</code> for something else, the script leaves
          it alone (a console warning, never an error); with the npm package, call{" "}
          <code>{`${define.name}("acme-${tag}")`}</code> from{" "}
          <code>@marketing/widgets/elements</code> to register the widget under another tag.
        </p>
      )}
      <h2 id={`${tag}-element`}>
        The <code>{`<${tag}>`}</code> element
      </h2>
      {!found ? (
        <p>
          <strong>Not in custom-elements.json yet.</strong> Run{" "}
          <code>npm run build -w @marketing/widgets</code> to generate the manifest; this section is
          filled from the element's JSDoc header.
        </p>
      ) : (
        <>
          {found.declaration.description && (
            <p>{withCode(sentence(found.declaration.description.replace(`<${tag}>: `, "")))}</p>
          )}
          {API_TABLES.map(({ rows, note, ...table }) => (
            <ApiTable
              key={table.title}
              {...table}
              note={note?.(tag)}
              rows={rows(found.declaration)}
            />
          ))}
        </>
      )}
    </>
  );
}

interface ApiTableProps {
  title: string;
  empty: string;
  note?: string;
  columns: string[];
  rows: Array<Array<string | undefined>>;
}

function ApiTable({ title, empty, note, columns, rows }: ApiTableProps) {
  return (
    <>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          {note && <p>{note}</p>}
          <table>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column}>{column}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <td key={index}>
                        <code>{cell}</code>
                      </td>
                    ) : (
                      <td key={index}>
                        {index < row.length - 1 && cell ? <code>{cell}</code> : withCode(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

/** The manifest's descriptions mark code with backticks, as the JSDoc they come from. */
function withCode(text: string | undefined) {
  return text
    ?.split("`")
    .map((piece, index) => (index % 2 === 1 ? <code key={index}>{piece}</code> : piece));
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
