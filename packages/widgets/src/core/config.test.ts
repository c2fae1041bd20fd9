import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import {
  PAGE_CONFIG_ID,
  defaultConfig,
  isSafeUrl,
  resetPageConfig,
  resolveConfig,
  resolveConfigKey,
  type WidgetConfig,
} from "./config";
import { RETIRED_CONFIG_KEYS, retiredKeyMessage } from "@marketing/contracts";

function placeBlock(tag: string, json: unknown, type = "application/json"): void {
  const block = document.createElement(tag);
  block.id = PAGE_CONFIG_ID;
  if (tag === "script") block.setAttribute("type", type);
  block.textContent = JSON.stringify(json);
  document.body.append(block);
}

describe("resolveConfig", () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    resetPageConfig();
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    document.body.replaceChildren();
    resetPageConfig();
    warn.mockRestore();
  });

  it("reads the page configuration from a JSON script block", () => {
    placeBlock("script", { contactUrl: "https://example.com/talk" });
    expect(resolveConfig().contactUrl).toBe("https://example.com/talk");
  });

  it("ignores any other element carrying the id", () => {
    placeBlock("div", { contactUrl: "https://evil.example/phish" });
    placeBlock("script", { contactUrl: "https://evil.example/phish" }, "text/plain");
    expect(resolveConfig().contactUrl).toBe(defaultConfig.contactUrl);
  });

  it("refuses a javascript: URL with one warning naming the key, then uses the default", () => {
    placeBlock("script", { contactUrl: "javascript:alert(1)" });
    expect(resolveConfig({ calendarScriptUrl: " JAVA\tSCRIPT:alert(1)" })).toMatchObject({
      contactUrl: defaultConfig.contactUrl,
      calendarScriptUrl: defaultConfig.calendarScriptUrl,
    });
    resolveConfig({ calendarScriptUrl: " JAVA\tSCRIPT:alert(1)" });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      expect.stringContaining('"contactUrl"'),
      expect.stringContaining('"calendarScriptUrl"'),
    ]);
  });

  it("falls back to the page configuration when an attribute is refused", () => {
    placeBlock("script", { calendarScriptUrl: "https://cdn.example/widget.js" });
    expect(
      resolveConfig({ calendarScriptUrl: "data:text/javascript,alert(1)" }).calendarScriptUrl,
    ).toBe("https://cdn.example/widget.js");
  });

  it("does not let an empty string override", () => {
    placeBlock("script", { api: "" });
    expect(resolveConfig({ contactUrl: "" })).toMatchObject({
      api: defaultConfig.api,
      contactUrl: defaultConfig.contactUrl,
    });
  });

  it("type-checks array items and refuses unsafe ones", () => {
    placeBlock("script", {
      allowedScriptOrigins: [42, "ftp://cdn.example", "https://cdn.example"],
      blogUrl: 7,
    });
    const config = resolveConfig();
    expect(config.allowedScriptOrigins).toEqual(["https://cdn.example"]);
    expect(config.blogUrl).toBe(defaultConfig.blogUrl);
  });

  it("keeps the defaults when every array item is refused", () => {
    placeBlock("script", { allowedScriptOrigins: ["javascript:x", null] });
    expect(resolveConfig().allowedScriptOrigins).toEqual(defaultConfig.allowedScriptOrigins);
  });
});

/** A layer as a page written before the api setting may still give it (keys TypeScript no longer knows). */
const stale = (layer: Record<string, unknown>) => layer as Partial<WidgetConfig>;

describe("the api setting", () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    resetPageConfig();
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    document.body.replaceChildren();
    resetPageConfig();
    warn.mockRestore();
  });

  it("is this page's own /api by default, the page's block over it, a provider or attribute over both", () => {
    expect(resolveConfig().api).toBe("/api");
    placeBlock("script", { api: "https://www.example.com/api" });
    expect(resolveConfig().api).toBe("https://www.example.com/api");
    expect(resolveConfig({ api: "https://api.example.org/api" }).api).toBe(
      "https://api.example.org/api",
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it("refuses an address that is not https (or http on this machine), with a warning naming it", () => {
    placeBlock("script", { api: "http://www.example.com/api" });
    expect(resolveConfig({ api: "javascript:alert(1)" }).api).toBe("/api");
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('"api" is not an https: URL'),
    ]);
    expect(resolveConfig({ api: "http://127.0.0.1:4173/api" }).api).toBe(
      "http://127.0.0.1:4173/api",
    );
  });

  it("warns once per retired service key, wherever it is set, naming api, and reads none of them", () => {
    const retired = Object.fromEntries(
      RETIRED_CONFIG_KEYS.map((key) => [
        key,
        key === "docProxies" ? ["https://p.example/?u={url}"] : "https://old.example/x",
      ]),
    );
    placeBlock("script", { ...retired, api: "https://www.example.com/api" });
    const config = resolveConfig();
    resolveConfig(stale({ newsletterEndpoint: "https://hooks.example/n", sheetsApiKey: "key" }));
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
      RETIRED_CONFIG_KEYS.map(retiredKeyMessage),
    );
    for (const key of RETIRED_CONFIG_KEYS) expect(config).not.toHaveProperty(key);
    expect(config.api).toBe("https://www.example.com/api");
    expect(retiredKeyMessage("sheetsApiKey")).toMatch(/"sheetsApiKey" is no longer read.*"api"/);
  });

  it("warns about a retired key a provider or attribute still sets, with no page block", () => {
    resolveConfig(stale({ commentsEndpoint: "none" }));
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      retiredKeyMessage("commentsEndpoint"),
    ]);
  });
});

describe("resolveConfigKey (the loader's fallback links)", () => {
  afterEach(() => {
    document.body.replaceChildren();
    resetPageConfig();
    vi.restoreAllMocks();
  });

  it("resolves one key as resolveConfig does: attribute, then page block, then default", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    placeBlock("script", { contactUrl: "https://example.com/talk", blogUrl: "javascript:x" });
    expect(resolveConfigKey("contactUrl")).toBe(resolveConfig().contactUrl);
    expect(resolveConfigKey("contactUrl", { contactUrl: "https://example.com/mine" })).toBe(
      "https://example.com/mine",
    );
    expect(resolveConfigKey("contactUrl", { contactUrl: "javascript:alert(1)" })).toBe(
      "https://example.com/talk",
    );
    expect(resolveConfigKey("blogUrl")).toBe(defaultConfig.blogUrl);
    expect(resolveConfigKey("contactEmail")).toBe(defaultConfig.contactEmail);
  });
});

describe("isSafeUrl", () => {
  it.each([
    "https://example.com/x",
    "/contact",
    "blog",
    "http://127.0.0.1:8787/newsletter",
    "http://localhost:4173/",
    "http://[::1]:8787/",
  ])("accepts %s", (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "  javascript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "http://example.com/",
    "http://127.0.0.1.evil.example/",
    "file:///etc/passwd",
  ])("refuses %s", (url) => expect(isSafeUrl(url)).toBe(false));
});
