// The comment form's proof of work (core/proof.ts): asked for when the visitor starts filling the
// form, solved, sent with the comment; a refusal is said in the visitor's language.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { resetSheetStore } from "../blog/sheetStore";
import { expectSolvedProof, recordingFetch } from "../../test/fetch";
import { blogFixtureResponse, TEST_API, TEST_CONFIG, commentsPost } from "../../test/blogFixtures";
import { BlogPost } from "./BlogPost";

const SLUG = "proof-post";
const POST = commentsPost(SLUG, "Proof post");

function renderPost(lang: "en" | "fr", commentsAnswer?: unknown, commentsStatus?: number) {
  const recorded = recordingFetch(
    (request) =>
      blogFixtureResponse(new URL(request.url), request.method, {
        posts: [POST],
        commentsAnswer,
        commentsStatus,
      }) ?? new Response("", { status: 404 }),
  );
  render(
    <WidgetsProvider fetch={recorded.fetch} config={TEST_CONFIG}>
      <BlogPost lang={lang} slug={SLUG} />
    </WidgetsProvider>,
  );
  return { ...recorded, user: userEvent.setup() };
}

const posts = (requests: Array<{ method: string; body: string }>) =>
  requests.filter((request) => request.method === "POST");

afterEach(() => resetSheetStore());

describe("the comment form's proof of work", () => {
  it("is asked for when the visitor starts typing, and sent solved with the comment", async () => {
    const { user, requests, challenges } = renderPost("en");
    const name = await screen.findByLabelText("Name");
    expect(challenges).toEqual([]);

    await user.type(name, "Ada");
    expect(challenges).toEqual([`${TEST_API}/challenge`]);
    await user.type(screen.getByLabelText("Comment"), "Thanks!");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    await screen.findByText("Comment posted!");

    expect(challenges).toHaveLength(1);
    const [post] = posts(requests);
    expect(JSON.parse(post!.body)).toMatchObject({ name: "Ada", message: "Thanks!" });
    await expectSolvedProof(post!.body);
  });

  it("says so in French when the API refused it, keeping the comment typed", async () => {
    const refusal = { error: { code: 403, message: "used", reason: "proof-used" } };
    const { user } = renderPost("fr", refusal, 403);
    await user.type(await screen.findByLabelText("Nom"), "Ada");
    await user.type(screen.getByLabelText("Commentaire"), "Merci !");
    await user.click(screen.getByRole("button", { name: "Publier le commentaire" }));

    expect(
      await screen.findByText(
        "Votre navigateur n'a pas pu confirmer que ce commentaire vient d'une personne. Veuillez le publier de nouveau.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Commentaire")).toHaveValue("Merci !");
  });
});
