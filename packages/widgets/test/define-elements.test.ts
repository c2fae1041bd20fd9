import { afterEach, describe, expect, it, vi } from "vitest";
import { listElements } from "../scripts/elements";

afterEach(() => vi.restoreAllMocks());

describe.each(listElements().map((e) => [e.tag, e] as const))("%s.element.ts", (tag, element) => {
  it(`${element.defineName} registers under another tag, and warns instead of throwing on a taken one`, async () => {
    const module = (await import(`../${element.file}`)) as Record<string, (tag?: string) => void>;
    const define = module[element.defineName]!;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    define(`acme-${tag}`);
    expect(customElements.get(`acme-${tag}`)).toBeDefined();
    expect(() => define(`acme-${tag}`)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`<acme-${tag}>`));
  });
});
