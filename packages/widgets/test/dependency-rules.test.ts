// @vitest-environment node
// The repository's dependency rules (.dependency-cruiser.cjs), run by
// dependency-cruiser's own CLI as a developer runs it: the real tree has no violation beyond the
// known ones (.dependency-cruiser-known-violations.json, each to be removed with its cause), that
// list holds none that no longer occurs (so it only shrinks), and a fixture tree that breaks each
// rule fails it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const DEPCRUISE = join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

/** The violations dependency-cruiser reports for `paths` under `cwd`. */
function violations(cwd: string, paths: string[]): Violation[] {
  const args = [DEPCRUISE, ...paths, "--config", CONFIG, "--output-type", "json"];
  const run = spawnSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 1 << 28 });
  if (!run.stdout) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations.filter((violation) => violation.rule.severity !== "ignore");
}

const shown = (list: Violation[]) => list.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

describe("the dependency rules", () => {
  const known = shown(
    JSON.parse(
      readFileSync(join(ROOT, ".dependency-cruiser-known-violations.json"), "utf8"),
    ) as Violation[],
  );
  let real: string[] | undefined;
  const inTree = () => (real ??= shown(violations(ROOT, ["packages", "sites", "e2e", "scripts"])));

  it("hold in every workspace, the known violations aside", { timeout: 180_000 }, () =>
    expect(inTree().filter((violation) => !known.includes(violation))).toEqual([]),
  );

  it("list no known violation that no longer occurs", { timeout: 180_000 }, () =>
    expect(known.filter((violation) => !inTree().includes(violation))).toEqual([]),
  );

  describe("fail on a tree that breaks each of them", () => {
    const tree = mkdtempSync(join(tmpdir(), "dependency-rules-"));
    afterAll(() => rmSync(tree, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    write("package.json", JSON.stringify({ name: "fixture", workspaces: ["packages/*"] }));
    write("packages/a/package.json", JSON.stringify({ name: "@marketing/a", main: "index.ts" }));
    write("packages/a/index.ts", "export const a = 1;\n");
    // b uses a without declaring it; a circle; a bench imported by code.
    write("packages/b/package.json", JSON.stringify({ name: "@marketing/b" }));
    write("packages/b/uses-a.ts", 'import { a } from "@marketing/a";\nexport const b = a;\n');
    write("packages/b/one.ts", 'import { two } from "./two";\nexport const one = () => two;\n');
    write("packages/b/two.ts", 'import { one } from "./one";\nexport const two = () => one;\n');
    write("packages/b/bench/speed.bench.ts", "export const rows = [];\n");
    write(
      "packages/b/report.ts",
      'import { rows } from "./bench/speed.bench";\nexport { rows };\n',
    );
    // core/ importing the embed layer.
    write("packages/widgets/package.json", JSON.stringify({ name: "@marketing/widgets" }));
    write("packages/widgets/src/embed/loader.ts", "export const load = () => undefined;\n");
    write(
      "packages/widgets/src/core/config.ts",
      'import { load } from "../embed/loader";\nexport const c = load;\n',
    );
    mkdirSync(join(tree, "node_modules", "@marketing"), { recursive: true });
    symlinkSync(join(tree, "packages", "a"), join(tree, "node_modules", "@marketing", "a"));

    let cruised: string[] | undefined;
    const found = () => (cruised ??= shown(violations(tree, ["packages"])));

    it("an import circle", { timeout: 60_000 }, () =>
      expect(found()).toContain("no-circular: packages/b/one.ts → packages/b/two.ts"),
    );
    it("core/ importing the embed layer", { timeout: 60_000 }, () =>
      expect(found()).toContain(
        "embed-layer-is-a-leaf: packages/widgets/src/core/config.ts → packages/widgets/src/embed/loader.ts",
      ),
    );
    it("a bench imported by code", { timeout: 60_000 }, () =>
      expect(found()).toContain(
        "no-bench-imports: packages/b/report.ts → packages/b/bench/speed.bench.ts",
      ),
    );
    it("a workspace used without being declared", { timeout: 60_000 }, () =>
      expect(found()).toContain(
        "declared-workspaces: packages/b/uses-a.ts → node_modules/@marketing/a/index.ts",
      ),
    );
  });
});
