import { describe, expect, it } from "vitest";
import { deferHydration, dependencyOrder, parseEntryScript, staticImports } from "./prerender-html";

const ENTRY = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");`;

const PAGE = `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/react-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/><link rel="icon" href="/favicon.svg"/></head><body><h1>Hi</h1><script type="module" async="">${ENTRY}</script></body>`;

const IMPORTS: Record<string, string[]> = {
  "/assets/entry.client-1.js": ["/assets/react-1.js"],
  "/assets/root-1.js": ["/assets/react-1.js"],
  "/assets/home-1.js": ["/assets/root-1.js", "/assets/react-1.js"],
};
const importsOf = (url: string) => IMPORTS[url] ?? [];

describe("staticImports", () => {
  it("reads a minified module's imports of its siblings, once each", () => {
    const code = `import{a as b}from"./chunk-A.js";import"./side-B.js";export{c}from"./chunk-A.js";const x=import("./lazy.js");`;
    expect(staticImports(code)).toEqual(["chunk-A.js", "side-B.js"]);
  });
});

describe("dependencyOrder", () => {
  it("puts every module after the modules it imports", () => {
    expect(dependencyOrder(["/assets/home-1.js", "/assets/root-1.js"], importsOf)).toEqual([
      "/assets/react-1.js",
      "/assets/root-1.js",
      "/assets/home-1.js",
    ]);
  });
});

describe("parseEntryScript", () => {
  it("names the manifest, each route module and entry.client", () => {
    expect(parseEntryScript(ENTRY)).toEqual({
      manifest: "/assets/manifest-1.js",
      routes: [
        ["root", "/assets/root-1.js"],
        ["routes/home", "/assets/home-1.js"],
      ],
      entry: "/assets/entry.client-1.js",
    });
  });

  it("gives nothing for a script of another shape", () => {
    expect(parseEntryScript('import("/assets/x.js");')).toBeUndefined();
  });
});

describe("deferHydration", () => {
  const html = deferHydration(PAGE, importsOf);

  it("removes every module preload, so no script is fetched before the first paint", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain("<h1>Hi</h1>");
  });

  it("imports the modules one by one in dependency order, entry.client last", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).toContain(
      'const modules = ["/assets/manifest-1.js","/assets/react-1.js","/assets/root-1.js","/assets/home-1.js"];',
    );
    expect(script).toContain(
      'const routes = {"root":"/assets/root-1.js","routes/home":"/assets/home-1.js"};',
    );
    const entry = script.indexOf('import("/assets/entry.client-1.js");');
    expect(entry).toBeGreaterThan(script.indexOf("window.__reactRouterRouteModules ="));
    expect(script).toContain('addEventListener("load"');
  });

  it("holds what a visitor does before hydration and replays it after", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).toContain('addEventListener("submit", hold, true)');
    expect(script).toContain('document.addEventListener("site:hydrated"');
    expect(script).toContain("requestSubmit()");
  });

  it("leaves a page without React Router's entry alone, and runs twice without change", () => {
    expect(deferHydration("<p>static</p>", importsOf)).toBe("<p>static</p>");
    expect(deferHydration(html, importsOf)).toBe(html);
  });
});
