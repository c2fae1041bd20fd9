// The comment form's "notify me of replies" box: it needs the email (said on the email field,
// nothing posted), is posted only when ticked, and is not offered for a reply (only top-level
// comments are replied to).
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { resetSheetStore } from "../blog/sheetStore";
import { recordingFetch } from "../../test/fetch";
import { blogFixtureResponse, TEST_CONFIG, commentsPost } from "../../test/blogFixtures";
import { BlogPost } from "./BlogPost";

const SLUG = "notify-post";
const POST = commentsPost(SLUG, "Notify post");

function renderPost(lang: "en" | "fr") {
  const recorded = recordingFetch(
    (request) =>
      blogFixtureResponse(new URL(request.url), request.method, { posts: [POST] }) ??
      new Response("", { status: 404 }),
  );
  render(
    <WidgetsProvider fetch={recorded.fetch} config={TEST_CONFIG}>
      <BlogPost lang={lang} slug={SLUG} />
    </WidgetsProvider>,
  );
  return { ...recorded, user: userEvent.setup() };
}

const posted = (requests: Array<{ method: string; url: string; body: string }>) =>
  requests
    .filter((request) => request.method === "POST")
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);

afterEach(() => resetSheetStore());

describe("the comment form's notify-me box", () => {
  it("asks for the email when ticked without one (in French), then posts the choice", async () => {
    const { user, requests } = renderPost("fr");
    await user.type(await screen.findByLabelText("Nom"), "Ada");
    await user.type(screen.getByLabelText("Commentaire"), "Merci.");
    await user.click(
      screen.getByRole("checkbox", {
        name: "M’envoyer un e-mail quand quelqu’un répond à mon commentaire",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Publier le commentaire" }));
    const email = screen.getByRole("textbox", { name: "E-mail (facultatif)" });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining(
        "Indiquez votre adresse e-mail pour être prévenu des réponses, ou décochez la case.",
      ),
    );
    expect(posted(requests)).toHaveLength(0);

    await user.type(email, "ada@example.com");
    expect(email).not.toHaveAccessibleDescription(expect.stringContaining("Indiquez"));
    await user.click(screen.getByRole("button", { name: "Publier le commentaire" }));
    await screen.findByText("Commentaire publié !");
    expect(posted(requests)).toEqual([
      expect.objectContaining({ email: "ada@example.com", notifyReplies: true }),
    ]);
  });

  it("posts no choice unticked, and offers none for a reply", async () => {
    const { user, requests } = renderPost("en");
    await user.type(await screen.findByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email (optional)"), "ada@example.com");
    await user.type(screen.getByLabelText("Comment"), "First.");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    await screen.findByText("Comment posted!");
    expect(posted(requests)[0]).not.toHaveProperty("notifyReplies");

    const thread = (await screen.findByText("First.")).closest("li")!;
    await user.click(within(thread).getByRole("button", { name: "Reply to Ada" }));
    expect(screen.getByRole("heading", { name: "Replying to Ada" })).toBeVisible();
    expect(
      screen.queryByRole("checkbox", { name: "Email me when someone replies to my comment" }),
    ).toBeNull();
  });
});
