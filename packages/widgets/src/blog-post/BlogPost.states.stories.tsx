import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BlogPost } from "./BlogPost";
import { STORY_PRIVACY_URL, renderWithRequiredConsent } from "../core/ConsentStory";
import { blogCatalogs } from "../blog/catalogs";
import { checkDocUrl } from "../blog/docs";
import {
  docsFailing,
  sheetsError,
  sheetsWithComments,
  slowForever,
} from "@marketing/local-services/msw";
import { OWN_COMMENTS_KEY } from "./moderation";
import {
  fixtureComments,
  fixturePosts,
  type FixturePost,
} from "@marketing/local-services/fixtures";
import { shown } from "../core/storyText";

// Posts, comments and documents come from the local services' fixtures through the MSW handlers
// set in .storybook/preview; the slugs below are picked from those fixtures, never copied.
const pick = (what: string, test: (post: FixturePost) => boolean): FixturePost => {
  const post = fixturePosts.find(test);
  if (!post) throw new Error(`No fixture post ${what}: edit packages/local-services/fixtures.`);
  return post;
};
const commentsOf = (post: FixturePost) => fixtureComments.filter((c) => c.postSlug === post.slug);
const withDoc = (post: FixturePost) => post.slug !== "" && !checkDocUrl(post.publishedDocURL);

const withReplies = pick(
  "with replies",
  (p) => withDoc(p) && commentsOf(p).some((c) => c.parentId),
);
const uncommented = pick("without comments", (p) => withDoc(p) && commentsOf(p).length === 0);
const noDocUrl = pick(
  "without a document URL",
  (p) => checkDocUrl(p.publishedDocURL) === "missing",
);
const invalidDocUrl = pick(
  "with an invalid URL",
  (p) => checkDocUrl(p.publishedDocURL) === "invalid",
);
const firstThread = commentsOf(withReplies).find(
  (c) => !c.parentId && commentsOf(withReplies).some((r) => r.parentId === c.id),
);

const meta = {
  title: "Widgets/Blog post",
  component: BlogPost,
  tags: ["autodocs"],
  args: { slug: withReplies.slug },
} satisfies Meta<typeof BlogPost>;

export default meta;
type Story = StoryObj<typeof meta>;

const strings = (locale: unknown) => blogCatalogs[locale === "fr" ? "fr" : "en"];
const fill = (text: string, name: string) => text.replace("{{name}}", name);

/** A post from the sheet, its published document as the body, and its comments with replies. */
export const Post: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: withReplies.title }),
    ).toBeVisible();
    await waitFor(() => {
      const body = canvasElement.querySelector(".mw-doc");
      expect(body?.textContent?.length ?? 0).toBeGreaterThan(100);
    });
  },
};

// A translated pair: the story shows the one in the other language than the widget's.
const translated = pick("with a translation", (p) => withDoc(p) && !!p.translation);
const pair = [translated, pick("translating it", (p) => p.slug === translated.translation)];
const otherThan = (locale: unknown) =>
  pair.find((post) => post.language !== (locale === "fr" ? "fr" : "en"))!;

/**
 * A post in the other language than the widget's: its title, category, date and
 * document carry its language and an "EN"/"FR" tag says it; the interface stays in the widget's.
 * Its document opens with the post's title (a Title paragraph or a heading): the article leaves it
 * out.
 */
export const OtherLanguage: Story = {
  render: (args, { globals }) => <BlogPost {...args} slug={otherThan(globals.locale).slug} />,
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const post = otherThan(globals.locale);
    const language = post.language!;
    const canvas = within(canvasElement);
    const title = await canvas.findByRole("heading", { level: 1, name: post.title });
    await expect(title).toHaveAttribute("lang", language);
    const header = within(title.closest("header")!);
    await expect(header.getByText(language.toUpperCase())).toBeVisible();
    await expect(header.getByText(t.language[language])).toHaveClass("mw-visually-hidden");
    await waitFor(() => {
      const body = canvasElement.querySelector(".mw-doc");
      expect(body?.getAttribute("lang")).toBe(language);
      expect(body?.textContent?.length ?? 0).toBeGreaterThan(100);
    });
    // The title once, as the post's heading: the document's own copy is left out.
    await expect(canvas.getAllByText(shown(post.title))).toHaveLength(1);
  },
};

/** The sheet has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { sheets: slowForever("sheet") } } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      strings(globals.locale).post.loading,
    );
  },
};

/** A slug that is not in the sheet: a real "not found" (never a fake post), with a way back. */
export const NotFound: Story = {
  args: { slug: "no-such-post" },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: t.post.notFoundTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: t.post.backToBlog })).toHaveAttribute(
      "href",
      "/blog",
    );
  },
};

/** The sheet cannot be read: an error, not "not found". */
export const SheetUnreadable: Story = {
  parameters: { msw: { handlers: { sheets: sheetsError(403) } } },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      strings(globals.locale).post.loadError,
    );
  },
};

/** The post's row has no document URL. */
export const NoDocumentUrl: Story = {
  args: { slug: noDocUrl.slug },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole("note")).toHaveTextContent(
      strings(globals.locale).post.noDocUrl,
    );
  },
};

/** The post's document URL is not a Google Docs address. */
export const InvalidDocumentUrl: Story = {
  args: { slug: invalidDocUrl.slug },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole("note")).toHaveTextContent(
      strings(globals.locale).post.invalidDocUrl,
    );
  },
};

/** All three attempts fail (both proxies and the direct fetch): a preview and the original link. */
export const ContentLoadingIssue: Story = {
  parameters: { msw: { handlers: { docs: docsFailing() } } },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const panel = await within(canvasElement).findByRole("alert");
    await expect(
      within(panel).getByRole("heading", { name: t.post.contentIssueTitle }),
    ).toBeVisible();
    await expect(panel).toHaveTextContent(withReplies.summary);
    await expect(within(panel).getByRole("link", { name: t.post.openOriginal })).toHaveAttribute(
      "href",
      withReplies.publishedDocURL,
    );
  },
};

/** The document arrived but could not be displayed (here the HTML parser fails). */
export const ErrorLoadingContent: Story = {
  beforeEach: () => {
    const original = window.DOMParser;
    window.DOMParser = class {
      parseFromString(): never {
        throw new Error("Storybook: the HTML parser is broken for this story");
      }
    } as unknown as typeof DOMParser;
    return () => {
      window.DOMParser = original;
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const panel = await within(canvasElement).findByRole("alert");
    await expect(
      within(panel).getByRole("heading", { name: t.post.contentErrorTitle }),
    ).toBeVisible();
    await expect(within(panel).getByRole("link", { name: t.post.openOriginal })).toBeVisible();
  },
};

/** Nobody has commented on this post yet. */
export const CommentsEmpty: Story = {
  args: { slug: uncommented.slug },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(shown(strings(globals.locale).comments.empty)),
    ).toBeVisible();
  },
};

/** Comments with their replies nested under them. */
export const CommentsWithReplies: Story = {
  play: async ({ canvasElement, globals }) => {
    if (!firstThread) throw new Error("No fixture comment with replies.");
    const t = strings(globals.locale);
    const replies = await within(canvasElement).findByRole("list", {
      name: fill(t.comments.repliesLabel, firstThread.name),
    });
    await expect(within(replies).getAllByRole("listitem").length).toBeGreaterThan(0);
  },
};

const held = (id: string, name: string, message: string) => ({
  postSlug: uncommented.slug,
  id,
  name,
  message,
  date: "2025-03-14T10:00:00Z",
  parentId: "",
  approved: false,
});

/**
 * Moderation: a comment awaiting approval is shown, with a note, only in the browser that posted
 * it (its id is remembered); another visitor's held comment stays hidden.
 */
export const CommentAwaitingApproval: Story = {
  args: { slug: uncommented.slug },
  parameters: {
    msw: {
      handlers: {
        sheets: sheetsWithComments([
          held("story-own", "You", "My comment, held for review."),
          held("story-other", "Someone else", "Another visitor's comment, held."),
        ]),
      },
    },
  },
  beforeEach: () => {
    localStorage.setItem(OWN_COMMENTS_KEY, JSON.stringify(["story-own"]));
    return () => localStorage.removeItem(OWN_COMMENTS_KEY);
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("My comment, held for review.")).toBeVisible();
    await expect(
      canvas.getByText(shown(strings(globals.locale).comments.awaitingApproval)),
    ).toBeVisible();
    await expect(canvas.queryByText("Another visitor's comment, held.")).toBeNull();
  },
};

/** "Reply" on a comment turns the form into a reply to it, with a way back. */
export const ReplyMode: Story = {
  play: async ({ canvasElement, globals }) => {
    if (!firstThread) throw new Error("No fixture comment with replies.");
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: fill(t.comments.replyTo, firstThread.name) }),
    );
    await expect(canvas.getByText(fill(t.comments.replyingTo, firstThread.name))).toBeVisible();
    await expect(canvas.getByRole("button", { name: t.comments.submitReply })).toBeVisible();
    await expect(canvas.getByRole("button", { name: t.comments.cancelReply })).toBeVisible();
  },
};

/**
 * `consent: {privacyUrl, required: true}` in the page configuration: the comment form's box, its
 * sentence linking to the privacy page, and the message when a comment is posted without it.
 */
export const CommentConsentRequired: Story = {
  args: { slug: uncommented.slug },
  render: renderWithRequiredConsent(BlogPost),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale).comments;
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t.name), "Ada");
    await userEvent.type(canvas.getByLabelText(t.message), "Thanks.");
    await userEvent.click(canvas.getByRole("button", { name: t.submit }));
    const box = canvas.getByRole("checkbox", {
      name: t.consent.replace("{{link}}", t.consentLink),
    });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(t.consentRequired);
    await expect(canvas.getByRole("link", { name: t.consentLink })).toHaveAttribute(
      "href",
      STORY_PRIVACY_URL,
    );
  },
};
