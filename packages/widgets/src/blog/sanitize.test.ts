import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it.each([
    [`<script>alert(1)</script><p>text</p>`, /<script/i],
    [`<img src=x onerror=alert(1)>`, /onerror/i],
    [`<a href="javascript:alert(1)">x</a>`, /javascript:/i],
    [`<a href="  JaVaScRiPt:alert(1)">x</a>`, /javascript:/i],
    [`<iframe src="https://evil.example"></iframe>`, /<iframe/i],
    [`<form action="/steal"><input name="password"></form>`, /<form|<input/i],
    [`<svg><script>alert(1)</script></svg>`, /<svg|<script/i],
    [`<object data="evil.swf"></object><embed src="evil.swf">`, /<object|<embed/i],
    [`<p style="position:fixed;inset:0">overlay</p>`, /style=/i],
    [
      `<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">`,
      /<meta|<base/i,
    ],
  ])("removes what could run or take over the page: %s", (html, forbidden) => {
    expect(sanitizeHtml(html)).not.toMatch(forbidden);
  });

  it("keeps the document's text, structure, links and images", () => {
    const html = `<h2 class="mw-doc__heading">Title</h2><p class="mw-doc__paragraph">A <strong>bold</strong> <a href="https://example.com" target="_blank">link</a></p><ul><li>one</li></ul><img src="https://lh3.googleusercontent.com/x.png" alt="chart">`;
    const clean = sanitizeHtml(html);
    expect(clean).toContain(`<h2 class="mw-doc__heading">Title</h2>`);
    expect(clean).toContain(
      `<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>`,
    );
    expect(clean).toContain(`<img src="https://lh3.googleusercontent.com/x.png" alt="chart">`);
  });

  it("gives any kept target a safe rel", () => {
    expect(
      sanitizeHtml(`<a href="https://a.example" target="_blank" rel="opener">a</a>`),
    ).toContain(`rel="noopener noreferrer"`);
  });
});
