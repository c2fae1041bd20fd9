// Measures what ships: the embed scripts' bytes, and what the npm package adds to a React app's bundle.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

// Not `new URL("..", import.meta.url)`: Vite rewrites that pattern as an asset URL in jsdom tests.
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
export const EMBED_DIR = join(PACKAGE_DIR, "dist", "embed");
/** Issue 7's bars and issue 13's 5 KB for the loader, in gzip bytes (1 KB = 1,000 bytes). */
export const EMBED_BUDGETS: Record<string, number> = {
  "newsletter-signup.js": 35_000,
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

/** Strings only React's own source contains (react, react-dom, the JSX runtime, the scheduler). */
export const REACT_MARKERS = [
  "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE",
  "__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED",
  "react.transitional.element",
  "Minified React error #",
  "unstable_scheduleCallback",
];

/**
 * Bundles a consumer app that imports the package (the built dist/, through its exports map) with
 * React left external, as any React app's bundler would, and returns the output.
 */
export async function bundleConsumer(
  source = 'import { NewsletterSignup, BlogPost } from "@marketing/widgets";\nimport "@marketing/widgets/elements";\nconsole.log(NewsletterSignup, BlogPost);',
): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: PACKAGE_DIR, loader: "ts" },
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
