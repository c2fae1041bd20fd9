import { basename, resolve } from "node:path";
import { defineConfig, type Options } from "tsup";
import { ELEMENT_TAGS, elementFile } from "./src/tags";
import { EMBED_ALIASES } from "./scripts/embed-aliases/aliases";
import { minifyCss } from "./scripts/embed-aliases/minify-css";
import { francEnFr } from "./scripts/embed-aliases/franc-en-fr";

/** Each element's one file is the entry of both builds, under `prefix<tag>`. */
const elementEntries = (prefix: string) =>
  Object.fromEntries(ELEMENT_TAGS.map((tag) => [`${prefix}${tag}`, elementFile(tag)]));

/**
 * A classic script only runs its element file: the entry imports it, so the file's exports (the
 * npm subpath's API) are not written onto a throwaway object.
 */
const importOnly: NonNullable<Options["esbuildPlugins"]>[number] = {
  name: "import-only-entries",
  setup(build) {
    build.onResolve({ filter: /\.element\.ts$/ }, (args) =>
      args.kind === "entry-point" ? { path: resolve(args.path), namespace: "entry" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "entry" }, (args) => ({
      contents: `import ${JSON.stringify(args.path)};`,
      resolveDir: process.cwd(),
    }));
  },
};

/**
 * An npm element subpath (`@marketing/widgets/<tag>`) calls its element's `define` in its own file:
 * the element's module may land in a chunk shared with `./elements`, which `sideEffects` does not
 * list, so a bundler would drop the registration of a bare `import "@marketing/widgets/<tag>"`.
 * (Unless the module's own registration on import already did it.)
 */
const registeringEntries: NonNullable<Options["esbuildPlugins"]>[number] = {
  name: "registering-entries",
  setup(build) {
    build.onResolve({ filter: /\.element\.ts$/ }, (args) =>
      args.kind === "entry-point" ? { path: args.path, namespace: "subpath" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "subpath" }, (args) => {
      const file = JSON.stringify(resolve(args.path));
      const tag = JSON.stringify(basename(args.path, ".element.ts"));
      const register = `if (typeof customElements !== "undefined" && !customElements.get(${tag})) define();`;
      return {
        contents: `import { define } from ${file};\n${register}\nexport * from ${file};`,
        resolveDir: process.cwd(),
        loader: "ts",
      };
    });
  },
};

const shared: Options = {
  target: "es2022",
  platform: "browser",
  treeshake: true,
  loader: { ".json": "json" },
};

export default defineConfig([
  // The npm package: ESM + declarations; React (a peer) and every dependency left to the consumer.
  {
    ...shared,
    entry: {
      index: "src/index.ts",
      elements: "src/elements.ts",
      language: "src/core/language.ts",
      "post-language": "src/blog/postLanguage.ts",
      // `@marketing/widgets/server`, for Node hosts (never in the embeds below).
      server: "src/server/index.ts",
      ...elementEntries("elements/"),
    },
    esbuildPlugins: [registeringEntries],
    format: ["esm"],
    dts: true,
    sourcemap: true,
    clean: true,
    outDir: "dist",
  },
  // Standalone classic scripts, everything bundled, one per element (its .element.ts), on Preact
  // (scripts/embed-aliases/), their CSS strings minified (minify-css.ts), franc's language models
  // cut to English and French (franc-en-fr.ts) and minified by terser
  // (smaller than esbuild's minifier here). The
  // loader widgets.js and its chunks are built after this by scripts/build-loader.ts.
  {
    ...shared,
    entry: elementEntries(""),
    format: ["iife"],
    outDir: "dist/embed",
    minify: "terser",
    terserOptions: { compress: { passes: 3 }, format: { comments: false } },
    noExternal: [/.*/],
    outExtension: () => ({ js: ".js" }),
    esbuildPlugins: [importOnly, minifyCss, francEnFr],
    esbuildOptions(options) {
      options.alias = EMBED_ALIASES;
      options.define = {
        ...options.define,
        "process.env.NODE_ENV": '"production"',
        __MW_LOADER_CHUNK__: "false",
      };
      options.legalComments = "none";
    },
  },
]);
