import { describe, expect, it } from "vitest";
import { tokens } from "./tokens";

/** Every `var(--mw-name, fallback)` in the widgets' styles (nested parentheses included). */
function fallbacks(css: string): { name: string; fallback: string }[] {
  const found: { name: string; fallback: string }[] = [];
  const start = /var\((--mw-[a-z0-9-]+),/g;
  for (let match = start.exec(css); match; match = start.exec(css)) {
    let depth = 1;
    let end = start.lastIndex;
    for (; end < css.length && depth > 0; end++) {
      if (css[end] === "(") depth++;
      else if (css[end] === ")") depth--;
    }
    found.push({ name: match[1] ?? "", fallback: css.slice(start.lastIndex, end - 1).trim() });
  }
  return found;
}

/** #fff and #ffffff, spacing and case differences aside, are one value. */
function normalise(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/#([0-9a-f])([0-9a-f])([0-9a-f])\b/g, "#$1$1$2$2$3$3");
}

/** The source of core/tokens.ts and of every widget's styles, as text. */
const styleSources = Object.entries(
  import.meta.glob<string>(["./tokens.ts", "../**/styles.ts", "../**/toastStyles.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
).map(([file, css]) => ({ file, css }));

describe("design tokens", () => {
  it("finds the widgets' styles", () => {
    expect(styleSources.map(({ file }) => file)).toContain("./tokens.ts");
    expect(styleSources.length).toBeGreaterThan(7);
  });

  it("writes every token fallback in the widgets' styles as the token's own value", () => {
    const known: Record<string, string> = tokens;
    const mismatches: string[] = [];
    let checked = 0;
    for (const { file, css } of styleSources) {
      for (const { name, fallback } of fallbacks(css)) {
        const value = known[name];
        if (value === undefined) continue; // a widget's own theming hook, not a token
        checked++;
        if (normalise(fallback) !== normalise(value))
          mismatches.push(`${file}: ${name} falls back to ${fallback}, the token is ${value}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });
});
