// The prerendered pages, after React Router wrote them: the code that hydrates a page loads only
// once the page has loaded and painted, one module per task. Every page's content (and its largest
// paint) is already in the HTML, and every link is a real `<a href>` to a prerendered page, so the
// JavaScript that only makes the page interactive (menu, forms, widgets' live data, client-side
// language switch) must neither compete with the document and its images for the first paint nor
// block the main thread: evaluating the whole module graph in one go was a single 150–200 ms task
// with the CPU slowed 4x.
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { HYDRATED_EVENT } from "./hydration";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
/** React Router's inline entry: the manifest, each route module, then `entry.client`. */
const ENTRY_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** The static imports of a built module (its siblings in the assets folder), by file name. */
export function staticImports(code: string): string[] {
  return [...new Set([...code.matchAll(STATIC_IMPORT)].map(([, file]) => file!))];
}

/**
 * `modules` (URLs) in an order where every module comes after the modules it imports, so that
 * importing them one by one evaluates exactly one new module each time.
 */
export function dependencyOrder(modules: string[], importsOf: (url: string) => string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    order.push(url);
  };
  for (const url of modules) visit(url);
  return order;
}

interface EntryParts {
  manifest: string;
  routes: Array<[id: string, url: string]>;
  entry: string;
}

/** The URLs React Router's inline entry script imports, or nothing when it has another shape. */
export function parseEntryScript(body: string): EntryParts | undefined {
  const manifest = /^import "([^"]+)";/m.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);/m.exec(body)?.[1];
  const bindings = new Map(
    [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";/gm)].map(([, name, url]) => [
      name!,
      url!,
    ]),
  );
  const modules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(body)?.[1];
  if (!manifest || !entry || !modules) return undefined;
  const routes: Array<[string, string]> = [];
  for (const [, id, name] of modules.matchAll(/"([^"]+)":(route\d+)/g)) {
    const url = bindings.get(name!);
    if (!url) return undefined;
    routes.push([id!, url]);
  }
  return { manifest, routes, entry };
}

/**
 * The deferred entry. It starts after the `load` event, the first contentful paint and two more
 * frames (the page's images are painted by then), so a page is shown before any of its code is
 * even fetched, or at the visitor's first interaction if that comes sooner. It then preloads every
 * module at once, imports them one per task in dependency order (each `import()` evaluates one
 * module), hands the route modules to React Router as its own entry did, and imports
 * `entry.client` (which hydrates inside a transition, time-sliced by React).
 *
 * What a visitor did before hydration is not lost: a form submitted is held and submitted again,
 * and a button clicked is clicked again, once the page has hydrated; text typed into a field is
 * handed to its component (its value set back, then typed again as one input event).
 */
export function deferredEntry(parts: EntryParts, modules: string[]): string {
  const entryModules = new Set([parts.entry]);
  const ordered = modules.filter((url) => !entryModules.has(url));
  const source = `
const modules = ${JSON.stringify(ordered)};
const routes = ${JSON.stringify(Object.fromEntries(parts.routes))};
const held = [];
const hold = (event) => {
  const button = event.type === "click" && event.target.closest?.("button:not([type=submit])");
  if (event.type === "submit" || button) { event.preventDefault(); held.push(event.type === "submit" ? event.target : button); }
};
addEventListener("submit", hold, true);
addEventListener("click", hold, true);
const hydrated = new Promise((resolve) => document.addEventListener(${JSON.stringify(HYDRATED_EVENT)}, resolve, { once: true }));
const task = () => new Promise((resolve) => setTimeout(resolve, 0));
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const interaction = new Promise((resolve) => { for (const type of ["pointerdown", "keydown", "focusin", "touchstart"]) addEventListener(type, resolve, { once: true, capture: true, passive: true }); });
const painted = (async () => {
  await new Promise((resolve) => document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true }));
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) await new Promise((resolve) => new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); resolve(); } }).observe({ type: "paint", buffered: true }));
  await frame();
  await frame();
})();
await Promise.race([interaction, painted]);
for (const href of [...modules, ${JSON.stringify(parts.entry)}]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
const loaded = {};
for (const href of modules) { loaded[href] = await import(href); await task(); }
window.__reactRouterRouteModules = Object.fromEntries(Object.entries(routes).map(([id, href]) => [id, loaded[href]]));
import(${JSON.stringify(parts.entry)});
await hydrated;
removeEventListener("submit", hold, true);
removeEventListener("click", hold, true);
for (const field of document.querySelectorAll("input:not([type=checkbox]):not([type=radio]), textarea")) {
  if (field.value === field.defaultValue) continue;
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
for (const target of held) if (target.isConnected) target instanceof HTMLFormElement ? target.requestSubmit() : target.click();
`;
  return source.trim();
}

/**
 * `html` with its module preloads removed and React Router's entry script replaced by the
 * deferred one; `importsOf` gives a module URL's static imports (as URLs). Unchanged when the
 * page has no entry script of the known shape.
 */
export function deferHydration(html: string, importsOf: (url: string) => string[]): string {
  const script = ENTRY_SCRIPT.exec(html);
  const parts = script && parseEntryScript(script[1]!);
  if (!script || !parts) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const modules = dependencyOrder(
    [parts.manifest, ...preloads, ...parts.routes.map(([, url]) => url)],
    importsOf,
  );
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(script[0], () => `<script type="module">${deferredEntry(parts, modules)}</script>`);
}

/** Rewrites every `.html` file under `dir` (the client build) in place. */
export async function rewritePrerenderedPages(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".html"));
  const imports = new Map<string, string[]>();
  const importsOf = (url: string) => imports.get(url) ?? [];
  for (const file of await readdir(join(dir, "assets"))) {
    if (!file.endsWith(".js")) continue;
    const code = await readFile(join(dir, "assets", file), "utf8");
    imports.set(
      `/assets/${file}`,
      staticImports(code).map((name) => `/assets/${name}`),
    );
  }
  for (const file of files) {
    const path = join(dir, file);
    const html = await readFile(path, "utf8");
    const rewritten = deferHydration(html, importsOf);
    if (rewritten !== html) await writeFile(path, rewritten);
  }
  return files.length;
}
