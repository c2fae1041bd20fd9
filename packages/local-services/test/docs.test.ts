import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLEAN_DOC_ID, fixturePosts, publishedDocId } from "../fixtures/index";
import { startTestServices, type TestServices } from "./start-test-services";
import { decode } from "jpeg-js";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.stop());

const postsWithDocs = fixturePosts.filter(
  (post) => post.slug && publishedDocId(post.publishedDocURL),
);
const googleShaped = postsWithDocs.filter(
  (post) => publishedDocId(post.publishedDocURL) !== CLEAN_DOC_ID,
);
const localDocUrl = (docUrl: string) =>
  `${services.url}/docs/document/d/e/${publishedDocId(docUrl)}/pub`;

describe("GET /docs/document/d/e/{docId}/pub", () => {
  it.each(googleShaped.map((post) => [post.slug, post] as const))(
    "serves a Google-shaped published page for %s",
    async (_slug, post) => {
      const res = await fetch(localDocUrl(post.publishedDocURL));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      // A stand-in the edge Worker calls, server to server: no page reads it.
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      const html = await res.text();
      expect(html).toContain(`<title>${post.title.replace(/&/g, "&amp;")}</title>`);
      expect(html).toMatch(/<div id="contents"><style type="text\/css">/);
      expect(html).toMatch(/<p class="c2"><span class="c1">/);
      expect(html).toContain("<script");
      expect(html).toMatch(
        /<img alt="[^"]*" src="https:\/\/drive\.google\.com\/thumbnail\?id=[\w-]+&amp;sz=w1600" style="width:/,
      );
      // The document's own title: a first heading, or a paragraph in the "Title" style.
      expect(html).toMatch(/<h1 class="c5" id="h\.\w+">|<p class="c2 title" id="h\.\w+">/);
      for (const tag of ["<h2 ", "<h3 ", "<ul ", "<ol ", "<table ", "<li "])
        expect(html).toContain(tag);
      expect(html).toMatch(
        /href="https:\/\/www\.google\.com\/url\?q=https:\/\/[^"]+&amp;sa=D&amp;source=editors&amp;ust=\d+&amp;usg=AOvVaw/,
      );
    },
  );

  it("serves nested lists flat, one lst-kix list per level, numbering resumed with start", async () => {
    const eeat = fixturePosts.find((post) => post.slug === "eeat-ai-assisted-articles")!;
    const html = await (await fetch(localDocUrl(eeat.publishedDocURL))).text();
    expect(html).toMatch(/<ol class="c13 lst-kix_list_1-1 start" start="1"><li class="c2 c23/);
    expect(html).toMatch(/<ul class="c13 lst-kix_list_1-2 start"><li class="c2 c24/);
    expect(html).toMatch(/<ol class="c13 lst-kix_list_1-0" start="4">/);
    expect(html).toContain(
      '.lst-kix_list_1-1>li:before{content:"" counter(lst-ctn-kix_list_1-1,lower-latin)',
    );
    expect(html).not.toMatch(/<li[ >][^>]*>(?:(?!<\/li>).)*<(ul|ol)/s);
    // Underline, strike, superscript and centring live in the generated stylesheet's classes.
    for (const [cls, rule] of [
      ["c18", "text-decoration:underline"],
      ["c19", "text-decoration:line-through"],
      ["c20", "vertical-align:super"],
    ]) {
      expect(html).toContain(`<span class="${cls}">`);
      expect(html).toMatch(new RegExp(`\\.${cls}\\{[^}]*${rule}`));
    }
    expect(html).toContain('<p class="c2 c17">');
    expect(html).toContain('<p class="c2 c22"><span class="c1"></span></p>');
  });

  it("serves one fixture as clean authored HTML, its pictures Drive's, as a document links them", async () => {
    const clean = postsWithDocs.find(
      (post) => publishedDocId(post.publishedDocURL) === CLEAN_DOC_ID,
    )!;
    const html = await (await fetch(localDocUrl(clean.publishedDocURL))).text();
    expect(html).toMatch(/<div id="contents"><h1>/);
    expect(html).not.toMatch(/<style|<span class=|lst-kix|<script/);
    expect(html).toMatch(/<img src="https:\/\/drive\.google\.com\/thumbnail\?id=/);
  });

  it("keeps the real address recoverable from each wrapped link", async () => {
    const html = await (await fetch(localDocUrl(postsWithDocs[0]!.publishedDocURL))).text();
    const href = /href="(https:\/\/www\.google\.com\/url\?[^"]+)"/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&");
    expect(new URL(href!).searchParams.get("q")).toBe("https://project-haystack.org/");
  });

  it("answers Google's 404 page for an unknown doc id", async () => {
    const res = await fetch(`${services.url}/docs/document/d/e/2PACX-unknown/pub`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404.");
  });

  it("refuses a doc id that tries to leave the docs folder", async () => {
    const res = await fetch(`${services.url}/docs/document/d/e/..%2F..%2Fpackage/pub`);
    expect(res.status).toBe(404);
  });
});

describe("GET /docs/document/d/e/{docId}/pub?fail=", () => {
  const docUrl = () => localDocUrl(postsWithDocs[0]!.publishedDocURL);

  it("answers 500 for fail=status", async () => {
    expect((await fetch(`${docUrl()}?fail=status`)).status).toBe(500);
  });

  it("answers 200 with a body under 100 characters for fail=short", async () => {
    const res = await fetch(`${docUrl()}?fail=short`);
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBeLessThan(100);
  });

  it("answers 200 with a long page that is not a document for fail=html", async () => {
    const res = await fetch(`${docUrl()}?fail=html`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.length).toBeGreaterThan(100);
    expect(html).not.toContain('id="contents"');
  });

  it("never answers fail=timeout, so the caller's own timeout fires", async () => {
    const attempt = fetch(`${docUrl()}?fail=timeout`, { signal: AbortSignal.timeout(300) });
    await expect(attempt).rejects.toThrow(/abort|timeout/i);
  });

  it("answers 400 with a clear message for an unknown failure mode", async () => {
    const res = await fetch(`${docUrl()}?fail=bogus`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /status, short, timeout, html/,
    );
  });

  it("drops a held fail=timeout answer when the server closes, instead of waiting 30 s", async () => {
    const own = await startTestServices();
    const held = `${own.url}/docs/document/d/e/${publishedDocId(postsWithDocs[0]!.publishedDocURL)}/pub?fail=timeout`;
    const attempt = fetch(held).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await own.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await attempt).toBeInstanceOf(Error);
  });
});

describe("GET /drive/thumbnail", () => {
  const knownId = "1qrCEWsgMr4sD8sHgC39A9ENg9tFGOPoJ";

  const picture = async (query: string) => {
    const res = await fetch(`${services.url}/drive/thumbnail?${query}`);
    return { res, jpeg: new Uint8Array(await res.arrayBuffer()) };
  };

  it("returns a deterministic JPEG, as Google does, sized from sz for a fixture image id", async () => {
    const { res, jpeg } = await picture(`id=${knownId}&sz=w1600`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const image = decode(jpeg, { useTArray: true });
    expect([image.width, image.height]).toEqual([1600, 900]);
    expect((await picture(`id=${knownId}&sz=w1600`)).jpeg).toEqual(jpeg);
    const other = decode((await picture(`id=1YAhE_NQOonJO7H5nfNyW1_8A0E787T4T&sz=w1600`)).jpeg, {
      useTArray: true,
    });
    // Another file, another hue: the top-left pixels differ.
    expect(Array.from(other.data.slice(0, 3))).not.toEqual(Array.from(image.data.slice(0, 3)));
    // Two pictures encoded and three decoded: seconds of CPU on a busy machine.
  }, 20_000);

  it("fits the picture inside a width-and-height box, keeping its shape, as Google does", async () => {
    const image = decode((await picture(`id=${knownId}&sz=w400-h300`)).jpeg, { useTArray: true });
    expect([image.width, image.height]).toEqual([400, 225]);
  });

  it("answers 404 for an unknown id so the broken-image fallback can be tested", async () => {
    const res = await fetch(`${services.url}/drive/thumbnail?id=unknown-file-id&sz=w1600`);
    expect(res.status).toBe(404);
  });

  it("serves every image a fixture post or doc refers to", async () => {
    const html = await Promise.all(
      postsWithDocs.map(async (post) => (await fetch(localDocUrl(post.publishedDocURL))).text()),
    );
    const ids = new Set<string>();
    for (const page of html)
      for (const match of page.matchAll(/thumbnail\?id=([\w-]+)/g)) ids.add(match[1]!);
    for (const post of fixturePosts) {
      const id = /(?:\/d\/|[?&]id=)([\w-]{20,})/.exec(post.featuredImageURL)?.[1];
      if (id) ids.add(id);
    }
    // Small thumbnails: each id is what is checked here (the full size's encoding has its own test).
    const statuses = await Promise.all(
      [...ids].map(
        async (id) => (await fetch(`${services.url}/drive/thumbnail?id=${id}&sz=w64`)).status,
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(ids.size).toBeGreaterThanOrEqual(16);
    // Nineteen documents and pictures made on demand: seconds on a two-core machine with a build
    // beside it. Whether they are served is the question here, not how fast.
  }, 60_000);
});
