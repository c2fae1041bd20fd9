import { defineConfig, type Options } from "tsup";
import { ELEMENT_TAGS, elementFile } from "./src/tags";

/** Each element's one file is the entry of its npm subpath, under `prefix<tag>`. */
const elementEntries = (prefix: string) =>
  Object.fromEntries(ELEMENT_TAGS.map((tag) => [`${prefix}${tag}`, elementFile(tag)]));

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
      // `@marketing/widgets/testing`: resets of the page-wide state, for tests and stories.
      testing: "src/testing.ts",
      ...elementEntries("elements/"),
    },
    format: ["esm"],
    dts: true,
    sourcemap: true,
    clean: true,
    outDir: "dist",
  },
  // The embeds (the loader widgets.js, the standalone scripts and their chunks) are built after this
  // by src/embed/bundler/build-embeds.ts.
]);
