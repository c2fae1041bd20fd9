// A server-rendered <blog-post> reads its article from the page's data block when its element
// takes over: a host page (or a CMS keeping inert JSON blocks) may have written that block, so the
// article goes through the one sanitizer again before the element renders it.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { WidgetRoot } from "../core/WidgetRoot";
import { PrerenderedProvider } from "../core/prerendered";
import { recordingFetch } from "../../test/fetch";
import { blogCatalogs } from "../blog/catalogs";
import { PostBody } from "./PostBody";

const post = {
  title: "T",
  slug: "t",
  author: "",
  date: "",
  category: "",
  summary: "S",
  publishedDocURL: "https://docs.google.com/document/d/e/2PACX-x/pub",
  featuredImageURL: "",
};
const HOSTILE =
  '<p id="mw-doc-t-ok">Kept text</p><img src="x" onerror="window.ran=1">' +
  '<a href="javascript:window.ran=2">link</a><script>window.ran=3</script>' +
  '<iframe src="https://evil.example"></iframe><p onclick="window.ran=4" style="x">p</p>';

function renderTakingOver(articleHtml: string) {
  // The live document never answers: what shows is the block's article.
  const { fetch } = recordingFetch(() => new Response("", { status: 500 }));
  return render(
    <WidgetsProvider fetch={fetch}>
      <PrerenderedProvider value={{ takingOver: true, data: { articleHtml } }}>
        <WidgetRoot tag="blog-post" namespace="blog" catalogs={blogCatalogs} styles="">
          <PostBody post={post} proxies={[]} />
        </WidgetRoot>
      </PrerenderedProvider>
    </WidgetsProvider>,
  );
}

describe("PostBody taking a server-rendered article over", () => {
  it("sanitizes the data block's article with the widget's one sanitizer", () => {
    const { container } = renderTakingOver(HOSTILE);
    expect(container).toHaveTextContent("Kept text");
    const html = container.innerHTML;
    expect(html).not.toMatch(/onerror|onclick|<script|<iframe|javascript:/i);
  });
});
