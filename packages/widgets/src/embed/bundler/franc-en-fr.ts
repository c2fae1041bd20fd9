// franc-min's trigram models cover 82 languages (100 KB of data.js, 50 KB gzip). A post is only
// ever English or French, and postLanguage.ts asks franc for those two only (`only`), which reads
// no other model: the browser builds (the standalone scripts, tsup.config.ts; the loader's chunks,
// build-embeds.ts here) replace data.js with those two models, about 5 KB gzip in all. Detection
// gives the same answers (a test bundles it both ways); Node (the site's build, tests) keeps the
// package as published.
import { pathToFileURL } from "node:url";
import type { Plugin } from "esbuild";
import { FRANC_LANGUAGES } from "../../blog/francLanguages";

/** franc-min's data module: `{ [script]: { [iso6393]: "trigram|trigram|…" } }`. */
const DATA_MODULE = /[\\/]franc-min[\\/]data\.js$/;

/** The models of the languages postLanguage.ts asks for, in franc-min's own shape. */
export async function enFrModels(path: string): Promise<Record<string, Record<string, string>>> {
  const { data } = (await import(pathToFileURL(path).href)) as {
    data: Record<string, Record<string, string>>;
  };
  const kept: Record<string, Record<string, string>> = {};
  for (const [script, models] of Object.entries(data)) {
    for (const [code, model] of Object.entries(models)) {
      if (code in FRANC_LANGUAGES) (kept[script] ??= {})[code] = model;
    }
  }
  return kept;
}

export const francEnFr: Plugin = {
  name: "franc-en-fr",
  setup(build) {
    build.onLoad({ filter: DATA_MODULE }, async ({ path }) => ({
      contents: `export const data = ${JSON.stringify(await enFrModels(path))};\n`,
      loader: "js",
    }));
  },
};
