// A server-rendered <blog-post> taking its shadow root over keeps the article the page already
// shows: it reads it back from the DOM, so waking parses and sanitizes nothing, and a data block
// that a host page (or a CMS keeping inert JSON blocks) wrote is never rendered.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { WidgetRoot } from "../core/WidgetRoot";
import { PrerenderedProvider } from "../core/prerendered";
import { ShadowRootContext } from "../core/shadowRoot";
import { recordingFetch } from "../../test/fetch";
import { docPostEntry } from "../../test/blogFixtures";
import { blogCatalogs } from "../blog/catalogs";
import { PostBody } from "./PostBody";

const post = docPostEntry();
const HOSTILE_BLOCK =
  '<p id="mw-doc-t-ok">Block text</p><img src="x" onerror="window.ran=1">' +
  '<a href="javascript:window.ran=2">link</a><script>window.ran=3</script>';

/** A shadow root as the server rendered it: the article inside the widget's markup. */
function serverRoot(article: string | undefined): ShadowRoot {
  const root = document.createElement("blog-post").attachShadow({ mode: "open" });
  root.innerHTML =
    article === undefined
      ? '<div class="mw-root"><p>No article</p></div>'
      : `<div class="mw-root"><article><div class="mw-doc" part="body">${article}</div></article></div>`;
  return root;
}

function renderTakingOver(root: ShadowRoot, articleHtml: string) {
  // The live document never answers: what shows is what the element took over.
  const { fetch } = recordingFetch(() => new Response("", { status: 500 }));
  return render(
    <WidgetsProvider fetch={fetch}>
      <ShadowRootContext.Provider value={root}>
        <PrerenderedProvider value={{ takingOver: true, data: { articleHtml } }}>
          <WidgetRoot tag="blog-post" namespace="blog" catalogs={blogCatalogs} styles="">
            <PostBody post={post} api="https://api.test/api" />
          </WidgetRoot>
        </PrerenderedProvider>
      </ShadowRootContext.Provider>
    </WidgetsProvider>,
  );
}

describe("PostBody taking a server-rendered article over", () => {
  it("keeps the article the page shows and never renders the data block's", () => {
    const shown = '<h2 id="mw-doc-t-why">Why</h2><p>Shown <a href="#mw-doc-t-why">text</a></p>';
    const { container } = renderTakingOver(serverRoot(shown), HOSTILE_BLOCK);
    const body = container.querySelector(".mw-doc")!;
    expect(body.innerHTML).toBe(shown);
    expect(container).not.toHaveTextContent("Block text");
    expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
  });

  it("shows the loading state, then the live document, when the page shows no article", async () => {
    const { findByRole, container } = renderTakingOver(serverRoot(undefined), HOSTILE_BLOCK);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container).not.toHaveTextContent("Block text");
    // The live document failed (500): the visitor gets the panel with the original's link.
    expect(await findByRole("link", { name: /original/i })).toBeInTheDocument();
  });
});
