// @vitest-environment node
// The npm package's element subpaths (tsup.config.ts) are generated modules: their source maps,
// published with the package, must not carry the publisher's absolute paths.
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { registeringEntries } from "../scripts/registering-entries";
import { elementFile } from "../src/tags";

const packageDir = new URL("..", import.meta.url).pathname;

describe("an element subpath's source map", () => {
  it("names its sources relative to the package, never by an absolute path", async () => {
    const result = await build({
      absWorkingDir: packageDir,
      entryPoints: { "elements/kpi-counters": `./${elementFile("kpi-counters")}` },
      plugins: [registeringEntries],
      bundle: true,
      format: "esm",
      sourcemap: true,
      write: false,
      outdir: "dist",
      packages: "external",
      logLevel: "silent",
    });
    const map = result.outputFiles.find((file) => file.path.endsWith(".js.map"))!;
    const { sources, sourcesContent } = JSON.parse(map.text) as {
      sources: string[];
      sourcesContent: string[];
    };
    expect(sources.length).toBeGreaterThan(1);
    for (const text of [...sources, ...sourcesContent, map.text])
      expect(text).not.toContain(packageDir.replace(/\/$/, ""));
    expect(sourcesContent.some((text) => text.includes(`from "./kpi-counters.element.ts"`))).toBe(
      true,
    );
  });
});
