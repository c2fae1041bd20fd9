// `import code from "virtual:site-script"`: app/browser/site.ts bundled and minified by esbuild into
// one self-contained string, which root.tsx inlines into every page (a script of about 1 KB is
// cheaper inline than as a request, and the site's CSP allows it by its hash).
import { build } from "esbuild";
import type { Plugin } from "vite";

const ID = "virtual:site-script";
const ENTRY = new URL("./app/browser/site.ts", import.meta.url).pathname;

export const inlineSiteScript: Plugin = {
  name: "site:inline-script",
  resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
  async load(id) {
    if (id !== `\0${ID}`) return undefined;
    const result = await build({
      entryPoints: [ENTRY],
      bundle: true,
      minify: true,
      write: false,
      format: "iife",
      target: "es2022",
      // The widgets' language module from source, as the rest of the site imports it.
      conditions: ["source"],
      metafile: true,
      logLevel: "silent",
    });
    for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
    return `export default ${JSON.stringify(result.outputFiles[0]!.text.trim())};`;
  },
};
