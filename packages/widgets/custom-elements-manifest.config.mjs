// @custom-elements-manifest/analyzer's configuration: `npm run docs -w @marketing/widgets` runs it
// (scripts/generate.ts, under tsx, which loads the plugin's TypeScript) and writes
// custom-elements.json. The elements are `declareWidget` calls, read by the plugin.
import { declareWidgetPlugin } from "./scripts/declare-widget-plugin.ts";

/** @type {import("@custom-elements-manifest/analyzer").Config} */
export default {
  // Each widget's declaration, and the attribute groups the declarations spread.
  globs: ["src/*/*.api.ts", "src/core/attributes.ts"],
  outdir: ".",
  // package.json already names the manifest (`customElements`).
  packagejson: false,
  quiet: true,
  plugins: [declareWidgetPlugin()],
};
