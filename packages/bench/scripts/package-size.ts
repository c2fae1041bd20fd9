// Measures what ships: the embed scripts' bytes, and what the npm package adds to a React app's bundle.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { WIDGETS_DIR } from "../src/workspaces";

export { REACT_MARKERS } from "@marketing/build-tools/react-markers";

export const EMBED_DIR = join(WIDGETS_DIR, "dist", "embed");
/**
 * The loader's 5 KB, in gzip bytes (1 KB = 1,000 bytes). A standalone script is the loader
 * restricted to its tag, so the file alone says nothing of what a page with it downloads:
 * embed-wire-size checks the page's bytes instead.
 */
export const EMBED_BUDGETS: Record<string, number> = {
  "widgets.js": 5_000,
};

export function embedSizes(): Array<{ file: string; raw: number; gzip: number }> {
  return readdirSync(EMBED_DIR)
    .filter((file) => file.endsWith(".js"))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(EMBED_DIR, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
}

/**
 * Bundles a consumer app that imports the package (the built dist/, through its exports map) with
 * React left external, as any React app's bundler would, and returns the output.
 */
export async function bundleConsumer(
  source = 'import { NewsletterSignup, BlogPost } from "@marketing/widgets";\nimport "@marketing/widgets/elements";\nconsole.log(NewsletterSignup, BlogPost);',
): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: WIDGETS_DIR, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    minify: true,
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}
