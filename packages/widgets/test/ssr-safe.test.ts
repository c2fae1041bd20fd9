// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const BROWSER_GLOBALS = [
  "window",
  "document",
  "navigator",
  "location",
  "localStorage",
  "sessionStorage",
  "customElements",
  "HTMLElement",
  "CSSStyleSheet",
  "matchMedia",
];
const OUR_SOURCE = /packages\/widgets\/src\//;

/** Records who reads a browser global (each read yields undefined, as on a server). */
function trapBrowserGlobals() {
  const readers: string[] = [];
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // The first stack frame below this getter is the reader.
        const frame = new Error().stack?.split("\n")[2] ?? "";
        if (OUR_SOURCE.test(frame)) readers.push(`${name} ← ${frame.trim()}`);
        return undefined;
      },
    });
  }
  return readers;
}

describe("importing the React API on a server (prerendering)", () => {
  let readers: string[];
  beforeEach(() => {
    readers = trapBrowserGlobals();
  });
  afterEach(() => {
    for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
  });

  it("reads no browser global from the library's own modules, and adds no global", async () => {
    const before = new Set(Object.getOwnPropertyNames(globalThis));

    vi.resetModules(); // test/setup.ts already loaded core/config.ts: evaluate every module afresh
    const api = await import("../src/index");

    expect(api.NewsletterSignup).toBeTypeOf("function");
    expect(api.WidgetsProvider).toBeTypeOf("function");
    expect(readers).toEqual([]);
    const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
    expect(added).toEqual([]);
  });
});
