import { afterEach, describe, expect, it, vi } from "vitest";
import { allowedAssetUrl } from "./scriptOrigins";

const PAGE = "https://www.customer.example/book";

describe("allowedAssetUrl (the calendar script from any https host)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("accepts the provider's own script and stylesheet", () => {
    for (const url of [
      "https://assets.calendly.com/assets/external/widget.js",
      "https://assets.calendly.com/assets/external/widget.css",
    ])
      expect(allowedAssetUrl(url, [], PAGE)).toBe(url);
  });

  it("refuses any other origin with a warning naming the URL, once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const url of [
      "https://evil.test/x.js",
      "https://assets.calendly.com.evil.test/widget.js",
      "http://assets.calendly.com/assets/external/widget.js",
      "//evil.test/y.js",
      "https://evil.test@assets.calendly.co/z.js",
    ])
      expect(allowedAssetUrl(url, [], PAGE), url).toBeUndefined();
    expect(warn.mock.calls.map(([text]) => String(text)).join("\n")).toContain(
      "https://evil.test/x.js",
    );
    allowedAssetUrl("https://evil.test/x.js", [], PAGE);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it("accepts an origin the configuration names, and only that origin", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const allowed = ["https://cdn.partner.example", "https://other.example/any/path"];
    expect(allowedAssetUrl("https://cdn.partner.example/w.js", allowed, PAGE)).toBe(
      "https://cdn.partner.example/w.js",
    );
    expect(allowedAssetUrl("https://other.example/w.css", allowed, PAGE)).toBe(
      "https://other.example/w.css",
    );
    expect(allowedAssetUrl("https://cdn.partner.example:8443/w.js", allowed, PAGE)).toBeUndefined();
  });

  it("accepts loopback only while the page itself is on loopback (development)", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const local = "http://127.0.0.1:8787/calendar/widget.js";
    expect(allowedAssetUrl(local, [], "http://127.0.0.1:4173/contact")).toBe(local);
    expect(allowedAssetUrl(local, [], "http://localhost:4999/page.html")).toBe(local);
    expect(allowedAssetUrl(local, [], PAGE)).toBeUndefined();
  });
});
