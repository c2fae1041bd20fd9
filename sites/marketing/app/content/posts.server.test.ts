import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { POST_COLUMNS } from "@marketing/contracts";
import {
  fetchGoogleDocument,
  postPath,
  safeRows,
  translationOf,
  type SitePost,
} from "./posts.server";

const header = [...POST_COLUMNS];

describe("safeRows", () => {
  it("keeps posts whose slug is lower-case letters, digits and hyphens, and warns about the others", () => {
    const warn = vi.fn();
    const rows = [
      header,
      ["Fine", "a-fine-post-2", "A"],
      ["Traversal", "../etc/passwd", "A"],
      ["Spaces", "with space", "A"],
      ["Upper", "Upper-Case", "A"],
    ];
    expect(safeRows(rows, warn)).toEqual([header, ["Fine", "a-fine-post-2", "A"]]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toContain("../etc/passwd");
  });

  it("keeps rows the parser skips anyway (no slug) without a warning", () => {
    const warn = vi.fn();
    expect(safeRows([header, ["Draft", "", "A"]], warn)).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });
});

const sited = (slug: string, language: "en" | "fr", translation?: string): SitePost => ({
  title: slug,
  slug,
  author: "A",
  date: "2025-01-01",
  category: "",
  summary: "",
  publishedDocURL: "",
  featuredImageURL: "",
  language,
  ...(translation ? { translation } : {}),
});

describe("postPath", () => {
  it("puts a post in its own language's tree", () => {
    expect(postPath(sited("energy", "en"))).toBe("/blog/energy");
    expect(postPath(sited("energie", "fr"))).toBe("/fr/blog/energie");
  });
});

describe("translationOf", () => {
  it("pairs two posts in different languages that name each other, or when one cell is empty", () => {
    const en = sited("energy", "en", "energie");
    const fr = sited("energie", "fr", "energy");
    expect(translationOf(en, [en, fr])).toBe(fr);
    expect(translationOf(fr, [en, fr])).toBe(en);
    const alone = sited("energie", "fr");
    expect(translationOf(en, [en, alone])).toBe(alone);
    expect(translationOf(alone, [en, alone])).toBe(en);
  });

  it("links nothing when the cells disagree, name the same language or an unknown slug", () => {
    const en = sited("energy", "en", "energie");
    const fr = sited("energie", "fr", "other");
    const other = sited("other", "en", "energie");
    expect(translationOf(en, [en, fr, other])).toBeUndefined();
    const sameLanguage = sited("energie", "en");
    expect(translationOf(en, [en, sameLanguage])).toBeUndefined();
    expect(translationOf(en, [en])).toBeUndefined();
  });
});

describe("fetchGoogleDocument (the build's fetch of a row's document)", () => {
  const DOC = "https://docs.google.com/document/d/e/2PACX-abc/pub";
  const page = "<html><body>" + "A published document. ".repeat(10) + "</body></html>";

  it("fetches nothing from an address off Google Docs, and names the row it skipped", async () => {
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(req.url ?? "");
      res.end('{"AccessKeyId": "secret-of-the-build-machine"}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const metadata = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest/meta-data/`;
    try {
      for (const address of [
        metadata,
        "http://docs.google.com/document/d/e/x/pub",
        "https://docs.google.com.evil.example/pub",
        "file:///etc/passwd",
      ]) {
        const warn = vi.fn();
        const post = { slug: "row-seven", publishedDocURL: address };
        expect(await fetchGoogleDocument(post, { warn })).toBeUndefined();
        expect(warn).toHaveBeenCalledOnce();
        expect(warn.mock.calls[0]![0]).toMatch(/skipped .*post "row-seven".*not a Google Doc/);
      }
      expect(hits).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("checks every redirect by hand: one leaving Google Docs is not followed", async () => {
    const asked: string[] = [];
    const get = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(String(url));
      expect(init?.redirect).toBe("manual");
      if (String(url) === DOC)
        return new Response(null, {
          status: 302,
          headers: { Location: "/document/d/e/moved/pub" },
        });
      if (String(url).endsWith("/moved/pub"))
        return new Response(null, {
          status: 301,
          headers: { Location: "http://169.254.169.254/latest/meta-data/" },
        });
      return new Response("metadata", { status: 200 });
    }) as unknown as typeof fetch;
    const warn = vi.fn();
    expect(
      await fetchGoogleDocument({ slug: "moved", publishedDocURL: DOC }, { fetch: get, warn }),
    ).toBeUndefined();
    expect(asked).toEqual([DOC, "https://docs.google.com/document/d/e/moved/pub"]);
    expect(warn.mock.calls[0]![0]).toMatch(/post "moved": a redirect left Google Docs.*169\.254/);
  });

  it("reads a document Google serves, through its redirects on docs.google.com", async () => {
    const get = vi.fn(async (url: string | URL | Request) =>
      String(url) === DOC
        ? new Response(null, { status: 307, headers: { Location: `${DOC}?embedded=true` } })
        : new Response(page, { status: 200 }),
    ) as unknown as typeof fetch;
    const warn = vi.fn();
    expect(
      await fetchGoogleDocument({ slug: "fine", publishedDocURL: DOC }, { fetch: get, warn }),
    ).toBe(page);
    expect(warn).not.toHaveBeenCalled();
  });
});
