// Moderation in the widget: the email never reaches a shown or cached row, and comments awaiting
// approval are shown only to their author, with a note.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FixtureComment } from "@marketing/local-services/fixtures";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { resetSheetStore, sheetStore } from "../blog/sheetStore";
import { recordingFetch } from "../../test/fetch";
import {
  blogFixtureResponse,
  TEST_CONFIG,
  type BlogFixtureOptions,
  commentsPost,
} from "../../test/blogFixtures";
import { BlogPost } from "./BlogPost";
import { OWN_COMMENTS_KEY } from "./moderation";

const SLUG = "moderated-post";
const POST = commentsPost(SLUG, "Moderated post");
const comment = (id: string, approved: boolean, parentId = ""): FixtureComment => ({
  postSlug: SLUG,
  id,
  name: `Person ${id}`,
  message: `Message ${id}`,
  date: "2026-03-01T10:00:00Z",
  parentId,
  approved,
});

function renderPost(options: BlogFixtureOptions, lang: "en" | "fr" = "en") {
  const recorded = recordingFetch(
    (request) =>
      blogFixtureResponse(new URL(request.url), request.method, { posts: [POST], ...options }) ??
      new Response("", { status: 404 }),
  );
  const onCommentPosted = vi.fn();
  const view = render(
    <WidgetsProvider fetch={recorded.fetch} config={TEST_CONFIG}>
      <BlogPost lang={lang} slug={SLUG} onCommentPosted={onCommentPosted} />
    </WidgetsProvider>,
  );
  return { ...recorded, ...view, onCommentPosted, user: userEvent.setup() };
}

async function postComment(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.type(screen.getByLabelText("Name"), "Ada");
  await user.type(screen.getByLabelText("Email (optional)"), "ada.private@example.com");
  await user.type(screen.getByLabelText("Comment"), message);
  await user.click(screen.getByRole("button", { name: "Post comment" }));
  await screen.findByText("Comment posted!");
}

afterEach(() => resetSheetStore());

describe("the commenter's email", () => {
  it("is described as never published", async () => {
    renderPost({ comments: [] });
    expect(await screen.findByLabelText("Email (optional)")).toHaveAccessibleDescription(
      "Your email is never published: only the site owner sees it.",
    );
  });

  it("is described in French too", async () => {
    renderPost({ comments: [] }, "fr");
    expect(await screen.findByLabelText("E-mail (facultatif)")).toHaveAccessibleDescription(
      "Votre e-mail n'est jamais publié : seul le propriétaire du site le voit.",
    );
  });

  it("is only in the POST body: not in the shown row, the cached sheet, the event or storage", async () => {
    const { user, requests, onCommentPosted, container } = renderPost({ comments: [] });
    await screen.findByText("No comments yet. Be the first to comment!");
    await postComment(user, "Private address test");

    const sent = requests.find((request) => request.method === "POST");
    expect(JSON.parse(sent!.body).email).toBe("ada.private@example.com");
    const shown = screen.getByText("Private address test").closest("li")!;
    expect(shown.outerHTML).not.toContain("ada.private");
    expect(container.querySelector(".mw-comments__list")?.outerHTML).not.toContain("ada.private");
    expect(JSON.stringify(sheetStore.getState().entries)).toContain("Private address test");
    expect(JSON.stringify(sheetStore.getState().entries)).not.toContain("ada.private");
    expect(JSON.stringify(onCommentPosted.mock.calls)).not.toContain("ada.private");
    expect(JSON.stringify({ ...localStorage })).not.toContain("ada.private");
  });
});

describe("moderation", () => {
  it("hides comments awaiting approval from visitors, replies included, and leaves them out of the count", async () => {
    renderPost({
      comments: [comment("ok", true), comment("held", false), comment("held-reply", false, "ok")],
    });
    expect(await screen.findByRole("heading", { name: "Comments (1)" })).toBeVisible();
    expect(screen.getByText("Message ok")).toBeInTheDocument();
    expect(screen.queryByText("Message held")).toBeNull();
    expect(screen.queryByText("Message held-reply")).toBeNull();
    expect(screen.queryByText(/Awaiting approval/)).toBeNull();
  });

  it("shows its author their own comments awaiting approval, with a note", async () => {
    localStorage.setItem(OWN_COMMENTS_KEY, JSON.stringify(["held"]));
    renderPost({
      comments: [comment("ok", true), comment("held", false), comment("other", false)],
    });
    const mine = (await screen.findByText("Message held")).closest("li")!;
    expect(
      within(mine).getByText("Awaiting approval: only you can see this comment for now."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Message other")).toBeNull();
    expect(screen.getByRole("heading", { name: "Comments (2)" })).toBeInTheDocument();
    const approved = screen.getByText("Message ok").closest("li")!;
    expect(within(approved).queryByText(/Awaiting approval/)).toBeNull();
  });

  it("shows a comment the endpoint holds to its author, with the note, also after a reload", async () => {
    const { user, unmount } = renderPost({ comments: [], commentsApproved: false });
    await screen.findByText("No comments yet. Be the first to comment!");
    await postComment(user, "Held for review");
    const shown = screen.getByText("Held for review").closest("li")!;
    expect(within(shown).getByText(/^Awaiting approval/)).toBeInTheDocument();
    const [id] = JSON.parse(localStorage.getItem(OWN_COMMENTS_KEY)!) as string[];

    // A reload reads the sheet again, where the comment's approved cell is FALSE.
    unmount();
    resetSheetStore();
    const reloaded = renderPost({
      comments: [{ ...comment(id!, false), message: "Held for review" }],
    });
    const again = (await screen.findByText("Held for review")).closest("li")!;
    expect(within(again).getByText(/^Awaiting approval/)).toBeInTheDocument();
    // Another browser (nothing remembered) does not see it.
    reloaded.unmount();
    resetSheetStore();
    localStorage.clear();
    renderPost({ comments: [{ ...comment(id!, false), message: "Held for review" }] });
    expect(await screen.findByText("No comments yet. Be the first to comment!")).toBeVisible();
  });

  it("shows a comment approved at once without the note", async () => {
    const { user } = renderPost({ comments: [] });
    await screen.findByText("No comments yet. Be the first to comment!");
    await postComment(user, "Approved at once");
    expect(screen.getByText("Approved at once")).toBeInTheDocument();
    expect(screen.queryByText(/Awaiting approval/)).toBeNull();
  });

  it("treats an Apps Script refusal (200 with an error body) as a failure, not a held comment", async () => {
    const { user } = renderPost({
      comments: [],
      commentsAnswer: { error: { code: 429, message: "Too many posts, try again later." } },
    });
    await screen.findByText("No comments yet. Be the first to comment!");
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Comment"), "Refused");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Error posting comment. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Comment")).toHaveValue("Refused");
    expect(localStorage.getItem(OWN_COMMENTS_KEY)).toBeNull();
  });

  it("shows every comment of a sheet made before the approved column", async () => {
    renderPost({
      commentRows: [
        ["postSlug", "id", "name", "email", "message", "date", "parentId"],
        [SLUG, "old-1", "Old", "", "Legacy comment", "2025-01-01"],
      ],
    });
    expect(await screen.findByText("Legacy comment")).toBeInTheDocument();
    expect(screen.queryByText(/Awaiting approval/)).toBeNull();
  });
});

describe("a comment's date", () => {
  it("shows one the endpoints wrote; never a crafted or absurd one", async () => {
    renderPost({
      comments: [
        { ...comment("real", true), date: "2025-03-12T08:41:00Z" },
        { ...comment("crafted", true), date: "2099-01-01 <b>" },
        { ...comment("ahead", true), date: "2099-01-01" },
      ],
    });
    const item = async (id: string) => (await screen.findByText(`Message ${id}`)).closest("li")!;
    expect(within(await item("real")).getByText("March 12, 2025")).toBeInTheDocument();
    for (const id of ["crafted", "ahead"]) {
      const shown = await item(id);
      expect(shown.querySelector("time")).toBeNull();
      expect(shown.textContent).not.toContain("2099");
    }
  });
});
