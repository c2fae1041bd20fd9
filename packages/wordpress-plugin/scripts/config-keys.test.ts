// The settings page's keys are the widgets' configuration keys (@marketing/contracts, config-keys.ts):
// each one with its kind, template marker, choices, label and help, so a key added there and not
// here (or the other way round) fails.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONFIG_KEY_NAMES, describeConfigKey } from "@marketing/contracts";

const INCLUDES = join(dirname(fileURLToPath(import.meta.url)), "..", "includes");
const php = (file: string) => readFileSync(join(INCLUDES, file), "utf8");

/** The body of a PHP function, up to the closing brace at the start of a line. */
function functionBody(source: string, name: string): string {
  const start = source.indexOf(`function ${name}(`);
  expect(start, `${name}() in the plugin`).toBeGreaterThanOrEqual(0);
  return source.slice(start, source.indexOf("\n}", start));
}

/** A single-quoted PHP string's value. */
const unquote = (text: string) => text.replace(/\\'/g, "'");

/** The keys of the top-level `return array(...)` entries: `'key' => ...` at one tab stop deeper. */
function entries(body: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /^\t\t'(\w+)'\s*=>([\s\S]*?)(?=^\t\t'\w+'\s*=>|^\t\);)/gm;
  for (const [, key, value] of body.matchAll(pattern)) found.set(key!, value!);
  return found;
}

const settingKeys = CONFIG_KEY_NAMES.filter((key) => {
  const { setting, settings } = describeConfigKey(key);
  return setting !== false && !settings;
});
/** The fields an object key (consent) is printed from, after the plain keys. */
const composedFields = CONFIG_KEY_NAMES.flatMap((key) => describeConfigKey(key).settings ?? []);

describe("WordPress settings and the configuration keys", () => {
  const keys = entries(functionBody(php("config.php"), "marketing_widgets_config_keys"));
  const labels = entries(functionBody(php("settings.php"), "marketing_widgets_config_labels"));

  it("lists every key with a setting, in the same order, and no other", () => {
    expect([...keys.keys()]).toEqual([...settingKeys, ...composedFields]);
    expect([...labels.keys()]).toEqual([...settingKeys, ...composedFields]);
  });

  it.each(settingKeys)("%s: its kind, marker and choices", (key) => {
    const { kind, placeholder, choices } = describeConfigKey(key);
    const entry = keys.get(key)!;
    const shorthand: Record<string, string> = { $url: "url", $token: "token", $link: "link" };
    const phpKind =
      /'kind'\s*=>\s*'(\w+)'/.exec(entry)?.[1] ?? shorthand[/\$\w+/.exec(entry)?.[0] ?? ""];
    expect(phpKind).toBe(kind.replace(/-/g, "_"));
    expect(/'placeholder'\s*=>\s*'([^']+)'/.exec(entry)?.[1]).toBe(placeholder);
    const phpChoices = /'choices'\s*=>\s*array\(([^)]*)\)/.exec(entry)?.[1];
    expect(
      phpChoices ? [...phpChoices.matchAll(/'([^']*)'/g)].map((m) => m[1]) : undefined,
    ).toEqual(choices);
  });

  it.each(settingKeys)("%s: its label and help", (key) => {
    const { label, help } = describeConfigKey(key);
    const entry = labels.get(key)!;
    const text = (field: string) =>
      unquote(
        new RegExp(`'${field}'\\s*=>\\s*__\\( '((?:[^'\\\\]|\\\\.)*)'`).exec(entry)?.[1] ?? "",
      );
    expect(text("label")).toBe(label);
    expect(text("help")).toBe(help);
  });
});
