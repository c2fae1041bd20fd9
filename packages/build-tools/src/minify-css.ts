// The built widgets' CSS: each widget's styles are a CSS string in TypeScript (`xStyles = \`...\``,
// `baseCss`), kept readable in the source and minified here, at build time, by esbuild's CSS
// minifier (about a fifth of the embeds' own gzip bytes were CSS). Shared by the widgets' standalone
// scripts (their tsup.config.ts), the loader's chunks (their src/embed/bundler/build-embeds.ts) and the site's
// production build (sites/marketing/vite.config.ts); the npm package keeps the source text.
import { readFile } from "node:fs/promises";
import { transformSync, type Plugin } from "esbuild";

/** The files that hold the CSS strings. */
const CSS_FILES = /[\\/](styles|toastStyles|tokens|Field)\.tsx?$/;

/** A CSS string constant: `fooStyles = \`...\`` or `fooCss = \`...\`` without interpolation. */
const CSS_LITERAL = /((?:Styles|Css)\s*=\s*)`([^`$\\]*)`/g;

/**
 * The space esbuild keeps after a `var()`'s comma: a fallback's leading whitespace is not part of
 * its value (CSS Variables: the fallback is trimmed), and every widget's CSS has hundreds of them.
 */
const VAR_FALLBACK_SPACE = /(var\(--[\w-]+,) /g;

/** Minifies the CSS string constants of one source file's text. */
export function minifyCssLiterals(source: string): string {
  return source.replace(CSS_LITERAL, (_, assignment: string, css: string) => {
    const minified = transformSync(css, { loader: "css", minify: true })
      .code.trim()
      .replace(VAR_FALLBACK_SPACE, "$1");
    return `${assignment}${JSON.stringify(minified)}`;
  });
}

export const minifyCss: Plugin = {
  name: "minify-css-literals",
  setup(build) {
    build.onLoad({ filter: CSS_FILES }, async ({ path }) => ({
      contents: minifyCssLiterals(await readFile(path, "utf8")),
      loader: path.endsWith("x") ? "tsx" : "ts",
    }));
  },
};

/**
 * The same for a Vite build (the site composes the widgets from source): a plugin object of
 * Vite's shape, so that this package needs no Vite of its own.
 */
export const minifyCssVite = {
  name: "minify-css-literals",
  enforce: "pre" as const,
  apply: "build" as const,
  transform(code: string, id: string): { code: string; map: null } | undefined {
    const path = id.split("?")[0]!;
    if (!CSS_FILES.test(path) || !/[\\/]widgets[\\/]src[\\/]/.test(path)) return undefined;
    return { code: minifyCssLiterals(code), map: null };
  },
};
