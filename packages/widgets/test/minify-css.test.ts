// @vitest-environment node
// (esbuild, which minifies the CSS, refuses to run in jsdom: its Uint8Array is another realm's.)
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { minifyCssVite } from "@marketing/build-tools/minify-css";

const PRICING_STYLES = fileURLToPath(new URL("../src/pricing-table/styles.ts", import.meta.url));
const source = readFileSync(PRICING_STYLES, "utf8");

/** The CSS text of the `pricingStyles` constant in a module's code. */
function pricingCss(code: string): string {
  const literal = /pricingStyles\s*=\s*(`[^`]*`|"(?:[^"\\]|\\.)*")/.exec(code)?.[1];
  if (!literal) throw new Error("no pricingStyles constant");
  return literal.startsWith("`") ? literal.slice(1, -1) : (JSON.parse(literal) as string);
}

const rules = (css: string) => css.match(/\{/g)?.length ?? 0;

describe("the site build's CSS minifier (the embeds' own, as a Vite plugin)", () => {
  it("minifies a widget's styles, keeping every rule", () => {
    const result = minifyCssVite.transform(source, PRICING_STYLES);
    expect(result).toBeDefined();
    const before = pricingCss(source);
    const after = pricingCss(result!.code);
    expect(after.length).toBeLessThan(before.length * 0.9);
    expect(after).not.toMatch(/\n|;\}/);
    expect(rules(after)).toBe(rules(before));
    // A var()'s fallback loses the space after its comma (CSS trims it anyway).
    expect(after).toContain("var(--mw-color-primary,#1d4ed8)");
  });

  it("reads the file's path without Vite's query", () => {
    expect(minifyCssVite.transform(source, `${PRICING_STYLES}?v=1a2b`)).toBeDefined();
  });

  it("leaves other files alone: components, and styles outside the widgets' sources", () => {
    const component = PRICING_STYLES.replace(/styles\.ts$/, "PricingTable.tsx");
    expect(minifyCssVite.transform(source, component)).toBeUndefined();
    expect(minifyCssVite.transform(source, "/repo/sites/marketing/app/styles.ts")).toBeUndefined();
  });

  it("runs in production builds only, before TypeScript is compiled", () => {
    expect(minifyCssVite).toMatchObject({ apply: "build", enforce: "pre" });
  });
});
