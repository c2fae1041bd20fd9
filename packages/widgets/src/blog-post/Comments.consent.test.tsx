// The consent box in the comment form: with the page's `consent` configuration, the box with the blog's
// sentence blocks a required comment until ticked, and the post carries the sentence shown.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { resetSheetStore } from "../blog/sheetStore";
import { recordingFetch } from "../../test/fetch";
import { blogFixtureResponse, TEST_CONFIG, commentsPost } from "../../test/blogFixtures";
import { BlogPost } from "./BlogPost";

const SLUG = "consent-post";
const POST = commentsPost(SLUG, "Consent post");
const PRIVACY = "https://www.example.com/privacy";

function renderPost(lang: "en" | "fr", required: boolean) {
  const recorded = recordingFetch(
    (request) =>
      blogFixtureResponse(new URL(request.url), request.method, { posts: [POST] }) ??
      new Response("", { status: 404 }),
  );
  render(
    <WidgetsProvider
      fetch={recorded.fetch}
      config={{ ...TEST_CONFIG, consent: { privacyUrl: PRIVACY, required } }}
    >
      <BlogPost lang={lang} slug={SLUG} />
    </WidgetsProvider>,
  );
  return { ...recorded, user: userEvent.setup() };
}

const posted = (requests: Array<{ method: string; url: string; body: string }>) =>
  requests
    .filter((request) => request.method === "POST")
    .map((request) => JSON.parse(request.body));

afterEach(() => resetSheetStore());

describe("the comment form's consent box", () => {
  it("blocks a required comment until ticked, in French, then posts the sentence shown", async () => {
    const { user, requests } = renderPost("fr", true);
    const sentence =
      "J'accepte la publication de mon nom et de mon commentaire et le traitement de mes données décrit dans la politique de confidentialité.";
    await user.type(await screen.findByLabelText("Nom"), "Ada");
    await user.type(screen.getByLabelText("Commentaire"), "Merci !");
    await user.click(screen.getByRole("button", { name: "Publier le commentaire" }));

    const box = screen.getByRole("checkbox", { name: sentence });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(
      "Veuillez cocher la case pour donner votre accord avant de publier.",
    );
    expect(posted(requests)).toHaveLength(0);
    expect(screen.getByLabelText("Commentaire")).toHaveValue("Merci !");

    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Publier le commentaire" }));
    await screen.findByText("Commentaire publié !");
    const [body] = posted(requests);
    expect(body.consent).toEqual({ given: true, at: body.date, text: sentence });
  });
});
