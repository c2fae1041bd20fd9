import { Fragment } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { HttpResponse } from "msw";
import { BlogPost, type BlogPostProps } from "./BlogPost";
import { RequiredConsent, STORY_PRIVACY_URL } from "../core/ConsentStory";
import { blogCatalogs } from "../blog/catalogs";
import { checkDocUrl } from "../blog/docs";
import { resolvePostLanguages } from "../blog/postLanguage";
import {
  docsFailing,
  serviceHandlers,
  sheetsError,
  sheetsFrom,
  sheetsWithComments,
} from "@marketing/local-services/msw";
import { OWN_COMMENTS_KEY } from "./moderation";
import {
  fixtureComments,
  fixturePosts,
  type FixtureComment,
  type FixturePost,
} from "@marketing/local-services/fixtures";
import { shown } from "../core/storyText";
import { answeredInstead, answeringForever } from "../core/storyServices";

type Language = "en" | "fr";
const LANGUAGES: readonly Language[] = ["en", "fr"];
const lang = (locale: unknown): Language => (locale === "fr" ? "fr" : "en");
/** One value per language: a story shows a post in its own language, as the site does. */
type Each<T> = Record<Language, T>;
const each = <T,>(make: (language: Language) => T): Each<T> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Each<T>;

// Posts, comments and documents come from the local services' fixtures through the MSW handlers
// set in .storybook/preview; the posts below are picked from those fixtures, never copied, each
// with its language as the widget reads it (the sheet's column, else detected).
const { posts } = resolvePostLanguages(fixturePosts.filter((post) => post.slug));
const inLanguage = (language: Language, what: string, test: (post: FixturePost) => boolean) => {
  const post = posts.find((candidate) => candidate.language === language && test(candidate));
  if (!post)
    throw new Error(`No ${language} fixture post ${what}: edit packages/local-services/fixtures.`);
  return post;
};
const commentsOf = (post: FixturePost) => fixtureComments.filter((c) => c.postSlug === post.slug);
const withDoc = (post: FixturePost) => !checkDocUrl(post.publishedDocURL);

const withReplies = each((language) =>
  inLanguage(language, "with replies", (p) => withDoc(p) && commentsOf(p).some((c) => c.parentId)),
);
const uncommented = each((language) =>
  inLanguage(language, "without comments", (p) => withDoc(p) && commentsOf(p).length === 0),
);
const firstThread = each((language) => {
  const comments = commentsOf(withReplies[language]);
  const thread = comments.find((c) => !c.parentId && comments.some((r) => r.parentId === c.id));
  if (!thread) throw new Error(`No ${language} fixture comment with replies.`);
  return thread;
});

/**
 * A post of each language whose document URL has `problem`: a fixture's, or, in a language none
 * has, the post without comments with `url` in its row of this story's own sheet.
 */
function withDocUrlProblem(problem: "missing" | "invalid", url: string) {
  const found = each((language) =>
    posts.find((p) => p.language === language && checkDocUrl(p.publishedDocURL) === problem),
  );
  const shownPosts = each(
    (language) => found[language] ?? { ...uncommented[language], publishedDocURL: url },
  );
  const changed = LANGUAGES.filter((language) => !found[language]).map((l) => shownPosts[l]);
  const sheet = fixturePosts.map((post) => changed.find((c) => c.slug === post.slug) ?? post);
  return { posts: shownPosts, handlers: changed.length > 0 ? { sheets: sheetsFrom(sheet) } : {} };
}
const noDocUrl = withDocUrlProblem("missing", "");
const invalidDocUrl = withDocUrlProblem(
  "invalid",
  posts.find((p) => checkDocUrl(p.publishedDocURL) === "invalid")?.publishedDocURL ??
    "https://example.com/a-document",
);

/** The story's post in the toolbar's language, unless the `slug` control names another. */
const showing =
  (post: Each<FixturePost>) =>
  (args: BlogPostProps, { globals }: { globals: Record<string, unknown> }) => (
    <BlogPost {...args} slug={args.slug ?? post[lang(globals.locale)].slug} />
  );

const meta = {
  title: "Widgets/Blog post",
  component: BlogPost,
  tags: ["autodocs"],
  render: showing(withReplies),
  argTypes: {
    slug: { description: "The post's slug; unset, the story's post in the toolbar's language." },
    // The site's build data and the tests' form state: nothing a designer sets.
    initialPost: { table: { disable: true } },
    initialCommentForm: { table: { disable: true } },
  },
} satisfies Meta<typeof BlogPost>;

export default meta;
type Story = StoryObj<typeof meta>;

const strings = (locale: unknown) => blogCatalogs[lang(locale)];
const fill = (text: string, name: string) => text.replace("{{name}}", name);

/** A post from the sheet, its published document as the body, and its comments with replies. */
export const Post: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const post = withReplies[lang(globals.locale)];
    await expect(await canvas.findByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await waitFor(() => {
      const body = canvasElement.querySelector(".mw-doc");
      expect(body?.textContent?.length ?? 0).toBeGreaterThan(100);
    });
  },
};

// A translated pair: the story shows the one in the other language than the widget's.
const translated = inLanguage("en", "with a translation", (p) => withDoc(p) && !!p.translation);
const translation = inLanguage("fr", "translating it", (p) => p.slug === translated.translation);
const otherThan: Each<FixturePost> = { en: translation, fr: translated };

/**
 * A post in the other language than the widget's: its title, category, date and
 * document carry its language and an "EN"/"FR" tag says it; the interface stays in the widget's.
 * Its document opens with the post's title (a Title paragraph or a heading): the article leaves it
 * out.
 */
export const OtherLanguage: Story = {
  render: showing(otherThan),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const post = otherThan[lang(globals.locale)];
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

/** The sheet has not finished answering. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { sheets: answeringForever(serviceHandlers.sheets) } },
    // Nothing but the status shows: the language and the theme are what change it.
    controls: { include: ["lang", "theme"] },
  },
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
  // No post is found whatever the slug.
  argTypes: { slug: { table: { disable: true } } },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      strings(globals.locale).post.loadError,
    );
  },
};

/** The post's row has no document URL. */
export const NoDocumentUrl: Story = {
  render: showing(noDocUrl.posts),
  parameters: { msw: { handlers: noDocUrl.handlers } },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole("note")).toHaveTextContent(
      strings(globals.locale).post.noDocUrl,
    );
  },
};

/** The post's document URL is not a Google Docs address. */
export const InvalidDocumentUrl: Story = {
  render: showing(invalidDocUrl.posts),
  parameters: { msw: { handlers: invalidDocUrl.handlers } },
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
    const post = withReplies[lang(globals.locale)];
    const panel = await within(canvasElement).findByRole("alert");
    await expect(
      within(panel).getByRole("heading", { name: t.post.contentIssueTitle }),
    ).toBeVisible();
    await expect(panel).toHaveTextContent(shown(post.summary));
    await expect(within(panel).getByRole("link", { name: t.post.openOriginal })).toHaveAttribute(
      "href",
      post.publishedDocURL,
    );
  },
};

/** What this story's documents carry, and its HTML parser refuses. */
const UNREADABLE = "<!-- Storybook: the HTML parser fails on this story's documents -->";

/**
 * The document arrived but could not be displayed (here the HTML parser fails on it). Only this
 * story's documents are refused: the other stories of its Docs page keep their parser.
 */
export const ErrorLoadingContent: Story = {
  parameters: {
    msw: {
      handlers: {
        // The fixture documents as the local services answer them, each marked.
        docs: answeredInstead(serviceHandlers.docs, async (usual) =>
          usual.ok ? new HttpResponse(`${await usual.text()}${UNREADABLE}`, usual) : usual,
        ),
      },
    },
  },
  beforeEach: () => {
    const original = window.DOMParser;
    window.DOMParser = class extends original {
      override parseFromString(text: string, type: DOMParserSupportedType): Document {
        if (text.includes(UNREADABLE))
          throw new Error("Storybook: the HTML parser is broken for this story");
        return super.parseFromString(text, type);
      }
    };
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
  render: showing(uncommented),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(shown(strings(globals.locale).comments.empty)),
    ).toBeVisible();
  },
};

/** Comments with their replies nested under them. */
export const CommentsWithReplies: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const replies = await within(canvasElement).findByRole("list", {
      name: fill(t.comments.repliesLabel, firstThread[lang(globals.locale)].name),
    });
    await expect(within(replies).getAllByRole("listitem").length).toBeGreaterThan(0);
  },
};

/** Held comments on each language's post: one this browser posted, one another visitor did. */
const HELD = {
  en: {
    own: { name: "You", message: "My comment, held for review." },
    other: { name: "Someone else", message: "Another visitor's comment, held." },
  },
  fr: {
    own: { name: "Vous", message: "Mon commentaire, en attente de validation." },
    other: {
      name: "Une autre lectrice",
      message: "Le commentaire d’une autre lectrice, en attente.",
    },
  },
} satisfies Each<Record<"own" | "other", { name: string; message: string }>>;
const heldComments = LANGUAGES.flatMap((language): FixtureComment[] =>
  (["own", "other"] as const).map((whose) => ({
    postSlug: uncommented[language].slug,
    id: `story-${whose}-${language}`,
    ...HELD[language][whose],
    date: "2025-03-14T10:00:00Z",
    parentId: "",
    approved: false,
  })),
);

/**
 * Moderation: a comment awaiting approval is shown, with a note, only in the browser that posted
 * it (its id is remembered); another visitor's held comment stays hidden.
 */
export const CommentAwaitingApproval: Story = {
  render: showing(uncommented),
  parameters: { msw: { handlers: { sheets: sheetsWithComments(heldComments) } } },
  beforeEach: () => {
    localStorage.setItem(OWN_COMMENTS_KEY, JSON.stringify(["story-own-en", "story-own-fr"]));
    return () => localStorage.removeItem(OWN_COMMENTS_KEY);
  },
  play: async ({ canvasElement, globals }) => {
    const held = HELD[lang(globals.locale)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(held.own.message)).toBeVisible();
    await expect(
      canvas.getByText(shown(strings(globals.locale).comments.awaitingApproval)),
    ).toBeVisible();
    await expect(canvas.queryByText(held.other.message)).toBeNull();
  },
};

/**
 * The form as a reply to a comment ("Reply" on it), with a way back. Set as the form's initial
 * state, so the Docs page shows it too; a story per language, since each shows its own thread.
 */
export const ReplyMode: Story = {
  render: (args, context) => {
    const language = lang(context.globals.locale);
    const { id, name } = firstThread[language];
    const form = args.initialCommentForm ?? { replyTo: { id, name } };
    return (
      <Fragment key={language}>
        {showing(withReplies)({ ...args, initialCommentForm: form }, context)}
      </Fragment>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const thread = firstThread[lang(globals.locale)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(fill(t.comments.replyingTo, thread.name))).toBeVisible();
    await expect(canvas.getByRole("button", { name: t.comments.submitReply })).toBeVisible();
    await expect(canvas.getByRole("button", { name: t.comments.cancelReply })).toBeVisible();
  },
};

/**
 * `consent: {privacyUrl, required: true}` in the page configuration: the comment form's box, its
 * sentence linking to the privacy page, and the message when a comment is posted without it.
 */
export const CommentConsentRequired: Story = {
  render: (args, context) => (
    <RequiredConsent>{showing(uncommented)(args, context)}</RequiredConsent>
  ),
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
