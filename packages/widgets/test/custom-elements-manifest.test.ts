// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  EMBEDDING_DOC,
  MANIFEST_FILE,
  analyze,
  analyzeSources,
  renderElementReference,
  serializeManifest,
  withElementReference,
} from "../scripts/custom-elements-manifest";
import { ELEMENT_TAGS, elementFile } from "../src/tags";
import { RETIRED_CONFIG_KEYS } from "@marketing/contracts";

// What `npm run docs` would write: the analyzer's command line with our configuration.
const manifest = await analyze();
const declarations = manifest.modules.map((module) => module.declarations[0]!);
const byTag = new Map<string, (typeof declarations)[number]>(
  declarations.map((d) => [d.tagName, d]),
);
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
const elements = ELEMENT_TAGS.map((tag) => ({
  tag,
  file: elementFile(tag),
  defineName: `define${pascal(tag)}`,
}));

describe("custom-elements.json", () => {
  it("is what the code generates today (run `npm run docs -w @marketing/widgets` after an API change)", () => {
    expect(readFileSync(MANIFEST_FILE, "utf8")).toBe(serializeManifest(manifest));
  });

  it("is what docs/embedding.md's element reference shows", () => {
    const doc = readFileSync(EMBEDDING_DOC, "utf8");
    expect(doc).toBe(withElementReference(doc, renderElementReference(manifest)));
  });

  it("lists every tag of src/tags.ts", () => {
    expect([...byTag.keys()].sort()).toEqual([...ELEMENT_TAGS].sort());
  });

  it("spells every configuration attribute like its configuration key, the old spelling deprecated", () => {
    const names = (tag: string) => byTag.get(tag)!.attributes.filter((a) => !a.deprecated);
    const deprecated = (tag: string) =>
      Object.fromEntries(
        byTag.get(tag)!.attributes.flatMap((a) => (a.deprecated ? [[a.name, a.deprecated]] : [])),
      );
    // One `api` attribute for the widgets that reach the API; the service attributes it replaced
    // (and the forms' older `endpoint`) are warned about at run time, no longer documented.
    const retired = ["endpoint", ...RETIRED_CONFIG_KEYS.map(kebab)];
    for (const tag of ["newsletter-signup", "contact-form", "blog-list", "blog-post"])
      expect(names(tag).map((a) => a.name)).toContain("api");
    for (const tag of ELEMENT_TAGS)
      for (const attribute of byTag.get(tag)!.attributes)
        expect(retired, `<${tag} ${attribute.name}>`).not.toContain(attribute.name);
    expect(deprecated("newsletter-signup")).toEqual({});
    expect(deprecated("contact-form")).toEqual({});
    expect(deprecated("booking-button")).toEqual({
      "script-url": "Use calendar-script-url.",
      "stylesheet-url": "Use calendar-stylesheet-url.",
    });
    expect(deprecated("blog-post")).toEqual({});
  });

  it.each(elements.map((e) => [e.tag, e] as const))(
    "<%s>: documents every attribute and event, with lang among the attributes",
    (tag, element) => {
      const api = `../src/${tag}/${tag}.api.ts`;
      const source = readFileSync(new URL(api, import.meta.url), "utf8");
      const declaration = byTag.get(tag)!;
      expect(declaration.attributes.map((a) => a.name)).toContain("lang");
      for (const attribute of declaration.attributes) {
        expect(attribute.description, `@attr ${attribute.name}`).toBeTruthy();
        expect(attribute.name).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(["string", "number", "boolean", "object"]).toContain(attribute.type.text);
      }
      // The events are r2wc's callbacks, lowercased without `on`; each one has an @fires line.
      const callbacks = [...source.matchAll(/"on([A-Z]\w*)"/g)].map((m) => m[1]!.toLowerCase());
      expect(declaration.events.map((e) => e.name).sort()).toEqual([...new Set(callbacks)].sort());
      for (const event of declaration.events) {
        expect(event.description, `@fires ${event.name}`).toBeTruthy();
        expect(event.type.text).toMatch(/^CustomEvent/);
      }
      expect(declaration.cssParts.length).toBeGreaterThan(0);
      for (const property of declaration.cssProperties) expect(property.name).toMatch(/^--mw-/);
      expect(manifest.modules.find((m) => m.path === element.file)?.exports).toContainEqual(
        expect.objectContaining({ kind: "js", name: element.defineName }),
      );
    },
  );

  it("reads an attribute's JSDoc where a group spread into the declaration writes it", () => {
    // As a declaration file would be written: groups from core/attributes.ts and from the file
    // itself, and a property after a spread, which replaces the spread's (its doc included).
    const attributesFile = new URL("../src/core/attributes.ts", import.meta.url);
    const analyzed = analyzeSources({
      "src/spread-widget/spread-widget.api.ts": `import { declareWidget } from "../core/declaration";
import { formAttributes as form } from "../core/attributes";
const sizes = {
  /** How big. */
  size: {},
};
/** <spread-widget>: a widget for this test. */
export const spreadWidgetApi = declareWidget({
  tag: "spread-widget",
  attributes: {
    ...sizes,
    ...form,
    /** Its own words. */
    strings: {},
  },
  reserve: [1, 1, 1],
});`,
      "src/core/attributes.ts": readFileSync(attributesFile, "utf8"),
    });
    const [described] = analyzed.modules[0]!.declarations;
    expect(
      Object.fromEntries(described!.attributes.map((a) => [a.fieldName, a.description])),
    ).toEqual({
      size: "How big.",
      lang: "en or fr; defaults to the page's language detection.",
      theme: expect.stringMatching(/^light \(default\), dark, or auto/),
      strings: "Its own words.",
      compact: '"true" hides the heading and description.',
    });
  });

  it("reads types from the declaration and defaults from the tokens", () => {
    const newsletter = byTag.get("newsletter-signup")!;
    expect(newsletter.attributes).toContainEqual(
      expect.objectContaining({ name: "compact", type: { text: "boolean" } }),
    );
    expect(newsletter.events).toContainEqual(
      expect.objectContaining({
        name: "subscribed",
        type: { text: "CustomEvent<{ email: string }>" },
      }),
    );
    expect(newsletter.cssProperties).toContainEqual(
      expect.objectContaining({ name: "--mw-color-primary", default: "#1d4ed8" }),
    );
  });
});

describe("package.json", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    exports: Record<string, unknown>;
    customElements: string;
  };

  it("exports a subpath per element, the manifest, and points editors at the manifest", () => {
    // One pattern serves every tag of src/tags.ts (a new widget needs no line here).
    const subpath = pkg.exports["./*"] as Record<string, string>;
    for (const { tag } of elements)
      expect(
        Object.fromEntries(
          Object.entries(subpath).map(([condition, path]) => [condition, path.replace("*", tag)]),
        ),
      ).toEqual({
        types: `./dist/elements/${tag}.d.ts`,
        default: `./dist/elements/${tag}.js`,
      });
    expect(pkg.exports["./custom-elements.json"]).toBe("./custom-elements.json");
    expect(pkg.customElements).toBe("custom-elements.json");
  });
});
