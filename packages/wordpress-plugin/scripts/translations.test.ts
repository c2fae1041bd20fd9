import { readFileSync } from "node:fs";
import { join } from "node:path";
import { po } from "gettext-parser";
import { describe, expect, it } from "vitest";
import { frenchWords } from "./config-keys-php";
import { editorStrings, phpStrings, PLUGIN_DIR, type PluginString } from "./strings";

const key = (s: PluginString) => (s.context ? `${s.context} | ${s.text}` : s.text);

/** The .po's entries (the settings page's own words are in config-keys.ts, merged by the build). */
function frenchPo(): Map<string, string> {
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

function frenchCatalogue(): Map<string, string> {
  return new Map([...frenchPo(), ...frenchWords()]);
}

describe("the plugin's French catalogue", () => {
  const used = [...phpStrings(), ...editorStrings()].map(key).sort();

  it("finds the strings of the settings page, the block editor and block.json", () => {
    expect(used).toContain("API address");
    expect(used).toContain("Widget settings");
    expect(used).toContain("block title | Newsletter signup");
  });

  it("translates every string the plugin shows, and nothing else", () => {
    const french = frenchCatalogue();
    const untranslated = used.filter((text) => !french.get(text));
    expect(untranslated).toEqual([]);
    expect([...french.keys()].sort()).toEqual(used);
  });

  it("takes the settings page's French from the configuration keys, not also from the .po", () => {
    const po = frenchPo();
    expect([...frenchWords().keys()].filter((english) => po.has(english))).toEqual([]);
    expect([...frenchWords().values()].filter((french) => !french.trim())).toEqual([]);
  });

  it("keeps sprintf placeholders in the translations", () => {
    for (const [english, translation] of frenchCatalogue()) {
      expect(translation.match(/%[sd]/g) ?? []).toEqual(english.match(/%[sd]/g) ?? []);
    }
  });
});
