import { defineConfig, type Options } from "tsup";
import { writeElementEntries } from "./scripts/elements";

const shared: Options = {
  target: "es2022",
  platform: "browser",
  treeshake: true,
  loader: { ".json": "json" },
};

/**
 * The embed scripts run on Preact's React-compatible runtime (a fraction of React's bytes), with a
 * `react` whose default export keeps only what libraries use (scripts/embed-aliases/), minified by
 * terser (smaller than esbuild's minifier here). Every browser test of the embed runs on these files.
 */
const embedAliases = {
  react: "./scripts/embed-aliases/react.ts",
  "react-dom": "preact/compat",
  "react/jsx-runtime": "preact/jsx-runtime",
};

export default defineConfig([
  // The npm package: ESM + declarations; React (a peer) and every dependency left to the consumer.
  {
    ...shared,
    entry: { index: "src/index.ts", elements: "src/elements.ts", ...writeElementEntries() },
    format: ["esm"],
    dts: true,
    sourcemap: true,
    clean: true,
    outDir: "dist",
  },
  // Standalone classic scripts, everything bundled: one per element (src/embed/<tag>.ts) + widgets.js.
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
      options.alias = embedAliases;
      options.define = { ...options.define, "process.env.NODE_ENV": '"production"' };
      options.legalComments = "none";
    },
  },
]);
