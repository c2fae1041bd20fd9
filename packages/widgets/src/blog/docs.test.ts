import { describe, expect, it } from "vitest";
import { createHttp } from "../core/http";
import { recordingFetch } from "../../test/fetch";
import { GOOGLE_DOC_PAGE, GOOGLE_IMAGE } from "../../test/googleDoc";
import {
  absoluteApi,
  checkDocUrl,
  fetchPublishedDoc,
  MIN_DOCUMENT_LENGTH,
  publishedDocToHtml,
  publishedDocToHtmlInTasks,
} from "./docs";

const DOC = "https://docs.google.com/document/d/e/2PACX-abc/pub";
const API = "https://www.example.com/api";
const PAGE = `<html><body><div id="contents"><p>${"Long enough document text. ".repeat(6)}</p></div></body></html>`;

type Failure = "status" | "short" | "throw" | "timeout";
const fail = (how: Failure): Response | Promise<Response> => {
  switch (how) {
    case "status":
      return new Response(PAGE, { status: 502 });
    case "short":
      return new Response("x".repeat(MIN_DOCUMENT_LENGTH), { status: 200 });
    case "throw":
      throw new TypeError("Failed to fetch");
    case "timeout":
      return new Promise<Response>(() => {});
  }
};

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
    "http://docs.google.com/document/d/e/x/pub",
    "https://docs.google.com.evil.example/document",
    "https://user@evil.example/@docs.google.com",
  ])("refuses %s, which is not https://docs.google.com", (url) =>
    expect(checkDocUrl(url)).toBe("invalid"),
  );
  it("accepts a published document", () => expect(checkDocUrl(DOC)).toBeUndefined());
});

describe("fetchPublishedDoc: one read through the API", () => {
  it("asks the API's /docs route for the published address, and takes an ok answer long enough", async () => {
    const { fetch, requests } = recordingFetch(() => new Response(PAGE));
    expect(await fetchPublishedDoc(createHttp({ fetch }), DOC, { api: `${API}/` })).toBe(PAGE);
    expect(requests.map((r) => [r.method, r.url, r.mode])).toEqual([
      ["GET", `${API}/docs?url=${encodeURIComponent(DOC)}`, "cors"],
    ]);
  });

  it.each<Failure>(["status", "short", "throw", "timeout"])(
    "gives up when the API's answer fails by %s, after that one request (nothing sent to Google, no proxy)",
    async (how) => {
      const { fetch, requests } = recordingFetch(() => fail(how));
      const http = createHttp({ fetch });
      expect(await fetchPublishedDoc(http, DOC, { api: API, timeoutMs: 30 })).toBeUndefined();
      expect(requests.map((r) => new URL(r.url).origin)).toEqual(["https://www.example.com"]);
    },
  );

  it("asks nothing once the post page has gone (its signal aborted)", async () => {
    const { fetch, requests } = recordingFetch(() => new Response(PAGE));
    const signal = AbortSignal.abort();
    expect(await fetchPublishedDoc(createHttp({ fetch }), DOC, { api: API, signal })).toBe(
      undefined,
    );
    expect(requests).toHaveLength(0);
  });
});

describe("absoluteApi", () => {
  it("resolves the default /api against this page, and keeps an absolute one", () => {
    expect(absoluteApi("/api")?.href).toBe(new URL("/api", location.href).href);
    expect(absoluteApi("https://www.example.com/api/")?.href).toBe("https://www.example.com/api");
  });

  it("is undefined for an address that is not http(s)", () => {
    expect(absoluteApi("javascript:alert(1)")).toBeUndefined();
    expect(absoluteApi("data:text/plain,x")).toBeUndefined();
  });
});

describe("publishedDocToHtml", () => {
  const render = (page: string) => {
    const host = document.createElement("div");
    host.innerHTML = publishedDocToHtml(page);
    return host;
  };

  it("takes #contents, else .doc-content, else the body", () => {
    expect(
      render(`<body><p>outside</p><div class="doc-content"><p>newer export</p></div></body>`)
        .textContent,
    ).toBe("newer export");
    expect(
      render(`<body><p>outside</p><div id="contents"><p>inside</p></div></body>`).textContent,
    ).toBe("inside");
    expect(
      render(`<body><p>outside</p><div id="doc-content"><p>doc</p></div></body>`).textContent,
    ).toBe("doc");
    expect(render(`<body><p>only body</p></body>`).textContent).toBe("only body");
  });

  it("starts the outline at h2 when the document has no h1 (or its title was left out)", () => {
    const host = render(`<div id="contents"><h2>B</h2><h3>C</h3><h2>D</h2></div>`);
    expect(Array.from(host.querySelectorAll("h2, h3, h4"), (h) => h.tagName)).toEqual([
      "H2",
      "H3",
      "H2",
    ]);
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
      `<div id="contents"><h2 id="h.abc">Part</h2><a class="c3" href="https://www.google.com/url?q=https://example.com/page%3Fa%3D1&amp;sa=D&amp;ust=1">out</a><a href="#h.abc">in</a></div>`,
    );
    const [out, inside] = Array.from(host.querySelectorAll("a"));
    expect(out?.getAttribute("href")).toBe("https://example.com/page?a=1");
    expect(out?.getAttribute("target")).toBe("_blank");
    expect(out?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(inside?.getAttribute("href")).toBe("#mw-doc-h.abc");
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

describe("publishedDocToHtml on a Google-shaped document", () => {
  const host = document.createElement("div");
  host.innerHTML = publishedDocToHtml(GOOGLE_DOC_PAGE, window, { idPrefix: "p1-" });
  const paragraph = (text: string) =>
    Array.from(host.querySelectorAll("p")).find((p) => p.textContent?.includes(text));

  it.each([
    ["strong", "bold words"],
    ["em", "italic words"],
    ["u", "underlined words"],
    ["s", "struck words"],
    ["sup", "2"],
    ["sub", "2"],
  ])("turns the stylesheet's classes into <%s>", (tag, text) => {
    expect(Array.from(host.querySelectorAll(tag), (el) => el.textContent)).toContain(text);
  });

  it("nests both formats of a run that has them, and no link is underlined twice", () => {
    expect(host.querySelector("strong > em, em > strong")?.textContent).toBe("bold italic words");
    expect(host.querySelector("u a, a u")).toBeNull();
  });

  it("drops colours, fonts and every source class; keeps the author's alignment", () => {
    expect(host.innerHTML).not.toMatch(/style=|c19|lst-kix|mw-post__panel|Comic/);
    const title = paragraph("A bold centred paragraph");
    expect(title?.className).toBe("mw-doc__paragraph mw-doc__align--center");
    // A bold paragraph stays a paragraph: no outline guessed.
    expect(title?.querySelector("strong")).not.toBeNull();
  });

  it("nests flat lst-kix lists at the author's depth with their numbering kept", () => {
    const [numbered, resumed] = Array.from(host.querySelectorAll(":scope > ol"));
    expect(Array.from(numbered!.children, (li) => li.firstChild?.textContent)).toEqual([
      "First step",
      "Second step",
      "Third step",
    ]);
    const nested = numbered!.querySelector("li:nth-child(2) > ol");
    expect(nested?.getAttribute("type")).toBe("a");
    expect(nested?.textContent).toBe("Detail aDetail b");
    expect(numbered!.getAttribute("type")).toBe("1");
    expect(resumed?.getAttribute("start")).toBe("4");
    expect(resumed?.textContent).toBe("Fourth step");
    expect(host.querySelector(":scope > ul > li > ul > li > ul > li")?.textContent).toBe(
      "Bullet level three",
    );
    expect(host.querySelectorAll(":scope > ul > li")).toHaveLength(2);
  });

  it("gives images their size as attributes and loses the frame", () => {
    const img = host.querySelector("img");
    expect(img?.getAttribute("src")).toBe(GOOGLE_IMAGE);
    expect(img?.getAttribute("width")).toBe("624");
    expect(img?.getAttribute("height")).toBe("351");
    expect(img?.parentElement?.tagName).toBe("P");
  });

  it("makes an all-bold first row the table's header row", () => {
    const headers = Array.from(host.querySelectorAll("table thead th"));
    expect(headers.map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["Rule", "col"],
      ["Window", "col"],
    ]);
    expect(host.querySelectorAll("table tbody td")).toHaveLength(2);
  });

  it("keeps no table header when the first row is not all bold", () => {
    const plain = document.createElement("div");
    plain.innerHTML = publishedDocToHtml(
      `<style>.c3{font-weight:700}</style><div id="contents"><table><tr><td><span class="c3">A</span></td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table></div>`,
    );
    expect(plain.querySelector("th, thead")).toBeNull();
  });

  it("prefixes ids and the in-document links to them (contents and footnotes)", () => {
    const hrefs = Array.from(host.querySelectorAll('a[href^="#"]'), (a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["#p1-h.intro1", "#p1-h.lists2", "#p1-ftnt1", "#p1-ftnt_ref1"]);
    for (const href of hrefs) expect(host.querySelector(`[id="${href!.slice(1)}"]`)).not.toBeNull();
    expect(host.querySelector('a[href="https://example.com/guide"]')?.textContent).toBe("guide");
  });

  it("gives the same HTML when split across tasks, a few blocks per task", async () => {
    let tasks = 0;
    const realSetTimeout = globalThis.setTimeout;
    const counting = ((fn: () => void, ms?: number) => {
      tasks++;
      return realSetTimeout(fn, ms);
    }) as typeof setTimeout;
    globalThis.setTimeout = counting;
    try {
      const split = await publishedDocToHtmlInTasks(GOOGLE_DOC_PAGE, window, { idPrefix: "p1-" });
      expect(split).toBe(publishedDocToHtml(GOOGLE_DOC_PAGE, window, { idPrefix: "p1-" }));
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(tasks).toBeGreaterThanOrEqual(2);
  });

  it("collapses the empty spacer paragraphs", () => {
    expect(Array.from(host.querySelectorAll("p")).filter((p) => !p.textContent?.trim())).toEqual(
      Array.from(host.querySelectorAll("p")).filter((p) => p.querySelector("img")),
    );
  });
});

// Google's published shape for a document opening with its title: an empty paragraph, then the
// "Title" and "Subtitle" paragraph styles (`p.title`, `p.subtitle` with a heading id), as
// docs.google.com/…/pub serves them.
const TITLED_STYLE = `.c0{color:#000000;font-weight:400;font-size:11pt;font-family:"Arial"}.c2{padding-top:0pt;padding-bottom:0pt;line-height:1.15;text-align:left}.c5{font-size:26pt}.c9{color:#666666;font-size:15pt}.title{padding-top:0pt;color:#000000;font-size:26pt;padding-bottom:3pt;font-family:"Arial";line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left}.subtitle{padding-top:0pt;color:#666666;font-size:15pt;padding-bottom:16pt;font-family:"Arial";line-height:1.15;page-break-after:avoid;orphans:2;widows:2;text-align:left}h1{padding-top:20pt;font-size:20pt}`;
const titledPage = (blocks: string) =>
  `<!DOCTYPE html><html><head><title>E-E-A-T</title></head><body><div id="contents"><style type="text/css">${TITLED_STYLE}</style><p class="c2"><span class="c0"></span></p>${blocks}<p class="c2"><span class="c0">Few topics in content marketing generate as much confusion as generative AI and search quality.</span></p></div></body></html>`;
const TITLE = "E-E-A-T in practice: how we make AI-assisted articles earn trust";
const SUMMARY = "Search quality guidelines do not ban AI-written text; they reward trust.";
const titleParagraph = (text: string) =>
  `<p class="c2 title" id="h.2gazcsgmxkub"><span class="c5 c0">${text}</span></p>`;
const subtitleParagraph = (text: string) =>
  `<p class="c2 subtitle" id="h.ng30guuqqp2v"><span class="c9 c0">${text}</span></p>`;
const textOf = (html: string) => {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  return Array.from(holder.children, (child) => `${child.tagName}:${child.textContent}`);
};

describe("publishedDocToHtml on a document that opens with the post's title", () => {
  const post = { title: TITLE, summary: SUMMARY };

  it("leaves out a first Title paragraph matching the post's title, and the Subtitle matching its summary", () => {
    const page = titledPage(titleParagraph(TITLE) + subtitleParagraph(SUMMARY));
    expect(textOf(publishedDocToHtml(page, window, { post }))).toEqual([
      "P:Few topics in content marketing generate as much confusion as generative AI and search quality.",
    ]);
    // Without the post, as before: both are kept.
    expect(textOf(publishedDocToHtml(page, window))).toHaveLength(3);
  });

  it("matches ignoring case, punctuation and spacing (the document's curly quotes, a trailing period)", () => {
    const title = "e-e-a-t IN PRACTICE — how  we make AI assisted articles earn trust.";
    const page = titledPage(`<h1 class="c2" id="h.x1"><span class="c0">${title}</span></h1>`);
    expect(textOf(publishedDocToHtml(page, window, { post }))).toHaveLength(1);
  });

  it("keeps a first heading that differs from the title, and what follows it", () => {
    const page = titledPage(
      `<h1 class="c2" id="h.x1"><span class="c0">Energy audits without the binder</span></h1>` +
        subtitleParagraph(SUMMARY),
    );
    expect(textOf(publishedDocToHtml(page, window, { post }))).toEqual([
      "H2:Energy audits without the binder",
      `P:${SUMMARY}`,
      "P:Few topics in content marketing generate as much confusion as generative AI and search quality.",
    ]);
  });

  it("keeps a subtitle that is not the summary, and a title paragraph further down", () => {
    const page = titledPage(titleParagraph(TITLE) + subtitleParagraph("A field guide, part one"));
    expect(textOf(publishedDocToHtml(page, window, { post }))[0]).toBe("P:A field guide, part one");
    const later = titledPage(
      `<p class="c2"><span class="c0">Intro</span></p>${titleParagraph(TITLE)}`,
    );
    expect(textOf(publishedDocToHtml(later, window, { post }))).toHaveLength(3);
  });

  it("does the same in tasks, as the widget runs it", async () => {
    const page = titledPage(titleParagraph(TITLE) + subtitleParagraph(SUMMARY));
    expect(await publishedDocToHtmlInTasks(page, window, { post })).toBe(
      publishedDocToHtml(page, window, { post }),
    );
    expect(textOf(await publishedDocToHtmlInTasks(page, window, { post }))).toHaveLength(1);
  });
});

describe("publishedDocToHtml on an untrusted document", () => {
  const clean = (body: string, api?: string) => {
    const host = document.createElement("div");
    host.innerHTML = publishedDocToHtml(`<div id="contents">${body}</div>`, window, {
      idPrefix: "p1-",
      api,
    });
    return host;
  };
  const sources = (host: Element) =>
    Array.from(host.querySelectorAll("img"), (img) => img.getAttribute("src"));

  it("loads images only over https from Google's hosts and the API's origin", () => {
    const host = clean(
      `<img src="https://lh3.googleusercontent.com/a"><img src="https://docs.google.com/b"><img src="http://lh3.googleusercontent.com/c"><img src="https://evil.example/d"><img src="/relative.png"><img src="//evil.example/e"><img src="https://www.example.com/api/images/x?sz=w400"><img src="https://www.example.com.evil.example/f">`,
      API,
    );
    expect(sources(host)).toEqual([
      "https://lh3.googleusercontent.com/a",
      "https://docs.google.com/b",
      "https://www.example.com/api/images/x?sz=w400",
    ]);
  });

  it("shows the document's Drive pictures through the API's image route, at the widest size", () => {
    const pictures = `<img src="https://drive.google.com/file/d/1AbCdEfGhIjK/view?usp=sharing"><img src="https://drive.google.com/thumbnail?id=2AbCdEfGhIjK&sz=w200"><img src="https://lh3.googleusercontent.com/a">`;
    expect(sources(clean(pictures, API))).toEqual([
      `${API}/images/1AbCdEfGhIjK?sz=w1600`,
      `${API}/images/2AbCdEfGhIjK?sz=w1600`,
      "https://lh3.googleusercontent.com/a",
    ]);
    // The default /api is this page's own.
    expect(sources(clean(pictures, "/api"))[0]).toBe(
      new URL("/api/images/1AbCdEfGhIjK?sz=w1600", location.href).href,
    );
  });

  it("allows a loopback origin's images only when it is the API's (npm start)", () => {
    const local = `<img src="http://127.0.0.1:4173/api/images/1AbCdEfGhIjK?sz=w1600"><img src="http://127.0.0.1:8787/drive/thumbnail?id=1">`;
    expect(sources(clean(local, API))).toEqual([]);
    expect(sources(clean(local, "http://127.0.0.1:4173/api"))).toEqual([
      "http://127.0.0.1:4173/api/images/1AbCdEfGhIjK?sz=w1600",
    ]);
  });

  it("keeps no media, background attribute or relative link", () => {
    const host = clean(
      `<video src="https://lh3.googleusercontent.com/v"></video><audio src="https://lh3.googleusercontent.com/a"></audio><table background="https://evil.example/bg.png"><tr><td background="https://evil.example/bg.png">t</td></tr></table><a href="/admin">relative</a><a href="page.html">relative too</a>`,
    );
    expect(host.querySelector("video, audio, source, [background]")).toBeNull();
    expect(host.querySelector("a[href]")).toBeNull();
  });

  it("cannot reuse the widget's class names or ids", () => {
    const host = clean(
      `<p class="mw-post__panel mw-button" id="h.x">a</p><div class="mw-post__panel" part="body">b</div>`,
    );
    expect(host.querySelector('[class*="mw-post"], [class*="mw-button"]')).toBeNull();
    expect(Array.from(host.querySelectorAll("[id]"), (el) => el.id)).toEqual(["p1-h.x"]);
  });

  it.each([
    ["expression()", `.c1{width:expression(top.__xss(1))}`],
    ["url(javascript:)", `.c1{background:url(javascript:top.__xss(1))}`],
    ["@import", `@import url("javascript:top.__xss(1)");.c1{font-weight:700}`],
    ["behavior", `.c1{behavior:url(https://evil.example/x.htc)}`],
  ])("carries nothing of a %s in the document's stylesheet", (_name, css) => {
    const html = publishedDocToHtml(
      `<div id="contents"><style>${css}</style><p class="c1"><span class="c1">text</span></p></div>`,
    );
    expect(html).not.toMatch(/style|expression|javascript|import|behavior|htc|xss/i);
    expect(html).toContain("text");
  });
});
