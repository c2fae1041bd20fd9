import { describe, expect, it } from "vitest";
import { deprioritizeHydration } from "./prerender-html";

describe("deprioritizeHydration", () => {
  it("fetches every module preload at low priority", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/><link rel="icon" href="/favicon.svg"/></head>';
    expect(deprioritizeHydration(html)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><link rel="icon" href="/favicon.svg"/></head>',
    );
  });

  it("leaves a preload that already has a priority, and runs twice without change", () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js"/>';
    expect(deprioritizeHydration(html)).toBe(html);
    const once = deprioritizeHydration('<link rel="modulepreload" href="/assets/a.js"/>');
    expect(deprioritizeHydration(once)).toBe(once);
  });
});
