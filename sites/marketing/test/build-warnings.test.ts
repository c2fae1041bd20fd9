// The client build's warnings as `npm start` prints them: server-only code fails the build, empty
// resource-route chunks say nothing, anything else still reaches the terminal.
import { describe, expect, it, vi } from "vitest";
import { onBuildWarning } from "../build-warnings";

describe("the site's client build warnings", () => {
  it("fail the build when a Node built-in is replaced for the browser", () => {
    const warn = vi.fn();
    const warning = {
      message:
        'Module "node:fs" has been externalized for browser compatibility, imported by "jsdom".',
    };
    expect(() => onBuildWarning(warning, warn)).toThrow(/Server-only code reached the client/);
    expect(warn).not.toHaveBeenCalled();
  });

  it("leave out the empty chunks of routes with no client code", () => {
    const warn = vi.fn();
    onBuildWarning({ code: "EMPTY_BUNDLE", message: 'Generated an empty chunk: "sitemap".' }, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it("pass any other warning on", () => {
    const warn = vi.fn();
    const warning = { code: "CIRCULAR_DEPENDENCY", message: "Circular dependency: a -> b -> a" };
    onBuildWarning(warning, warn);
    expect(warn).toHaveBeenCalledWith(warning);
  });
});
