// @vitest-environment node
// The widget declarations (src/<tag>/<tag>.api.ts) against what restates them: the WordPress blocks
// (packages/wordpress-plugin/blocks/<tag>/block.json) offer only declared attributes, with the
// declared type and the configuration keys' choices; the keys' descriptors (@marketing/contracts)
// name every widget that takes them.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONFIG_KEYS, CONFIG_KEY_USES } from "@marketing/contracts";
import { SUPPORTED_LANGUAGES } from "../src/core/language";
import { WIDGET_DECLARATIONS } from "../src/tags";
import type { AttributeDeclaration } from "../src/core/declaration";

const BLOCKS = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "wordpress-plugin",
  "blocks",
);

interface BlockAttribute {
  type: "string" | "boolean" | "number" | "integer";
  enum?: string[];
}

/** Block attributes printed as the element's `heading`/`description` slots and its `strings`. */
const WORDS = ["heading", "description", "button-text"];

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const JSON_TYPE = { string: "string", boolean: "boolean", number: "number", integer: "number" };

// The widgets that have a WordPress block (a newly scaffolded widget has none until it is written).
const withBlocks = WIDGET_DECLARATIONS.filter(({ tag }) =>
  existsSync(join(BLOCKS, tag, "block.json")),
);

describe.each(withBlocks.map((declaration) => [declaration.tag, declaration] as const))(
  "the %s block",
  (tag, declaration) => {
    const block = JSON.parse(readFileSync(join(BLOCKS, tag, "block.json"), "utf8")) as {
      attributes: Record<string, BlockAttribute>;
    };
    const attributes: Record<string, AttributeDeclaration> = declaration.attributes;

    it.each(Object.entries(block.attributes))("%s: declared, with its type", (name, attribute) => {
      // The block's own words are printed into the element as its slots and its `strings`.
      if (WORDS.includes(name) && "strings" in attributes) {
        expect(attribute.type).toBe("string");
        return;
      }
      const declared = attributes[camel(name)];
      expect(declared, `${name} in ${tag}.api.ts`).toBeDefined();
      expect(JSON_TYPE[attribute.type]).toBe(declared!.type ?? "string");
    });

    it("offers the choices of the configuration keys and languages", () => {
      const choices: Record<string, readonly string[]> = {
        lang: SUPPORTED_LANGUAGES,
        theme: CONFIG_KEYS.theme.choices,
        blogLanguages: CONFIG_KEYS.blogLanguages.choices,
      };
      for (const [name, attribute] of Object.entries(block.attributes)) {
        const expected = choices[camel(name)];
        if (expected) expect(attribute.enum).toEqual(["", ...expected]);
      }
    });
  },
);

describe("the configuration keys' readers", () => {
  it("include every widget whose declaration takes the key as an attribute", () => {
    for (const { tag, attributes } of WIDGET_DECLARATIONS)
      for (const [key, attribute] of Object.entries(
        attributes as Record<string, AttributeDeclaration>,
      )) {
        if (!attribute.config) continue;
        const { widgets } = CONFIG_KEY_USES[key as keyof typeof CONFIG_KEY_USES];
        if (widgets !== "every") expect(widgets, `${key} in <${tag}>`).toContain(tag);
      }
  });
});
