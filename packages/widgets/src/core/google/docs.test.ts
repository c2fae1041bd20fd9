import { describe, expect, it } from "vitest";
import { createHttp } from "../http";
import { recordingFetch, type RecordedRequest } from "../../../test/fetch";
import { checkDocUrl, fetchPublishedDoc, MIN_DOCUMENT_LENGTH, publishedDocToHtml } from "./docs";

const DOC = "https://docs.google.com/document/d/e/2PACX-abc/pub";
const PROXIES = ["https://first.proxy/raw?url={url}", "https://second.proxy/?url={url}"];
const PAGE = `<html><body><div id="contents"><p>${"Long enough document text. ".repeat(6)}</p></div></body></html>`;

type Failure = "status" | "short" | "throw" | "timeout";
const fail = (how: Failure): Response | Promise<Response> => {
  switch (how) {
    case "status":
      return new Response(PAGE, { status: 500 });
    case "short":
      return new Response("x".repeat(MIN_DOCUMENT_LENGTH), { status: 200 });
    case "throw":
      throw new TypeError("Failed to fetch");
    case "timeout":
      return new Promise<Response>(() => {});
  }
};
const which = (request: RecordedRequest) =>
  request.url.startsWith("https://first.proxy")
    ? "first"
    : request.url.startsWith("https://second.proxy")
      ? "second"
      : "direct";

function chain(plan: Partial<Record<"first" | "direct" | "second", Failure>>) {
  const recorded = recordingFetch((request) => {
    const how = plan[which(request)];
    return how ? fail(how) : new Response(PAGE, { status: 200 });
  });
  const load = () =>
    fetchPublishedDoc(createHttp({ fetch: recorded.fetch }), DOC, {
      proxies: PROXIES,
      timeoutMs: 30,
    });
  return { ...recorded, load };
}

describe("checkDocUrl", () => {
  it("needs a URL", () => {
    expect(checkDocUrl("")).toBe("missing");
    expect(checkDocUrl("   ")).toBe("missing");
    expect(checkDocUrl(undefined)).toBe("missing");
  });
  it.each([
    "https://example.com/article",
    "https://evil.example/?docs.google.com",
    "javascript:alert(1)//docs.google.com",
    "docs.google.com/document",
  ])("refuses %s, which is not on the docs host", (url) =>
    expect(checkDocUrl(url)).toBe("invalid"),
  );
  it("accepts a published document", () => expect(checkDocUrl(DOC)).toBeUndefined());
});

describe("fetchPublishedDoc: three attempts in turn", () => {
  it("takes the first proxy's answer when it is ok and long enough", async () => {
    const { load, requests } = chain({});
    expect(await load()).toBe(PAGE);
    expect(requests.map((r) => r.url)).toEqual([
      `https://first.proxy/raw?url=${encodeURIComponent(DOC)}`,
    ]);
  });

  describe.each<Failure>(["status", "short", "throw", "timeout"])(
    "when an attempt fails by %s",
    (how) => {
      it("falls back from the first proxy to the document, fetched no-cors", async () => {
        const { load, requests } = chain({ first: how });
        expect(await load()).toBe(PAGE);
        expect(requests.map(which)).toEqual(["first", "direct"]);
        expect(requests[1]).toMatchObject({ url: DOC, mode: "no-cors" });
      });

      it("falls back from the direct fetch to the second proxy", async () => {
        const { load, requests } = chain({ first: "status", direct: how });
        expect(await load()).toBe(PAGE);
        expect(requests.map(which)).toEqual(["first", "direct", "second"]);
        expect(requests[2]?.url).toBe(`https://second.proxy/?url=${encodeURIComponent(DOC)}`);
      });

      it("gives up after the second proxy fails too", async () => {
        const { load, requests } = chain({ first: "short", direct: "throw", second: how });
        expect(await load()).toBeUndefined();
        expect(requests).toHaveLength(3);
      });
    },
  );

  it("treats the opaque answer of a real no-cors fetch as a failure", async () => {
    const opaque = {
      ok: false,
      status: 0,
      type: "opaque",
      text: async () => "",
    } as unknown as Response;
    const { fetch, requests } = recordingFetch((request) =>
      which(request) === "direct" ? opaque : new Response("", { status: 502 }),
    );
    expect(
      await fetchPublishedDoc(createHttp({ fetch }), DOC, { proxies: PROXIES }),
    ).toBeUndefined();
    expect(requests).toHaveLength(3);
  });

  it("skips a proxy that is not configured", async () => {
    const { fetch, requests } = recordingFetch(() => new Response(PAGE));
    expect(await fetchPublishedDoc(createHttp({ fetch }), DOC, { proxies: [] })).toBe(PAGE);
    expect(requests.map((r) => r.url)).toEqual([DOC]);
  });
});

describe("publishedDocToHtml", () => {
  const render = (page: string) => {
    const host = document.createElement("div");
    host.innerHTML = publishedDocToHtml(page);
    return host;
  };

  it("takes #contents, else #doc-content, else the body", () => {
    expect(
      render(`<body><p>outside</p><div id="contents"><p>inside</p></div></body>`).textContent,
    ).toBe("inside");
    expect(
      render(`<body><p>outside</p><div id="doc-content"><p>doc</p></div></body>`).textContent,
    ).toBe("doc");
    expect(render(`<body><p>only body</p></body>`).textContent).toBe("only body");
  });

  it("drops scripts and styles and adds the styling classes to paragraphs and h1 to h3", () => {
    const host = render(
      `<div id="contents"><style>.c1{color:red}</style><script>window.bad=1</script><h1 class="c5">A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p class="c2">E</p></div>`,
    );
    expect(host.querySelector("script, style")).toBeNull();
    // One level down (the post title is the page's h1); the classes keep the author's levels.
    expect(host.querySelector("h1")).toBeNull();
    expect(host.querySelector("h2")?.className).toBe("mw-doc__heading mw-doc__heading--1");
    expect(host.querySelector("h3")?.className).toBe("mw-doc__heading mw-doc__heading--2");
    expect(host.querySelector("h4")?.className).toBe("mw-doc__heading mw-doc__heading--3");
    expect(host.querySelector("h5")?.className).toBe("");
    expect(host.querySelector("p")?.className).toBe("mw-doc__paragraph");
    expect(Array.from(host.querySelectorAll("h2, h3, h4, h5"), (h) => h.textContent)).toEqual([
      "A",
      "B",
      "C",
      "D",
    ]);
  });

  it("unwraps Google's redirect links and opens external links safely", () => {
    const host = render(
      `<div id="contents"><a class="c3" href="https://www.google.com/url?q=https://example.com/page%3Fa%3D1&amp;sa=D&amp;ust=1">out</a><a href="#h.abc">in</a></div>`,
    );
    const [out, inside] = Array.from(host.querySelectorAll("a"));
    expect(out?.getAttribute("href")).toBe("https://example.com/page?a=1");
    expect(out?.getAttribute("target")).toBe("_blank");
    expect(out?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(inside?.getAttribute("href")).toBe("#h.abc");
    expect(inside?.hasAttribute("target")).toBe(false);
  });

  it("never turns a redirect to javascript: into a live link", () => {
    const host = render(
      `<div id="contents"><a href="https://www.google.com/url?q=javascript:alert(document.domain)&amp;sa=D">x</a><a href="https://www.google.com/url?q=%6Aavascript%3Aalert(1)">y</a></div>`,
    );
    for (const link of Array.from(host.querySelectorAll("a"))) {
      expect(link.getAttribute("href") ?? "").not.toMatch(/^\s*javascript:/i);
    }
  });

  it("keeps no handler, frame or form from the document", () => {
    const host = render(
      `<div id="contents"><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="q"><button>go</button></form><p style="position:fixed" onclick="alert(1)">ok</p></div>`,
    );
    expect(host.innerHTML).not.toMatch(
      /onerror|onclick|<iframe|<form|<input|<button|position:fixed/i,
    );
    expect(host.textContent).toContain("ok");
  });
});
