import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { WidgetRoot } from "../core/WidgetRoot";
import { recordingFetch } from "../../test/fetch";
import { GOOGLE_DOC_PAGE } from "../../test/googleDoc";
import { docPostEntry } from "../../test/blogFixtures";
import { blogCatalogs } from "../blog/catalogs";
import { PostBody } from "./PostBody";

const post = docPostEntry({ slug: "a-post" });

async function renderDoc() {
  const { fetch } = recordingFetch(() => new Response(GOOGLE_DOC_PAGE));
  render(
    <WidgetsProvider fetch={fetch}>
      <WidgetRoot tag="blog-post" namespace="blog" catalogs={blogCatalogs} styles="">
        <PostBody post={post} api="https://api.test/api" />
      </WidgetRoot>
    </WidgetsProvider>,
  );
  return screen.findByRole("link", { name: "Lists" }, { timeout: 10_000 });
}

/** jsdom has no scrollIntoView: record which element is asked to scroll into view. */
function recordScrolls(): Element[] {
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, "scrollIntoView", {
    configurable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
  return scrolled;
}

describe("PostBody in-document links", { timeout: 20_000 }, () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("scrolls to and focuses the heading a contents link points at, without a hash change", async () => {
    const scrolled = recordScrolls();
    const before = window.location.href;
    await userEvent.click(await renderDoc());
    const heading = screen.getByRole("heading", { name: "Lists" });
    expect(scrolled).toEqual([heading]);
    expect(heading).toHaveFocus();
    expect(heading.id).toMatch(/^mw-doc-a-post-.+-h\.lists2$/);
    expect(window.location.href).toBe(before);
  });

  it("follows a footnote and its back-link", async () => {
    const scrolled = recordScrolls();
    await renderDoc();
    const [reference, note] = screen.getAllByRole("link", { name: "[1]" });
    await userEvent.click(reference!);
    expect(scrolled.at(-1)).toBe(note);
    await userEvent.click(note!);
    expect(scrolled.at(-1)).toBe(reference);
  });
});
