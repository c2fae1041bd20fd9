// `import code from "virtual:site-script"`: app/browser/site.ts bundled and minified by esbuild into
// one self-contained string, which root.tsx inlines into every page (a script of about 1 KB is
// cheaper inline than as a request, and the site's CSP allows it by its hash).
import { build } from "esbuild";
import type { Plugin } from "vite";

/** Each virtual module and the script it bundles. */
const SCRIPTS: Record<string, string> = {
  "virtual:site-script": new URL("./app/browser/site.ts", import.meta.url).pathname,
  // Only on the newsletter's confirmation page (routes/newsletter-confirm.tsx).
  "virtual:confirm-script": new URL("./app/browser/newsletter-confirm.ts", import.meta.url)
    .pathname,
  // Only on the comment mails' link pages (components/MailLinkPage.tsx).
  "virtual:mail-link-script": new URL("./app/browser/mail-link.ts", import.meta.url).pathname,
};

export const inlineSiteScript: Plugin = {
  name: "site:inline-script",
  resolveId: (id) => (id in SCRIPTS ? `\0${id}` : undefined),
  async load(id) {
    const entry = id.startsWith("\0") ? SCRIPTS[id.slice(1)] : undefined;
    if (!entry) return undefined;
    const result = await build({
      entryPoints: [entry],
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
