import { defineConfig, type Options } from "tsup";
import { writeElementEntries } from "./scripts/elements";
import { EMBED_ALIASES } from "./scripts/embed-aliases/aliases";

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
      ...writeElementEntries(),
    },
    format: ["esm"],
    dts: true,
    sourcemap: true,
    clean: true,
    outDir: "dist",
  },
  // Standalone classic scripts, everything bundled, one per element (src/embed/<tag>.ts), on Preact
  // (scripts/embed-aliases/) and minified by terser (smaller than esbuild's minifier here). The
  // loader widgets.js and its chunks are built after this by scripts/build-loader.ts.
  {
    ...shared,
    entry: ["src/embed/*.ts"],
    format: ["iife"],
    outDir: "dist/embed",
    minify: "terser",
    terserOptions: { compress: { passes: 3 }, format: { comments: false } },
    noExternal: [/.*/],
    outExtension: () => ({ js: ".js" }),
    esbuildOptions(options) {
      options.alias = EMBED_ALIASES;
      options.define = { ...options.define, "process.env.NODE_ENV": '"production"' };
      options.legalComments = "none";
    },
  },
]);
