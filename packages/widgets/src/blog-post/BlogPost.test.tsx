import { POSTS_RANGE } from "@marketing/contracts";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import type { WidgetConfig } from "../core/config";
import { resetSheetStore } from "../blog/sheetStore";
import { fixturePosts, renderPublishedDocPage } from "@marketing/local-services/fixtures";
import { recordingFetch, type RecordedRequest } from "../../test/fetch";
import { plainAttribution } from "../../test/attribution";
import {
  blogFixtureResponse,
  simpleDocPage,
  TEST_CONFIG,
  type BlogFixtureOptions,
} from "../../test/blogFixtures";
import { BlogPost, type BlogPostProps } from "./BlogPost";
import { MESSAGE_DURATION_MS } from "../core/submission";

const post = (slug: string) => fixturePosts.find((p) => p.slug === slug)!;
const FAULTS = "fault-detection-rules-air-handling-units";
const NO_COMMENTS = "programmatic-seo-without-thin-content";

function renderPost(
  props: BlogPostProps,
  options: BlogFixtureOptions = {},
  config: Partial<WidgetConfig> = {},
) {
  const fixtures: BlogFixtureOptions = {
    docPage: (url) => simpleDocPage(`Doc for ${url.slice(-12)}`),
    ...options,
  };
  const recorded = recordingFetch(
    (request) =>
      blogFixtureResponse(new URL(request.url), request.method, fixtures) ??
      new Response("", { status: 404 }),
  );
  const onCommentPosted = vi.fn();
  render(
    <WidgetsProvider fetch={recorded.fetch} config={{ ...TEST_CONFIG, ...config }}>
      <BlogPost lang="en" onCommentPosted={onCommentPosted} {...props} />
    </WidgetsProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...recorded, onCommentPosted, user };
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === "POST");

describe("BlogPost", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-03-04T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetSheetStore();
    vi.restoreAllMocks();
  });

  describe("finding the post", () => {
    it("paints a prerendered post (initialPost) at once, before the sheet answers", async () => {
      const prerendered = { ...post(FAULTS), featuredImageURL: "" };
      renderPost({ slug: FAULTS, initialPost: prerendered });

      // Synchronously, on the first render: no loading screen for the post itself.
      expect(
        screen.getByRole("heading", { level: 1, name: prerendered.title }),
      ).toBeInTheDocument();
      expect(screen.queryByText("Loading blog post…")).not.toBeInTheDocument();
      // Let the sheet and document requests settle so nothing lands in the next test's store.
      expect(await screen.findByRole("heading", { name: /^Doc for / })).toBeInTheDocument();
    });

    it("marks a post in another language than the widget's: lang on its text, a visible tag, its own date format", async () => {
      const english = post("eeat-ai-assisted-articles");
      renderPost({ slug: english.slug, lang: "fr", blogUrl: "/fr/blog" });
      const title = await screen.findByRole("heading", { level: 1, name: english.title });
      expect(title).toHaveAttribute("lang", "en");
      const header = title.closest("header")!;
      expect(within(header).getByText("EN")).toHaveAttribute("aria-hidden", "true");
      expect(within(header).getByText("En anglais")).toHaveClass("mw-visually-hidden");
      expect(within(header).getByText(english.category)).toHaveAttribute("lang", "en");
      expect(header.querySelector("time")).toHaveTextContent("February 25, 2025");
      expect(header.querySelector("time")).toHaveAttribute("lang", "en");
      expect(header).toHaveTextContent(`Par ${english.author}`);
      const body = (await screen.findByRole("heading", { name: /^Doc for / })).closest(".mw-doc");
      expect(body).toHaveAttribute("lang", "en");
      // The interface around it stays French.
      expect(screen.getByRole("link", { name: "Retour au blog" })).not.toHaveAttribute("lang");
    });

    it("shows the post's title once when its document opens with it (Title and Subtitle styles)", async () => {
      const kpi = post("kpi-dashboards-energy-performance");
      const docPage = () =>
        renderPublishedDocPage({
          docId: "2PACX-title",
          title: kpi.title,
          bodyHtml: `<p class="title">${kpi.title}</p><p class="subtitle">${kpi.summary}</p><h2>The five indicators of a useful screen</h2><p>An energy dashboard rarely fails for lack of data.</p>`,
        });
      renderPost({ slug: kpi.slug }, { docPage });
      await screen.findByRole("heading", { name: "The five indicators of a useful screen" });
      expect(screen.getAllByText(kpi.title)).toHaveLength(1);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(kpi.title);
      expect(screen.queryByText(kpi.summary)).toBeNull();
    });

    it("leaves a post in the widget's language unmarked", async () => {
      renderPost({ slug: FAULTS });
      const title = await screen.findByRole("heading", { level: 1, name: post(FAULTS).title });
      expect(title).not.toHaveAttribute("lang");
      expect(screen.queryByText("EN")).toBeNull();
      await screen.findByRole("heading", { name: /^Doc for / });
    });

    it("shows loading, then the post with its document, sanitized, and a back link", async () => {
      const { requests } = renderPost({ slug: FAULTS, blogUrl: "/news" });
      expect(screen.getByRole("status")).toHaveTextContent("Loading blog post…");

      expect(
        await screen.findByRole("heading", { level: 1, name: post(FAULTS).title }),
      ).toBeInTheDocument();
      expect(screen.getByText("March 11, 2025")).toBeInTheDocument();
      expect(screen.getByText("By James Whitfield")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: /Back to blog/ })).toHaveAttribute("href", "/news");
      const docHeading = await screen.findByRole("heading", { name: /^Doc for / });
      expect(docHeading).toHaveClass("mw-doc__heading--1");
      expect(document.querySelector(".mw-doc script")).toBeNull();
      expect((window as { __docScriptRan?: boolean }).__docScriptRan).toBeUndefined();
      expect(requests.map((r) => r.url)).toContain(
        `https://api.test/api/docs?url=${encodeURIComponent(post(FAULTS).publishedDocURL)}`,
      );
    });

    it("reads the sheets and the document, and posts a comment, through its api prop's address only", async () => {
      const api = "https://other.test/api";
      const { user, requests } = renderPost({ slug: NO_COMMENTS, api });
      await screen.findByRole("heading", { name: /^Doc for / });
      await screen.findByText("No comments yet. Be the first to comment!");
      await user.type(screen.getByLabelText("Name"), "Ada");
      await user.type(screen.getByLabelText("Comment"), "Through the API");
      await user.click(screen.getByRole("button", { name: "Post comment" }));
      expect(await screen.findByText("Comment posted!")).toBeInTheDocument();
      expect(requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
        `GET ${api}/docs?url=${encodeURIComponent(post(NO_COMMENTS).publishedDocURL)}`,
        `GET ${api}/sheets/comments`,
        `GET ${api}/sheets/posts`,
        `POST ${api}/comments`,
      ]);
    });

    it("says 'Blog post not found' with a way back for a slug the sheet does not have", async () => {
      renderPost({ slug: "no-such-post" });
      expect(
        await screen.findByRole("heading", { level: 1, name: "Blog post not found" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Back to blog" })).toHaveAttribute("href", "/blog");
    });

    it("shows a sample post for a sample slug, with its text", async () => {
      renderPost({ slug: "sample-industrial-energy-savings" });
      expect(
        await screen.findByRole("heading", {
          level: 1,
          name: "Where an energy audit pays back first in an industrial site",
        }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Compressed air leaks, HVAC schedules/)).toBeInTheDocument();
    });

    it("says 'Error loading blog post.' when the sheet cannot be read", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      renderPost({ slug: FAULTS }, { sheetStatus: { [POSTS_RANGE]: 404 } });
      expect(await screen.findByRole("alert")).toHaveTextContent("Error loading blog post.");
      expect(screen.getByRole("link", { name: /Back to blog/ })).toBeInTheDocument();
    });
  });

  describe("the document", () => {
    it("says so when the post has no document URL", async () => {
      const { requests } = renderPost({ slug: "webinar-recap-kpi-dashboards" });
      expect(
        await screen.findByText("No Google Doc URL provided for this post."),
      ).toBeInTheDocument();
      expect(requests.some((r) => new URL(r.url).pathname === "/api/docs")).toBe(false);
    });

    it("says so when the document URL is not a Google Doc", async () => {
      renderPost({ slug: "guest-post-building-analytics-data-quality" }, {}, {});
      expect(
        await screen.findByText("No valid Google Doc URL provided for this post."),
      ).toBeInTheDocument();
    });

    it("shows the Content Loading Issue panel with the summary and the original link when the API cannot give the document", async () => {
      const { requests } = renderPost({ slug: FAULTS }, { docPage: () => undefined });
      const panel = await screen.findByRole("alert");
      expect(
        within(panel).getByRole("heading", { name: "Content Loading Issue" }),
      ).toBeInTheDocument();
      expect(panel).toHaveTextContent(post(FAULTS).summary);
      expect(
        within(panel).getByRole("link", { name: "Open the original document" }),
      ).toHaveAttribute("href", post(FAULTS).publishedDocURL);
      // One attempt, through the API: never Google itself, a proxy or a no-cors request.
      const attempts = requests.filter((r) => !r.url.startsWith("https://api.test/api/sheets/"));
      expect(attempts.map((r) => [r.url, r.mode])).toEqual([
        [
          `https://api.test/api/docs?url=${encodeURIComponent(post(FAULTS).publishedDocURL)}`,
          "cors",
        ],
      ]);
    });

    it("shows the French panel in French", async () => {
      renderPost({ slug: FAULTS, lang: "fr" }, { docPage: () => undefined });
      expect(
        await screen.findByRole("heading", { name: "Problème de chargement du contenu" }),
      ).toBeInTheDocument();
    });
  });

  describe("comments", () => {
    it("shows the post's comments with the count and replies under their parent", async () => {
      renderPost({ slug: FAULTS });
      expect(await screen.findByRole("heading", { name: "Comments (4)" })).toBeInTheDocument();
      const replies = screen.getByRole("list", { name: "Replies to Priya Raman" });
      expect(replies).toHaveTextContent("James Whitfield");
      expect(screen.getAllByRole("button", { name: /^Reply to / })).toHaveLength(2);
      expect(screen.queryByRole("button", { name: "Reply to James Whitfield" })).toBeNull();
    });

    it("shows the empty state, in French too", async () => {
      renderPost({ slug: NO_COMMENTS, lang: "fr" });
      expect(
        await screen.findByText("Aucun commentaire pour l'instant. Soyez le premier à commenter !"),
      ).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Commentaires (0)" })).toBeInTheDocument();
    });

    it("shows the empty state when the comments cannot be read", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      renderPost({ slug: FAULTS }, { sheetStatus: { "Comments!A:H": 400 } });
      expect(
        await screen.findByText("No comments yet. Be the first to comment!"),
      ).toBeInTheDocument();
    });

    it("posts a comment, shows it at once and says 'Comment posted!' for 5 s", async () => {
      const { user, requests, onCommentPosted } = renderPost({ slug: NO_COMMENTS });
      await screen.findByText("No comments yet. Be the first to comment!");

      await user.type(screen.getByLabelText("Name"), " Ada ");
      await user.type(screen.getByLabelText("Email (optional)"), "ada@example.com");
      await user.type(screen.getByLabelText("Comment"), "Very useful, thanks.");
      await user.click(screen.getByRole("button", { name: "Post comment" }));

      expect(await screen.findByText("Comment posted!")).toBeInTheDocument();
      expect(screen.getByText("Very useful, thanks.")).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Comments (1)" })).toBeInTheDocument();
      expect(screen.getByLabelText("Comment")).toHaveValue("");
      const [sent] = posts(requests);
      expect(sent?.url).toBe("https://api.test/api/comments");
      const body = JSON.parse(sent!.body);
      expect(body).toEqual({
        type: "blog_comment",
        postSlug: NO_COMMENTS,
        id: expect.stringMatching(/^cmt-/),
        name: "Ada",
        email: "ada@example.com",
        message: "Very useful, thanks.",
        date: expect.stringMatching(/^2026-03-04T10:00:\d\d\.\d{3}Z$/),
        parentId: "",
        ...plainAttribution("en"),
        // The proof of work the form solved (Comments.proof.test.tsx says more).
        altcha: { challenge: expect.any(Object), solution: expect.any(Object) },
      });
      expect(onCommentPosted).toHaveBeenCalledWith({
        comment: expect.objectContaining({ id: body.id }),
      });

      act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS + 100));
      expect(screen.queryByText("Comment posted!")).toBeNull();
    });

    it("replies to a top-level comment, and cancel returns to a top-level comment with the message cleared", async () => {
      const { user, requests } = renderPost({ slug: FAULTS });
      const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
      const reply = await screen.findByRole("button", { name: "Reply to Tom Becker" });
      expect(reply).toHaveAttribute("aria-pressed", "false");
      await user.click(reply);
      const heading = screen.getByRole("heading", { name: "Replying to Tom Becker" });
      // The form is brought into view (on a phone it is screens below), its heading first.
      expect(scrolled.mock.contexts).toContain(heading.closest("section"));
      expect(reply).toHaveAttribute("aria-pressed", "true");
      // The reply is written where the focus went: the form's message.
      expect(screen.getByLabelText("Comment")).toHaveFocus();
      // Pressed again, the button gives the reply up.
      await user.click(reply);
      expect(reply).toHaveAttribute("aria-pressed", "false");
      expect(screen.getByRole("heading", { name: "Leave a comment" })).toBeInTheDocument();
      await user.click(reply);
      await user.type(screen.getByLabelText("Comment"), "draft");
      await user.click(screen.getByRole("button", { name: "Cancel reply" }));
      expect(screen.getByRole("heading", { name: "Leave a comment" })).toBeInTheDocument();
      expect(screen.getByLabelText("Comment")).toHaveValue("");

      await user.click(screen.getByRole("button", { name: "Reply to Tom Becker" }));
      await user.type(screen.getByLabelText("Name"), "Ada");
      await user.type(screen.getByLabelText("Comment"), "We found both.");
      await user.click(screen.getByRole("button", { name: "Post reply" }));

      expect(await screen.findByText("Reply posted!")).toBeInTheDocument();
      expect(screen.getByRole("list", { name: "Replies to Tom Becker" })).toHaveTextContent(
        "We found both.",
      );
      expect(JSON.parse(posts(requests)[0]!.body).parentId).toBe("cmt-20250314-01");
      expect(screen.getByRole("heading", { name: "Leave a comment" })).toBeInTheDocument();
    });

    it("keeps the text and says so when the endpoint refuses the comment", async () => {
      const { user } = renderPost({ slug: NO_COMMENTS }, { commentsStatus: 500 });
      await screen.findByText("No comments yet. Be the first to comment!");
      await user.type(screen.getByLabelText("Name"), "Ada");
      await user.type(screen.getByLabelText("Comment"), "Kept text");
      await user.click(screen.getByRole("button", { name: "Post comment" }));

      expect(
        await screen.findByText("Error posting comment. Please try again."),
      ).toBeInTheDocument();
      expect(screen.getByLabelText("Comment")).toHaveValue("Kept text");
      expect(screen.getByText("No comments yet. Be the first to comment!")).toBeInTheDocument();
    });

    it("blocks a blank name or message silently", async () => {
      const { user, requests } = renderPost({ slug: NO_COMMENTS });
      await screen.findByText("No comments yet. Be the first to comment!");
      screen.getByLabelText("Comment").closest("form")!.noValidate = true;
      await user.type(screen.getByLabelText("Name"), "   ");
      await user.type(screen.getByLabelText("Comment"), "text");
      await user.click(screen.getByRole("button", { name: "Post comment" }));
      await user.clear(screen.getByLabelText("Name"));
      await user.type(screen.getByLabelText("Name"), "Ada");
      await user.clear(screen.getByLabelText("Comment"));
      await user.type(screen.getByLabelText("Comment"), "  ");
      await user.click(screen.getByRole("button", { name: "Post comment" }));

      expect(posts(requests)).toHaveLength(0);
      expect(screen.getByRole("status")).toBeEmptyDOMElement();
    });
  });
});
