// The plugin's PHP copies of the shared text rules run the same cases as the TypeScript
// (packages/contracts/src/text-rules.cases.json), through PHP itself (test/text-rules-check.php).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PLUGIN_DIR } from "./strings";
import { hasPhp } from "./php";

const CASES = createRequire(import.meta.url).resolve("@marketing/contracts/text-rules.cases.json");

// Without PHP (no WordPress stack), the plugin's layer of `npm test` is skipped as a whole.
describe.skipIf(!hasPhp() && !process.env.CI)("the plugin's text rules (PHP)", () => {
  it("pass every shared case", () => {
    const output = execFileSync("php", [join(PLUGIN_DIR, "test", "text-rules-check.php"), CASES], {
      encoding: "utf8",
    });
    expect(output).toMatch(/^text rules: \d+ shared cases pass$/m);
  });
});
