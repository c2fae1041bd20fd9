// The prerendered pages, after React Router wrote them: the hydration code's preloads at low
// priority. Every page's content (and its largest paint) is already in the HTML, so the ~150 KB of
// JavaScript that only makes it interactive must not compete with the document and its images
// for the first paint; it still loads in parallel, right after.
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/** `html` with every `<link rel="modulepreload">` fetched at low priority. */
export function deprioritizeHydration(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/** Rewrites every `.html` file under `dir` (the client build) in place. */
export async function rewritePrerenderedPages(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".html"));
  for (const file of files) {
    const path = join(dir, file);
    const html = await readFile(path, "utf8");
    const rewritten = deprioritizeHydration(html);
    if (rewritten !== html) await writeFile(path, rewritten);
  }
  return files.length;
}
