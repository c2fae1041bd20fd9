import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePosts, publishedDocId } from "../fixtures/index";
import { startTestServices, type TestServices } from "./start-test-services";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.stop());

const docUrl = fixturePosts.find((post) => publishedDocId(post.publishedDocURL))!.publishedDocURL;
const proxies = {
  allorigins: (url: string, extra = "") =>
    `${services.url}/proxy/allorigins/raw?url=${encodeURIComponent(url)}${extra}`,
  corsproxy: (url: string, extra = "") =>
    `${services.url}/proxy/corsproxy/?url=${encodeURIComponent(url)}${extra}`,
};

describe.each(Object.entries(proxies))("the %s stand-in", (_name, proxyUrl) => {
  it("returns the local published page for a docs.google.com URL", async () => {
    const res = await fetch(proxyUrl(docUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const html = await res.text();
    expect(html.length).toBeGreaterThan(100);
    expect(html).toContain('<div id="contents">');
  });

  it("answers 404 for a URL that is not a fixture doc, without fetching the internet", async () => {
    expect((await fetch(proxyUrl("https://example.com/article"))).status).toBe(404);
    expect(
      (await fetch(proxyUrl("https://docs.google.com/document/d/e/2PACX-unknown/pub"))).status,
    ).toBe(404);
  });

  it("answers 500 for fail=status", async () => {
    expect((await fetch(proxyUrl(docUrl, "&fail=status"))).status).toBe(500);
  });

  it("answers 200 with a body under 100 characters for fail=short", async () => {
    const res = await fetch(proxyUrl(docUrl, "&fail=short"));
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBeLessThan(100);
  });

  it("answers 200 with a long page that is not a document for fail=html", async () => {
    const res = await fetch(proxyUrl(docUrl, "&fail=html"));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.length).toBeGreaterThan(100);
    expect(html).not.toContain('id="contents"');
  });

  it("never answers fail=timeout, so the client's own timeout fires", async () => {
    const attempt = fetch(proxyUrl(docUrl, "&fail=timeout"), { signal: AbortSignal.timeout(300) });
    await expect(attempt).rejects.toThrow(/abort|timeout/i);
  });
});

describe("proxy templates", () => {
  it("accepts the failure parameter before url", async () => {
    const url = `${services.url}/proxy/allorigins/raw?fail=status&url=${encodeURIComponent(docUrl)}`;
    expect((await fetch(url)).status).toBe(500);
  });

  it("accepts corsproxy.io's bare form /?<encoded url>", async () => {
    const res = await fetch(`${services.url}/proxy/corsproxy/?${encodeURIComponent(docUrl)}`);
    expect(res.status).toBe(200);
  });

  it("answers 400 with a clear message for a missing url or an unknown failure mode", async () => {
    const missing = await fetch(`${services.url}/proxy/allorigins/raw`);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toMatch(/url/);
    const unknown = await fetch(`${services.url}/proxy/allorigins/raw?fail=bogus&url=x`);
    expect(unknown.status).toBe(400);
  });

  it("applies the same failure modes to the doc route itself", async () => {
    const local = `${services.url}/docs/document/d/e/${publishedDocId(docUrl)}/pub?fail=status`;
    expect((await fetch(local)).status).toBe(500);
  });
});

describe("when the server closes during a fail=timeout request", () => {
  it("drops the held response instead of waiting 30 s", async () => {
    const own = await startTestServices();
    const attempt = fetch(
      `${own.url}/proxy/corsproxy/?fail=timeout&url=${encodeURIComponent(docUrl)}`,
    ).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await own.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await attempt).toBeInstanceOf(Error);
  });
});
