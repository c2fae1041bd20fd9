// A small built site for the site server's tests: pages laid out as the prerender writes them
// (`about/index.html`, `404/index.html`), hashed assets, embeds and a copy of the real example page.
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { EXAMPLES_DIR } from "../site-server";

export interface SiteDirs {
  root: string;
  siteDir: string;
  embedDir: string;
  examplesDir: string;
}

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>document.documentElement.dataset.js="1"</script></head><body><main><h1>${title}</h1>${"<p>Lorem ipsum dolor sit amet.</p>".repeat(40)}</main><script type="module" src="/assets/app-1.js"></script></body></html>`;

const FILES: Record<string, string> = {
  "site/index.html": page("Home"),
  "site/about/index.html": page("About"),
  "site/404/index.html": page("Page not found"),
  "site/fr/404/index.html": page("Page introuvable"),
  "site/blog/__not-found/index.html": page("Post not found"),
  "site/robots.txt": "User-agent: *\nAllow: /\n",
  "site/assets/app-1.js": `export const app = ${JSON.stringify("x".repeat(4000))};`,
  "embed/widgets.js": "(function(){})();",
  "embed/chunks/shared-abc123.js": "export {};",
};

/** Writes the site under `root` (or only `extra`, paths relative to the site folder). */
export async function writeSite(root: string, extra?: Record<string, string>): Promise<SiteDirs> {
  const files = extra
    ? Object.fromEntries(Object.entries(extra).map(([path, text]) => [`site/${path}`, text]))
    : FILES;
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const dirs = {
    root,
    siteDir: join(root, "site"),
    embedDir: join(root, "embed"),
    examplesDir: join(root, "examples"),
  };
  if (!extra) {
    await cp(EXAMPLES_DIR, dirs.examplesDir, { recursive: true });
    // The page as a marketer on another site than the company's configures it: the company's API.
    const example = join(dirs.examplesDir, "embed.html");
    const html = await readFile(example, "utf8");
    const configured = html.replace(
      /(id="marketing-widgets-config">\s*\{)/,
      '$1 "api": "https://www.example.com/api",',
    );
    if (configured === html) throw new Error("examples/embed.html has no configuration block.");
    await writeFile(example, configured);
  }
  return dirs;
}
