import { waitFor, within } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixturePosts } from "@marketing/local-services/fixtures";
import { retiredKeyMessage } from "@marketing/contracts";
import { recordingFetch } from "../../test/fetch";
import { blogFixtureResponse } from "../../test/blogFixtures";
import { resetSheetStore } from "../blog/sheetStore";
import "./blog-list.element";

// Importing the element file registers <blog-list>, as the embed script does.
afterEach(() => {
  document.body.innerHTML = "";
  resetSheetStore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
const english = readable.filter((post) => post.language === "en");
const french = readable.filter((post) => post.language === "fr");

describe("<blog-list>", () => {
  it("renders the sheet's posts in an open shadow root, with its own styles", async () => {
    const { requests } = stubSheets();
    const { host, shadow } = await mount(`<blog-list api="https://api.test/api"></blog-list>`);

    expect(requests[0]?.url).toBe("https://api.test/api/sheets/posts");
    // The element renders its cards in slices (core/progressive.tsx): the first, then the others.
    // An English list (the page's language here) of the English posts: this sheet has the column.
    await waitFor(() => expect(shadow.getAllByRole("article")).toHaveLength(6));
    const titles = shadow.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual(english.slice(0, 3).map((post) => post.title));
    expect(host.shadowRoot!.querySelector("style")?.textContent).toContain(".mw-blog");
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });

  it("with blog-languages=all lists the other language's posts after its own, marked and linked to their tree", async () => {
    stubSheets();
    const { shadow } = await mount(
      `<blog-list blog-languages="all" lang="fr" blog-url="/fr/blog" api="https://api.test/api"></blog-list>`,
    );
    await waitFor(() => expect(shadow.getAllByRole("article")).toHaveLength(6));
    const cards = shadow.getAllByRole("article");
    // The fixtures' sheet lists four French posts with the column set or detected.
    const englishCard = cards.find((card) => within(card).queryByText("EN"))!;
    const link = within(englishCard).getByRole("link");
    expect(link.getAttribute("href")).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(link.closest("h2")).toHaveAttribute("lang", "en");
    expect(within(englishCard).getByText("En anglais")).toHaveClass("mw-visually-hidden");
  });

  it("honours the limit, blog-url and lang attributes", async () => {
    stubSheets();
    const { host, shadow } = await mount(
      `<blog-list limit="2" blog-url="/news" lang="fr" api="https://api.test/api"></blog-list>`,
    );

    await waitFor(() => expect(shadow.getAllByRole("article")).toHaveLength(2));
    const first = french[0]!;
    expect(shadow.getByRole("link", { name: first.title })).toHaveAttribute(
      "href",
      `/news/${first.slug}`,
    );
    expect(host.shadowRoot!.querySelector(".mw-root")?.getAttribute("lang")).toBe("fr");
  });

  it("reads the page configuration's api when the element names none", async () => {
    const { requests } = stubSheets();
    await mount(
      `<script type="application/json" id="marketing-widgets-config">{"api": "https://company.test/api"}</script><blog-list></blog-list>`,
    );
    expect(requests[0]?.url).toBe("https://company.test/api/sheets/posts");
  });

  it("warns once per retired service attribute, naming api, and reads only the api", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { requests } = stubSheets();
    await mount(
      `<blog-list api="https://api.test/api" sheets-api-base="https://sheets.test" spreadsheet-id="s1" sheets-api-key="k1" drive-image-url="https://drive.test/thumbnail?id={id}"></blog-list>` +
        `<blog-list api="https://api.test/api" spreadsheet-id="s1"></blog-list>`,
    );
    expect(requests.every((request) => request.url.startsWith("https://api.test/api/"))).toBe(true);
    expect(warn.mock.calls.map(([message]) => message as string).sort()).toEqual(
      ["drive-image-url", "sheets-api-base", "sheets-api-key", "spreadsheet-id"]
        .map(retiredKeyMessage)
        .sort(),
    );
  });
});
