import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BlogComment } from "@marketing/contracts";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { resetSheetStore } from "../blog/sheetStore";
import { threadComments } from "../blog/blogData";
import { recordingFetch } from "../../test/fetch";
import { blogFixtureResponse, TEST_CONFIG } from "../../test/blogFixtures";
import { BlogPost } from "./BlogPost";

const SLUG = "long-thread";
const comment = (id: string, parentId = ""): BlogComment => ({
  postSlug: SLUG,
  id,
  name: `Person ${id}`,
  message: `Message ${id}`,
  date: "2026-03-01T10:00:00Z",
  parentId,
  approved: true,
});
/** A top-level comment and 3,000 replies, each answering the previous one. */
const chain = (length: number) =>
  Array.from({ length: length + 1 }, (_, i) => comment(`c${i}`, i === 0 ? "" : `c${i - 1}`));

describe("threadComments", () => {
  it("puts every reply of a 3,000-long chain under its top-level ancestor, in order", () => {
    const threads = threadComments(chain(3000));
    expect(threads).toHaveLength(1);
    expect(threads[0]?.id).toBe("c0");
    expect(threads[0]?.replies.map((reply) => reply.id)).toEqual(
      Array.from({ length: 3000 }, (_, i) => `c${i + 1}`),
    );
  });

  it("cuts a cycle once, keeps orphans standing alone and ignores a repeated id", () => {
    const threads = threadComments([
      comment("a", "c"),
      comment("b", "a"),
      comment("c", "b"),
      comment("orphan", "gone"),
      comment("x"),
      comment("y", "x"),
      comment("y", "orphan"),
    ]);
    const shape = Object.fromEntries(threads.map((t) => [t.id, t.replies.map((r) => r.id)]));
    expect(shape).toEqual({ b: ["a", "c"], orphan: [], x: ["y"] });
  });
});

describe("Comments with a 3,000-reply chain", () => {
  afterEach(() => resetSheetStore());

  it("renders one thread holding all 3,000 replies, one level deep", async () => {
    const comments = chain(3000);
    const { fetch } = recordingFetch(
      (request) =>
        blogFixtureResponse(new URL(request.url), request.method, {
          comments,
          posts: [
            {
              title: "Long thread",
              slug: SLUG,
              author: "A",
              date: "2026-03-01",
              category: "Ops",
              summary: "S",
              publishedDocURL: "",
              featuredImageURL: "",
            },
          ],
        }) ?? new Response("", { status: 404 }),
    );
    render(
      <WidgetsProvider fetch={fetch} config={TEST_CONFIG}>
        <BlogPost lang="en" slug={SLUG} />
      </WidgetsProvider>,
    );
    expect(
      await screen.findByRole("heading", { name: "Comments (3001)" }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const replies = screen.getByRole("list", { name: "Replies to Person c0" });
    expect(within(replies).getAllByRole("listitem")).toHaveLength(3000);
    expect(replies.querySelector("ol")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Reply to / })).toHaveLength(1);
  }, 60_000);
});
