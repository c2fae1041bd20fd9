// @vitest-environment node
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { fixturePosts } from "@marketing/local-services/fixtures";
import { detectPostLanguage } from "../src/blog/postLanguage";
import { francEnFr } from "../src/embed/bundler/franc-en-fr";

const ENTRY = fileURLToPath(new URL("../src/blog/postLanguage.ts", import.meta.url));

/** postLanguage.ts bundled for the browser, with or without the plugin: its code and module. */
async function bundled(plugins: (typeof francEnFr)[]) {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: "iife",
    globalName: "postLanguage",
    platform: "browser",
    write: false,
    minify: true,
    plugins,
  });
  const code = result.outputFiles[0]!.text;
  const module = new Function(`${code}; return postLanguage;`)() as {
    detectPostLanguage: typeof detectPostLanguage;
  };
  return { code, module };
}

const TEXTS = [
  ...fixturePosts.map(({ title, summary }) => ({ title, summary })),
  { title: "Backpressure is a feature, not a failure", summary: "" },
  { title: "Feature Flags : Déployer en prod sans stress (et rollback en 1 clic)", summary: "" },
  { title: "Infrastructure scale review", summary: "" },
  { title: "Chaos Engineering : Casser votre prod volontairement", summary: "" },
  { title: "2025", summary: "" },
];

describe("francEnFr", () => {
  it("ships only the English and French models, and detects exactly as the whole package", async () => {
    const [whole, enFr] = await Promise.all([bundled([]), bundled([francEnFr])]);
    expect(enFr.code.length).toBeLessThan(whole.code.length / 5);
    expect(enFr.code).not.toContain('spa:"');
    for (const text of TEXTS) {
      expect(enFr.module.detectPostLanguage(text)).toEqual(whole.module.detectPostLanguage(text));
      expect(enFr.module.detectPostLanguage(text)).toEqual(detectPostLanguage(text));
    }
  });
});
