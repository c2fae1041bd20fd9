// The API's front door: /api/health, the route table's methods, and which pages may read an answer
// (CORS): the site's own and the origins ALLOWED_ORIGINS lists, never any other.
import { afterEach, describe, expect, it } from "vitest";
import { startEdge, type Edge } from "../scripts/local-worker";

const LISTED = "https://blog.example.com";

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

/** A Worker whose every outbound request answers 500: a route that asks Google shows it. */
const start = (vars: Record<string, string> = {}) =>
  startEdge({ upstream: () => new Response("unexpected", { status: 500 }), vars });

const preflight = (path: string, origin: string | undefined, method = "POST") =>
  edge!.fetch(path, {
    method: "OPTIONS",
    headers: {
      ...(origin && { Origin: origin }),
      "Access-Control-Request-Method": method,
      "Access-Control-Request-Headers": "content-type",
    },
  });

describe("GET /api/health", () => {
  it("answers {ok: true} without asking anything upstream, to a HEAD too", async () => {
    edge = await start();
    const response = await edge.fetch("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
    expect((await edge.fetch("/api/health", { method: "HEAD" })).status).toBe(200);
    expect(edge.asked).toHaveLength(0);
  });
});

describe("the route table", () => {
  it("answers 404 in JSON for a path no route names", async () => {
    edge = await start();
    for (const path of ["/api/nothing", "/api/health/extra", "/api/images", "/api/docs/x"]) {
      const response = await edge.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ error: { code: 404 } });
    }
    expect(edge.asked).toHaveLength(0);
  });

  it.each([
    ["POST", "/api/sheets/posts", "GET, HEAD, OPTIONS"],
    ["DELETE", "/api/docs?url=x", "GET, HEAD, OPTIONS"],
    ["PUT", "/api/images/1AbCdEfGhIjK", "GET, HEAD, OPTIONS"],
    ["GET", "/api/newsletter", "POST, OPTIONS"],
    ["GET", "/api/contact", "POST, OPTIONS"],
    ["PUT", "/api/comments", "POST, OPTIONS"],
    ["POST", "/api/health", "GET, HEAD, OPTIONS"],
  ])("answers %s %s with 405 and the methods it takes", async (method, path, allow) => {
    edge ??= await start();
    const response = await edge.fetch(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(await response.json()).toMatchObject({ error: { code: 405 } });
    expect(edge.asked).toHaveLength(0);
  });
});

describe("CORS: the site's own origin and ALLOWED_ORIGINS only", () => {
  it("answers a listed origin's preflight with 204, its origin echoed, and any other's with 403", async () => {
    edge = await start({ ALLOWED_ORIGINS: `${LISTED}, https://www.example.org/` });
    const listed = await preflight("/api/newsletter", LISTED);
    expect(listed.status).toBe(204);
    expect(listed.headers.get("access-control-allow-origin")).toBe(LISTED);
    expect(listed.headers.get("access-control-allow-methods")).toContain("POST");
    expect(listed.headers.get("access-control-allow-headers")).toBe("Content-Type");
    expect(listed.headers.get("vary")).toContain("Origin");
    // Listed with a trailing slash: its origin counts.
    const second = await preflight("/api/sheets/posts", "https://www.example.org", "GET");
    expect(second.status).toBe(204);
    expect(second.headers.get("access-control-allow-origin")).toBe("https://www.example.org");

    for (const origin of [
      "https://evil.example",
      "https://blog.example.com.evil.example",
      "http://blog.example.com",
      "https://blog.example.com:8443",
      "null",
      undefined,
    ]) {
      const refused = await preflight("/api/newsletter", origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
    expect(edge.asked).toHaveLength(0);
  });

  it("answers the site's own origin's preflight without any list", async () => {
    edge = await start();
    const own = await preflight("/api/comments", edge.url.origin);
    expect(own.status).toBe(204);
    expect(own.headers.get("access-control-allow-origin")).toBe(edge.url.origin);
    expect((await preflight("/api/comments", LISTED)).status).toBe(403);
  });

  it("echoes Access-Control-Allow-Origin on an answer only for the site or a listed origin", async () => {
    edge = await start({ ALLOWED_ORIGINS: LISTED });
    const from = (origin?: string) =>
      edge!.fetch("/api/health", { headers: origin ? { Origin: origin } : {} });
    const listed = await from(LISTED);
    expect(listed.headers.get("access-control-allow-origin")).toBe(LISTED);
    expect(listed.headers.get("vary")).toContain("Origin");
    expect((await from(edge.url.origin)).headers.get("access-control-allow-origin")).toBe(
      edge.url.origin,
    );
    for (const origin of ["https://evil.example", undefined]) {
      const other = await from(origin);
      // Answered (a browser keeps it from the page), never readable there.
      expect(other.status).toBe(200);
      expect(other.headers.get("access-control-allow-origin"), origin).toBeNull();
      expect(other.headers.get("vary")).toContain("Origin");
    }
  });

  it("ignores an entry of ALLOWED_ORIGINS that is not an http(s) origin, and never allows *", async () => {
    edge = await start({
      ALLOWED_ORIGINS: "not an origin, javascript:alert(1) * https://ok.example",
    });
    expect((await preflight("/api/contact", "https://ok.example")).status).toBe(204);
    for (const origin of ["https://evil.example", "*", "not"])
      expect((await preflight("/api/contact", origin)).status, origin).toBe(403);
  });
});
