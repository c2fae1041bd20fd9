// Every Vitest project in vitest.config.ts runs in a layer of `npm test`: a project left out (as
// the Apps Script's once was) fails here, and every layer has a time limit.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { LAYER_LIMITS, VITEST_LAYERS, projectArgs } from "./test-layers";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The child's environment: none of this test runner's own variables. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^(VITEST|NODE_ENV$|NODE_OPTIONS$|TEST$)/.test(name),
  ),
);

/** The projects `vitest list` finds test files in, with these `--project` arguments. */
async function projects(args: string[] = []): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    resolve(ROOT, "node_modules/.bin/vitest"),
    ["list", "--filesOnly", "--json", ...args],
    { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
  );
  const files = JSON.parse(stdout) as { projectName?: string }[];
  // A browser project is listed with its browser: `storybook-en (chromium)`.
  return [...new Set(files.map((file) => (file.projectName ?? "").replace(/ \(.*\)$/, "")))].sort();
}

describe("npm test's Vitest layers", () => {
  it("run every project of vitest.config.ts, each once", async () => {
    const all = await projects();
    expect(all).toEqual(expect.arrayContaining(["apps-script", "contracts", "tooling"]));
    const layers = Object.keys(VITEST_LAYERS) as (keyof typeof VITEST_LAYERS)[];
    const run = await Promise.all(layers.map((layer) => projects(projectArgs(layer))));
    expect(run.flat().sort()).toEqual(all);
  }, 60_000);

  it("are the ones scripts/test.ts runs, and every layer there has a time limit", () => {
    const script = readFileSync(resolve(ROOT, "scripts/test.ts"), "utf8");
    for (const layer of Object.keys(VITEST_LAYERS))
      expect(script).toContain(`projectArgs("${layer}")`);
    const named = [...script.matchAll(/run\.(?:check|suite)\(\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(8);
    for (const name of named) expect(Object.keys(LAYER_LIMITS)).toContain(name);
    expect(script).not.toMatch(/--project",\s*"/);
  });
});
