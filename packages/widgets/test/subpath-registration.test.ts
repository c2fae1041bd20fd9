// @vitest-environment node
// `import "@marketing/widgets/<tag>"` registers its element even in a bundler that drops modules
// `sideEffects` does not list: the registration sits in the subpath's own file. Reads
// the npm build (dist/), as `npm test` runs it after the build.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { ELEMENT_TAGS } from "../src/tags";

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const built = existsSync(join(PACKAGE_DIR, "dist", "elements"));

/** A tree-shaken bundle of a page that only imports the subpath, React left external. */
async function bundleOf(subpath: string): Promise<string> {
  const result = await build({
    stdin: { contents: `import "@marketing/widgets/${subpath}";`, resolveDir: PACKAGE_DIR },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    treeShaking: true,
    logLevel: "silent",
    external: ["react", "react-dom", "react/*", "react-dom/*"],
  });
  return result.outputFiles[0]!.text;
}

describe.skipIf(!built)("the npm element subpaths under tree shaking", () => {
  it.each(ELEMENT_TAGS.map((tag) => [tag]))(
    "@marketing/widgets/%s registers its element",
    async (tag) => {
      const code = await bundleOf(tag);
      expect(code).toContain("customElements.define");
      expect(code).toContain(`"${tag}"`);
    },
  );
});
