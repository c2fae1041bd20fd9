// GET /api/images/{id}?sz=wN: a Drive picture through the edge, so a page never calls Google. Only
// a Drive file id at the widths the widgets ask for, only an image passed on, Google's redirects
// followed only to its own image hosts, and each picture kept in the cache.
import { afterEach, describe, expect, it } from "vitest";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";

const ID = "1qrCEWsgMr4sD8sHgC39A9ENg9tFGOPoJ";
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

const jpeg = () => new Response(JPEG, { headers: { "Content-Type": "image/jpeg" } });

/** Drive's thumbnail address: a picture for ID, Google's 404 page for any other file. */
function drive(asked: Asked): Response {
  if (asked.url.searchParams.get("id") !== ID)
    return new Response("<html>404. That's an error.</html>", {
      status: 404,
      headers: { "Content-Type": "text/html" },
    });
  return jpeg();
}

const image = (query = "?sz=w800", id = ID) => `/api/images/${id}${query}`;

describe("GET /api/images/{id}", () => {
  it("passes Drive's picture on at the width asked, marked as an image kept a day", async () => {
    edge = await startEdge({ upstream: drive });
    const response = await edge.fetch(image("?sz=w400"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
    expect(edge.asked.map((asked) => asked.url.href)).toEqual([
      `https://drive.google.com/thumbnail?id=${ID}&sz=w400`,
    ]);
  });

  it("asks for the widest size when no width is given", async () => {
    edge = await startEdge({ upstream: drive });
    expect((await edge.fetch(image(""))).status).toBe(200);
    expect(edge.asked[0]!.url.searchParams.get("sz")).toBe("w1600");
  });

  it.each(["?sz=w500", "?sz=w400-h300", "?sz=s1600", "?sz=w800&x=1", "?id=other", "?sz="])(
    "refuses %s with 400, asking Drive nothing (only the widgets' widths vary the cache)",
    async (query) => {
      edge ??= await startEdge({ upstream: drive });
      const response = await edge.fetch(image(query));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 400 } });
      expect(edge.asked).toHaveLength(0);
    },
  );

  it.each(["short", "has.a.dot", "x".repeat(201), "%2E%2E%2Fetc"])(
    "answers 404 for %j, which is not a Drive file id, asking Drive nothing",
    async (id) => {
      edge ??= await startEdge({ upstream: drive });
      expect((await edge.fetch(image("?sz=w800", id))).status).toBe(404);
      expect(edge.asked).toHaveLength(0);
    },
  );

  it("passes on nothing but an image: Drive's 404 page, a sign-in page or an error are not served", async () => {
    let answer = () =>
      new Response("<html>Sign in</html>", { headers: { "Content-Type": "text/html" } });
    edge = await startEdge({ upstream: () => answer() });
    const signIn = await edge.fetch(image());
    expect(signIn.status).toBe(502);
    expect(signIn.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await signIn.text()).not.toContain("Sign in");
    answer = () =>
      new Response("<html>404. That's an error.</html>", {
        status: 404,
        headers: { "Content-Type": "text/html" },
      });
    const missing = await edge.fetch(image("?sz=w1200"));
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("That's an error");
    answer = () => new Response("oops", { status: 500, headers: { "Content-Type": "image/jpeg" } });
    expect((await edge.fetch(image("?sz=w400"))).status).toBe(502);
  });

  it("follows Drive's redirect to Google's image hosts, and to nowhere else", async () => {
    edge = await startEdge({
      upstream: (asked) => {
        const id = asked.url.searchParams.get("id");
        if (asked.url.hostname === "lh3.googleusercontent.com") return jpeg();
        if (asked.url.hostname !== "drive.google.com") return jpeg();
        const location = {
          "1ToGoogleContent00": "https://lh3.googleusercontent.com/d/picture=w800",
          "1ToEvilExample0000": "https://evil.example/picture.jpg",
          "1ToPlainHttp00000": "http://lh3.googleusercontent.com/d/picture=w800",
          "1ToLookAlike00000": "https://lh3.googleusercontent.com.evil.example/d/picture",
        }[id ?? ""];
        return new Response(null, { status: 302, headers: { Location: location ?? "/" } });
      },
    });
    expect((await edge.fetch(image("?sz=w800", "1ToGoogleContent00"))).status).toBe(200);
    for (const id of ["1ToEvilExample0000", "1ToPlainHttp00000", "1ToLookAlike00000"])
      expect((await edge.fetch(image("?sz=w800", id))).status, id).toBe(502);
    const hosts = edge.asked.map((asked) => `${asked.url.protocol}//${asked.url.host}`);
    expect(new Set(hosts)).toEqual(
      new Set(["https://drive.google.com", "https://lh3.googleusercontent.com"]),
    );
  });

  it("keeps a picture in the cache: Drive is asked once per file and width", async () => {
    edge = await startEdge({ upstream: drive });
    await (await edge.fetch(image("?sz=w800"))).arrayBuffer();
    // The copy is written after the answer (waitUntil): once a read costs Drive nothing, none does.
    await expect
      .poll(
        async () => {
          const before = edge!.asked.length;
          await (await edge!.fetch(image("?sz=w800"))).arrayBuffer();
          return edge!.asked.length === before;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const asked = edge.asked.length;
    for (let i = 0; i < 5; i++) {
      const kept = await edge.fetch(image("?sz=w800"));
      expect(kept.headers.get("content-type")).toBe("image/jpeg");
      expect(new Uint8Array(await kept.arrayBuffer())).toEqual(JPEG);
    }
    expect(edge.asked).toHaveLength(asked);
    await (await edge.fetch(image("?sz=w400"))).arrayBuffer();
    expect(edge.asked).toHaveLength(asked + 1);
  });
});
