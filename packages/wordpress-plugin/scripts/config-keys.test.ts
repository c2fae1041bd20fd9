// The settings page's keys come from the configuration keys' descriptors (@marketing/contracts,
// config-keys.ts): the build writes them as PHP (config-keys-php.ts). Here PHP runs that file and
// hands back what WordPress would see, and the plugin's own PHP keeps no second list.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CONFIG_KEY_NAMES,
  describeConfigKey,
  wordpressSettingFields,
  type SettingField,
} from "@marketing/contracts";
import { configKeysPhp, frenchWords } from "./config-keys-php";
import { PLUGIN_DIR } from "./strings";
import { hasPhp } from "./php";

const include = (file: string) => readFileSync(join(PLUGIN_DIR, "includes", file), "utf8");

interface PhpField {
  kind: string;
  placeholder?: string;
  choices?: string[];
}
interface PhpWords {
  label: string;
  help: string;
  choices?: Record<string, string>;
}

/** Runs the generated file in PHP (with `__()` marking what it would translate). */
function runGenerated(source: string): {
  keys: Record<string, PhpField>;
  labels: Record<string, PhpWords>;
} {
  const dir = mkdtempSync(join(tmpdir(), "config-keys-php-"));
  try {
    writeFileSync(join(dir, "generated.php"), source);
    const script = `define( 'ABSPATH', '/' );
function __( $text, $domain ) { return 'marketing-widgets' === $domain ? '__:' . $text : '?'; }
require '${join(dir, "generated.php")}';
echo json_encode( array( 'keys' => marketing_widgets_config_keys(), 'labels' => marketing_widgets_config_labels() ) );`;
    return JSON.parse(execFileSync("php", ["-r", script], { encoding: "utf8" })) as ReturnType<
      typeof runGenerated
    >;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("WordPress settings and the configuration keys", () => {
  it("lists every key with a setting, then the fields of the keys printed from several", () => {
    const names = wordpressSettingFields().map(([name]) => name);
    const plain = CONFIG_KEY_NAMES.filter((key) => {
      const { setting, settings } = describeConfigKey(key);
      return setting !== false && !settings;
    });
    expect(names.slice(0, plain.length)).toEqual(plain);
    expect(names.slice(plain.length)).toEqual(["consentPrivacyUrl", "consentRequired"]);
  });

  it.skipIf(!hasPhp())("writes each one's kind, marker, choices and translatable words", () => {
    const { keys, labels } = runGenerated(configKeysPhp());
    const fields = wordpressSettingFields();
    expect(Object.keys(keys)).toEqual(fields.map(([name]) => name));
    expect(Object.keys(labels)).toEqual(fields.map(([name]) => name));
    for (const [name, field] of fields) {
      expect(keys[name], name).toEqual({
        kind: field.kind.replace(/-/g, "_"),
        ...(field.placeholder && { placeholder: field.placeholder }),
        ...(field.choices && { choices: field.choices }),
      });
      const choices = Object.entries(field.choiceLabels ?? {}).map(([v, [en]]) => [v, `__:${en}`]);
      expect(labels[name], name).toEqual({
        label: `__:${field.label}`,
        help: `__:${field.help}`,
        ...(field.choiceLabels && { choices: Object.fromEntries(choices) }),
      });
    }
    expect(labels.theme?.choices?.[""]).toBe("__:Light (default)");
    // The one service setting: the company's API (an apostrophe and a slash survive PHP's quoting).
    expect(keys.api).toEqual({ kind: "url" });
    expect(labels.api?.help).toBe(
      "__:The address of the company's widgets API, ending in /api (e.g. https://www.example.com/api). Left blank: this site's own /api.",
    );
  });

  // A key described once reaches the settings page with nothing else edited.
  it.skipIf(!hasPhp())("writes a key added to the descriptors, in English and French", () => {
    const throwaway: SettingField = {
      kind: "choice",
      choices: ["loud"],
      label: "Throwaway volume",
      help: "How loud the throwaway widget is.",
      fr: { label: "Volume jetable", help: "Le volume du widget jetable." },
      choiceLabels: { "": ["Quiet (default)", "Doux (par défaut)"] },
    };
    const fields = [
      ...wordpressSettingFields(),
      ["throwawayVolume", throwaway] as [string, SettingField],
    ];
    const { keys, labels } = runGenerated(configKeysPhp(fields));
    expect(keys.throwawayVolume).toEqual({ kind: "choice", choices: ["loud"] });
    expect(labels.throwawayVolume).toEqual({
      label: "__:Throwaway volume",
      help: "__:How loud the throwaway widget is.",
      choices: { "": "__:Quiet (default)" },
    });
    expect(frenchWords(fields).get("Throwaway volume")).toBe("Volume jetable");
    expect(frenchWords(fields).get("Quiet (default)")).toBe("Doux (par défaut)");
  });

  it("validates every kind it writes", () => {
    const config = include("config.php");
    for (const [name, { kind }] of wordpressSettingFields()) {
      expect(config, `${name}: case '${kind}'`).toContain(`case '${kind.replace(/-/g, "_")}':`);
    }
  });

  it("keeps no second list of keys in the plugin's PHP", () => {
    for (const file of ["config.php", "settings.php"]) {
      expect(include(file)).not.toMatch(/function marketing_widgets_config_(keys|labels)\(/);
      expect(include(file)).not.toContain("'newsletterEndpoint'");
    }
  });
});
