import { defineConfig, type Options } from "tsup";

const shared: Options = {
  target: "es2022",
  sourcemap: true,
  treeshake: true,
  loader: { ".json": "json" },
};

/** The embed scripts ship Preact's React-compatible runtime: a fraction of React's bytes. */
const preactAliases = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react/jsx-runtime": "preact/jsx-runtime",
};

export default defineConfig([
  // The npm package: ESM + declarations, dependencies (and the React peer) left to the consumer.
  {
    ...shared,
    entry: { index: "src/index.ts", elements: "src/elements.ts" },
    format: ["esm"],
    dts: true,
    clean: true,
    outDir: "dist",
  },
  // Standalone embed scripts: classic scripts with everything bundled, one per element plus widgets.js.
  {
    ...shared,
    entry: ["src/embed/*.ts"],
    format: ["iife"],
    outDir: "dist/embed",
    minify: true,
    noExternal: [/.*/],
    outExtension: () => ({ js: ".js" }),
    esbuildOptions(options) {
      options.alias = preactAliases;
      options.define = { ...options.define, "process.env.NODE_ENV": '"production"' };
    },
  },
]);
