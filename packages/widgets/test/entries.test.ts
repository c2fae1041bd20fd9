// @vitest-environment node
// src/elements.ts and src/components.ts are generated from src/tags.ts (scripts/entries.ts), so a
// new widget needs no line in them: this fails until `npm run docs -w @marketing/widgets` has run.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPONENTS_FILE, ELEMENTS_FILE, renderEntries } from "../scripts/entries";
import { ELEMENT_TAGS } from "../src/tags";

describe("the generated entry lists", () => {
  it.each(
    [ELEMENTS_FILE, COMPONENTS_FILE].map((file) => [file.replace(/^.*\/src\//, "src/"), file]),
  )(
    "%s is what src/tags.ts gives today (run `npm run docs -w @marketing/widgets`)",
    async (_, file) => {
      const expected = new Map(await renderEntries());
      expect(readFileSync(file, "utf8")).toBe(expected.get(file));
    },
  );

  it("name each tag's define function, component and props' type, and nothing else", async () => {
    const [[, elements], [, components]] = (await renderEntries(["demo-widget"])) as [
      [string, string],
      [string, string],
    ];
    const code = (text: string) => text.replace(/^\/\/.*\n/gm, "");
    expect(code(elements)).toBe(
      'export { defineDemoWidget } from "./demo-widget/demo-widget.element";\n',
    );
    expect(code(components)).toBe(
      'export { DemoWidget } from "./demo-widget/DemoWidget";\n' +
        'export type { DemoWidgetProps } from "./demo-widget/DemoWidget";\n',
    );
  });

  it("src/index.ts exports every widget's component", async () => {
    const api = (await import("../src/index")) as Record<string, unknown>;
    const pascal = (tag: string) =>
      tag.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
    for (const tag of ELEMENT_TAGS) expect(api[pascal(tag)], tag).toBeTypeOf("function");
  });
});
