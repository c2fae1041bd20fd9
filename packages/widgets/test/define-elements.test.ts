import { afterEach, describe, expect, it, vi } from "vitest";
import { ELEMENT_TAGS, elementFile } from "../src/tags";
import { warmSteps } from "../src/embed/warm";

afterEach(() => vi.restoreAllMocks());

const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

describe.each(ELEMENT_TAGS.map((tag) => [tag] as const))("%s.element.ts", (tag) => {
  it("registers its tag on import and exports define and the declaration the embeds warm up", async () => {
    const module = (await import(`../${elementFile(tag)}`)) as Record<string, unknown>;
    expect(customElements.get(tag)).toBeDefined();
    expect(module.define).toBe(module[`define${pascal(tag)}`]);
    const warm = warmSteps(
      module.declaration as Parameters<typeof warmSteps>[0],
      module.fonts as Parameters<typeof warmSteps>[1],
    );
    expect(warm.length).toBeGreaterThan(0);
    for (const step of warm) expect(step).toBeTypeOf("function");
  });

  it(`define${pascal(tag)} registers under another tag, and warns instead of throwing on a taken one`, async () => {
    const module = (await import(`../${elementFile(tag)}`)) as Record<string, (t?: string) => void>;
    const define = module[`define${pascal(tag)}`]!;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    define(`acme-${tag}`);
    expect(customElements.get(`acme-${tag}`)).toBeDefined();
    expect(() => define(`acme-${tag}`)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`<acme-${tag}>`));
  });
});

describe("src/elements.ts", () => {
  it("registers and exports the define function of every tag in src/tags.ts", async () => {
    const module = await import("../src/elements");
    for (const tag of ELEMENT_TAGS) expect(customElements.get(tag)).toBeDefined();
    expect(Object.keys(module).sort()).toEqual(
      ELEMENT_TAGS.map((t) => `define${pascal(t)}`).sort(),
    );
  });
});
