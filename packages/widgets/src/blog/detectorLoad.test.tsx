import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixturePosts } from "@marketing/local-services/fixtures";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { resetSheetStore } from "./sheetStore";
import { recordingFetch } from "../../test/fetch";
import { blogFixtureResponse, TEST_CONFIG } from "../../test/blogFixtures";
import { BlogList } from "../blog-list/BlogList";
import type * as PostLanguageModule from "./postLanguage";

// The detector (franc's models) is a module of its own that the blog widgets import only when a
// row has no language: spy on it to see when it runs.
const detect = vi.hoisted(() => vi.fn());
vi.mock("./postLanguage", async (importOriginal) => {
  const original = await importOriginal<typeof PostLanguageModule>();
  return {
    ...original,
    resolvePostLanguages: (...args: Parameters<typeof original.resolvePostLanguages>) => {
      detect();
      return original.resolvePostLanguages(...args);
    },
  };
});

function renderList(posts: typeof fixturePosts) {
  const recorded = recordingFetch((request) =>
    blogFixtureResponse(new URL(request.url), request.method, { posts })!,
  );
  render(
    <WidgetsProvider fetch={recorded.fetch} config={TEST_CONFIG}>
      <BlogList lang="fr" />
    </WidgetsProvider>,
  );
}

describe("the language detector", () => {
  afterEach(() => {
    resetSheetStore();
    detect.mockClear();
  });

  it("is not used when every row has its language", async () => {
    renderList(fixturePosts.filter((post) => post.language));
    const list = await screen.findByRole("list", { name: "Articles du blog" });
    expect(within(list).getAllByRole("article").length).toBeGreaterThan(0);
    expect(detect).not.toHaveBeenCalled();
  });

  it("is used once a row lacks its language", async () => {
    renderList(fixturePosts);
    const list = await screen.findByRole("list", { name: "Articles du blog" });
    expect(within(list).getByRole("link", { name: /^Détection de défauts/ })).toBeVisible();
    expect(detect).toHaveBeenCalled();
  });
});
