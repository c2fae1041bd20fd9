import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { WidgetRoot } from "../core/WidgetRoot";
import { recordingFetch } from "../../test/fetch";
import { docPostEntry, simpleDocPage } from "../../test/blogFixtures";
import { blogCatalogs } from "../blog/catalogs";
import { PostBody } from "./PostBody";
import type * as Docs from "../blog/docs";

// A document the pipeline cannot handle: the unexpected-error path.
vi.mock("../blog/docs", async (importOriginal) => ({
  ...(await importOriginal<typeof Docs>()),
  publishedDocToHtmlInTasks: () => {
    throw new Error("parser exploded");
  },
}));

const DOC = "https://docs.google.com/document/d/e/2PACX-x/pub";

describe("PostBody when something unexpected happens", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the Error Loading Content panel with the link to the original document", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = recordingFetch(() => new Response(simpleDocPage("Doc")));
    const post = docPostEntry({ publishedDocURL: DOC });
    render(
      <WidgetsProvider fetch={fetch}>
        <WidgetRoot tag="blog-post" namespace="blog" catalogs={blogCatalogs} styles="">
          <PostBody post={post} api="https://api.test/api" />
        </WidgetRoot>
      </WidgetsProvider>,
    );
    const panel = await screen.findByRole("alert");
    expect(
      within(panel).getByRole("heading", { name: "Error Loading Content" }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Open the original document" })).toHaveAttribute(
      "href",
      DOC,
    );
    expect(log).toHaveBeenCalled();
  });
});
