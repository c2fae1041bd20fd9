import { afterEach } from "vitest";

/**
 * For `@vitest-environment node` files: test/setup.ts's afterEach clears localStorage and <html lang>,
 * which do not exist in Node. This afterEach runs first (hooks unwind) and gives it inert stand-ins.
 */
export function standInForSetupGlobals(): void {
  afterEach(() => {
    Object.assign(globalThis, {
      localStorage: { clear() {} },
      document: { documentElement: { removeAttribute() {} } },
    });
  });
}
