// The plugin's blocks, shortcodes and editor controls cover exactly the widgets' tags, the one list
// in @marketing/contracts (WIDGET_TAGS): a widget added there and not here fails, and so does a
// block left behind.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WIDGET_TAGS } from "@marketing/contracts";
import { WIDGET_BLOCKS } from "../src/editor/widgets";
import { PLUGIN_DIR } from "./strings";

const sorted = (tags: Iterable<string>) => [...tags].sort();

describe("the plugin's widgets", () => {
  it("has one block.json per tag", () => {
    const folders = readdirSync(join(PLUGIN_DIR, "blocks"));
    expect(sorted(folders)).toEqual(sorted(WIDGET_TAGS));
    for (const tag of folders) {
      const block = JSON.parse(readFileSync(join(PLUGIN_DIR, "blocks", tag, "block.json"), "utf8"));
      expect(block).toMatchObject({ name: `marketing-widgets/${tag}` });
    }
  });

  it("has the editor's controls for each tag", () => {
    expect(sorted(WIDGET_BLOCKS.map(({ tag }) => tag))).toEqual(sorted(WIDGET_TAGS));
  });

  it("renders and names a shortcode for each tag (marketing_widgets_elements())", () => {
    const render = readFileSync(join(PLUGIN_DIR, "includes", "render.php"), "utf8");
    const body = render.slice(render.indexOf("function marketing_widgets_elements("));
    const entries = [...body.slice(0, body.indexOf("\n}")).matchAll(/'([\w-]+)'\s*=>\s*'(\w+)'/g)];
    expect(sorted(entries.map(([, tag]) => tag!))).toEqual(sorted(WIDGET_TAGS));
    for (const [, tag, shortcode] of entries) expect(shortcode).toBe(tag!.replace(/-/g, "_"));
  });
});
