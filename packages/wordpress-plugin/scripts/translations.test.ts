import { readFileSync } from "node:fs";
import { join } from "node:path";
import { po } from "gettext-parser";
import { describe, expect, it } from "vitest";
import { editorStrings, phpStrings, PLUGIN_DIR, type PluginString } from "./strings";

const key = (s: PluginString) => (s.context ? `${s.context} | ${s.text}` : s.text);

function frenchCatalogue(): Map<string, string> {
  const catalogue = po.parse(
    readFileSync(join(PLUGIN_DIR, "languages", "marketing-widgets-fr_FR.po")),
  );
  const entries = new Map<string, string>();
  for (const [context, messages] of Object.entries(catalogue.translations)) {
    for (const message of Object.values(messages)) {
      if (message.msgid)
        entries.set(key({ context, text: message.msgid }), message.msgstr[0] ?? "");
    }
  }
  return entries;
}

describe("the plugin's French catalogue", () => {
  const used = [...phpStrings(), ...editorStrings()].map(key).sort();

  it("finds the strings of the settings page, the block editor and block.json", () => {
    expect(used).toContain("Newsletter endpoint");
    expect(used).toContain("Widget settings");
    expect(used).toContain("block title | Newsletter signup");
  });

  it("translates every string the plugin shows, and nothing else", () => {
    const french = frenchCatalogue();
    const untranslated = used.filter((text) => !french.get(text));
    expect(untranslated).toEqual([]);
    expect([...french.keys()].sort()).toEqual(used);
  });

  it("keeps sprintf placeholders in the translations", () => {
    for (const [english, translation] of frenchCatalogue()) {
      expect(translation.match(/%[sd]/g) ?? []).toEqual(english.match(/%[sd]/g) ?? []);
    }
  });
});
