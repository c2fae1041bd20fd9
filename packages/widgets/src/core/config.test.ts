import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import {
  PAGE_CONFIG_ID,
  defaultConfig,
  isSafeUrl,
  resetPageConfig,
  resolveConfig,
  resolveConfigKey,
} from "./config";

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
    placeBlock("script", { newsletterEndpoint: "" });
    expect(resolveConfig({ contactUrl: "" })).toMatchObject({
      newsletterEndpoint: defaultConfig.newsletterEndpoint,
      contactUrl: defaultConfig.contactUrl,
    });
  });

  it("type-checks array items and refuses unsafe ones", () => {
    placeBlock("script", {
      docProxies: [42, "ftp://proxy.example/?u={url}", "https://proxy.example/?u={url}"],
      spreadsheetId: 7,
    });
    const config = resolveConfig();
    expect(config.docProxies).toEqual(["https://proxy.example/?u={url}"]);
    expect(config.spreadsheetId).toBe(defaultConfig.spreadsheetId);
  });

  it("keeps the defaults when every array item is refused", () => {
    placeBlock("script", { docProxies: ["javascript:x", null] });
    expect(resolveConfig().docProxies).toEqual(defaultConfig.docProxies);
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
