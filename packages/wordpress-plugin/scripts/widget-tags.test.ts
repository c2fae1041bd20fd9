// The plugin's blocks, shortcodes and editor controls name only the widgets' tags (the one list,
// packages/widgets/src/tags.ts, as the package's custom-elements.json publishes it): a block left behind by a removed or renamed widget fails. Every widget
// of the site has its block; a newly scaffolded one is in WordPress once its block is written.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { WIDGET_BLOCKS } from "../src/editor/widgets";
import { PLUGIN_DIR } from "./strings";

const sorted = (tags: Iterable<string>) => [...tags].sort();

const ELEMENT_TAGS: readonly string[] = (
  createRequire(import.meta.url)("@marketing/widgets/custom-elements.json") as {
    modules: Array<{ declarations?: Array<{ tagName?: string }> }>;
  }
).modules.flatMap(({ declarations = [] }) => declarations.flatMap(({ tagName }) => tagName ?? []));

describe("the plugin's widgets", () => {
  const folders = readdirSync(join(PLUGIN_DIR, "blocks"));

  it("has blocks only for the widgets' tags, one block.json each", () => {
    expect(folders.filter((tag) => !ELEMENT_TAGS.includes(tag))).toEqual([]);
    for (const tag of folders) {
      const block = JSON.parse(readFileSync(join(PLUGIN_DIR, "blocks", tag, "block.json"), "utf8"));
      expect(block).toMatchObject({ name: `marketing-widgets/${tag}` });
    }
  });

  it("has the editor's controls for each block", () => {
    expect(sorted(WIDGET_BLOCKS.map(({ tag }) => tag))).toEqual(sorted(folders));
  });

  it("renders and names a shortcode for each block (marketing_widgets_elements())", () => {
    const render = readFileSync(join(PLUGIN_DIR, "includes", "render.php"), "utf8");
    const body = render.slice(render.indexOf("function marketing_widgets_elements("));
    const entries = [...body.slice(0, body.indexOf("\n}")).matchAll(/'([\w-]+)'\s*=>\s*'(\w+)'/g)];
    expect(sorted(entries.map(([, tag]) => tag!))).toEqual(sorted(folders));
    for (const [, tag, shortcode] of entries) expect(shortcode).toBe(tag!.replace(/-/g, "_"));
  });
});
