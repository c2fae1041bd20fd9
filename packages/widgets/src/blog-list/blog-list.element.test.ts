import { waitFor, within } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixturePosts } from "@marketing/local-services/fixtures";
import { recordingFetch } from "../../test/fetch";
import { blogFixtureResponse } from "../../test/blogFixtures";
import { resetSheetStore } from "../blog/sheetStore";
import "./blog-list.element";

// Importing the element file registers <blog-list>, as the embed script does.
afterEach(() => {
  document.body.innerHTML = "";
  resetSheetStore();
  vi.unstubAllGlobals();
});

/** An element has no provider to inject fetch through: the page's fetch answers from fixtures. */
function stubSheets() {
  const recorded = recordingFetch(
    (request) =>
      blogFixtureResponse(new URL(request.url), request.method) ??
      new Response("", { status: 404 }),
  );
  vi.stubGlobal("fetch", recorded.fetch);
  return recorded;
}

async function mount(markup: string) {
  document.body.innerHTML = markup;
  const host = document.body.querySelector<HTMLElement>("blog-list")!;
  await waitFor(() => expect(host.shadowRoot?.querySelector("article")).not.toBeNull());
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}

const readable = fixturePosts.filter((post) => post.slug && post.title);

describe("<blog-list>", () => {
  it("renders the sheet's posts in an open shadow root, with its own styles", async () => {
    const { requests } = stubSheets();
    const { host, shadow } = await mount(
      `<blog-list sheets-api-base="https://sheets.test" spreadsheet-id="s1" sheets-api-key="k1"></blog-list>`,
    );

    expect(requests[0]?.url).toBe(
      "https://sheets.test/v4/spreadsheets/s1/values/Sheet1!A%3AH?key=k1",
    );
    // The element renders its cards in slices (core/progressive.tsx): the first, then the others.
    await waitFor(() =>
      expect(shadow.getAllByRole("article")).toHaveLength(Math.min(6, readable.length)),
    );
    expect(host.shadowRoot!.querySelector("style")?.textContent).toContain(".mw-blog");
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });

  it("honours the limit, blog-url and lang attributes", async () => {
    stubSheets();
    const { host, shadow } = await mount(
      `<blog-list limit="2" blog-url="/news" lang="fr" sheets-api-base="https://sheets.test"></blog-list>`,
    );

    await waitFor(() => expect(shadow.getAllByRole("article")).toHaveLength(2));
    const first = readable[0]!;
    expect(shadow.getByRole("link", { name: first.title })).toHaveAttribute(
      "href",
      `/news/${first.slug}`,
    );
    expect(host.shadowRoot!.querySelector(".mw-root")?.getAttribute("lang")).toBe("fr");
  });
});
