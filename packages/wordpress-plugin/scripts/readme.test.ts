// The plugin's readme.txt and its main file's header say the same things, as WordPress and its
// plugin directory's readme parser read them: one version everywhere, the same requirements, the
// version of WordPress the journeys test against, and `Update URI: false`, so no plugin of the
// same folder name on wordpress.org is ever offered as its update.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PLUGIN_DIR } from "./strings";

/** `Name: value` lines (the readme's head, or the PHP header's ` * Name: value`). */
function fields(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = "", value = ""] of text.matchAll(/^(?:\s*\*\s*)?([A-Z][\w ]+):\s*(.+)$/gm))
    found[name.trim()] ??= value.trim();
  return found;
}

const readme = readFileSync(join(PLUGIN_DIR, "readme.txt"), "utf8");
const head = fields(readme.split(/^== /m)[0] ?? "");
const header = fields(
  /\/\*\*([\s\S]*?)\*\//.exec(
    readFileSync(join(PLUGIN_DIR, "marketing-widgets.php"), "utf8"),
  )?.[1] ?? "",
);
const packageVersion = (
  JSON.parse(readFileSync(join(PLUGIN_DIR, "package.json"), "utf8")) as { version: string }
).version;
/** Debian's WordPress, the one the journeys run in (test/wordpress.sh). */
const WORDPRESS_VERSION_FILE = "/usr/share/wordpress/wp-includes/version.php";

describe("the plugin's readme.txt and header", () => {
  it("have the fields WordPress and its directory read", () => {
    for (const field of ["Contributors", "Tags", "Requires at least", "Tested up to"])
      expect(head[field], field).toMatch(/\S/);
    expect(head.Tags!.split(",").length).toBeLessThanOrEqual(5);
    expect(head.Contributors).toMatch(/^[a-z0-9]+(?:, ?[a-z0-9]+)*$/);
  });

  it("give one version and the same requirements", () => {
    expect(head["Stable tag"]).toBe(packageVersion);
    expect(header.Version).toBe(packageVersion);
    expect(head["Requires at least"]).toBe(header["Requires at least"]);
    expect(head["Requires PHP"]).toBe(header["Requires PHP"]);
  });

  it("is never updated from wordpress.org (Update URI: false)", () => {
    expect(header["Update URI"]).toBe("false");
  });

  it.runIf(existsSync(WORDPRESS_VERSION_FILE))(
    "is tested up to the WordPress the journeys run in",
    () => {
      const installed = /\$wp_version = '(\d+\.\d+)/.exec(
        readFileSync(WORDPRESS_VERSION_FILE, "utf8"),
      )?.[1];
      expect(head["Tested up to"]).toBe(installed);
    },
  );
});
