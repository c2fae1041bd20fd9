import { defineConfig, type Options } from "tsup";
import { registeringEntries } from "./scripts/registering-entries";
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
      ...elementEntries("elements/"),
    },
    esbuildPlugins: [registeringEntries],
    format: ["esm"],
    // The contracts workspace is not published: mapped to its source, its types are compiled into
    // the package's declarations like the package's own (test/packed.e2e.ts type-checks them).
    dts: {
      compilerOptions: { paths: { "@marketing/contracts": ["../contracts/src/index.ts"] } },
    },
    sourcemap: true,
    clean: true,
    outDir: "dist",
  },
  // The embeds (the loader widgets.js, the standalone scripts and their chunks) are built after this
  // by src/embed/bundler/build-embeds.ts.
]);
