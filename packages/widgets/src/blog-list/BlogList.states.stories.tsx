import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { BlogList } from "./BlogList";
import { blogCatalogs } from "../blog/catalogs";
import { samplePosts } from "../blog/samplePosts";
import {
  emptySheet,
  serviceHandlers,
  sheetsError,
  sheetsFrom,
} from "@marketing/local-services/msw";
import { answeringForever } from "../core/storyServices";
import { fixturePosts } from "@marketing/local-services/fixtures";

// Posts come from the local services' fixtures through the MSW handlers set in .storybook/preview.
const meta = {
  title: "Widgets/Blog list",
  component: BlogList,
  tags: ["autodocs"],
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

const lang = (locale: unknown) => (locale === "fr" ? "fr" : "en");
/**
 * A control left out of a story whose state cannot show it (`blogLanguages` over a sheet with 6
 * posts in the list's language, or over the sample posts).
 */
const NOTHING_TO_SHOW = { table: { disable: true } };
const strings = (locale: unknown) => blogCatalogs[lang(locale)];

/** The sheet has not finished answering: skeleton cards and a status for screen readers. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { sheets: answeringForever(serviceHandlers.sheets) } },
    // A skeleton card per post to come: the count, the language and the theme change it.
    controls: { include: ["limit", "lang", "theme"] },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      strings(globals.locale).list.loading,
    );
    await expect(canvasElement.querySelector("[aria-busy='true']")).not.toBeNull();
  },
};

/** The sheet's first 6 posts in the list's language (`blog-languages` same, the default), each card linking to its post. */
export const List: Story = {
  argTypes: { blogLanguages: NOTHING_TO_SHOW },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: strings(globals.locale).list.label });
    const cards = within(list).getAllByRole("listitem");
    // Eight English posts and four French ones (some detected: their cell is empty).
    await expect(cards).toHaveLength(lang(globals.locale) === "fr" ? 4 : 6);
    for (const card of cards) {
      await expect(within(card).getByRole("link").getAttribute("href")).toMatch(/^\/blog\/.+/);
      await expect(card.querySelector("[lang]")).toBeNull();
    }
    // The Drive stand-in's picture (a JPEG the canvas encodes under MSW) loads, at a srcset width.
    const image = cards[0]!.querySelector("img")!;
    // Encoding takes a moment on a busy machine: well past waitFor's default second.
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), {
      timeout: 15_000,
    });
    await expect(image).not.toHaveAttribute("data-fallback");
    await expect(image.currentSrc).toMatch(/\/api\/images\/[\w-]+\?sz=w\d+$/);
  },
};

/** The sheet holds no posts: the two built-in sample posts. */
export const SampleFallback: Story = {
  argTypes: { blogLanguages: NOTHING_TO_SHOW },
  parameters: { msw: { handlers: { sheets: emptySheet() } } },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const list = await within(canvasElement).findByRole("list", { name: t.list.label });
    const samples = samplePosts(lang(globals.locale));
    await expect(within(list).getAllByRole("listitem")).toHaveLength(samples.length);
    for (const sample of samples) {
      await expect(within(list).getByRole("link", { name: sample.title })).toBeVisible();
    }
  },
};

/** The sheet cannot be read (403): the same sample posts; the failure is logged with its status. */
export const SampleFallbackAfterError: Story = {
  argTypes: { blogLanguages: NOTHING_TO_SHOW },
  parameters: { msw: { handlers: { sheets: sheetsError(403) } } },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const list = await within(canvasElement).findByRole("list", { name: t.list.label });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(
      samplePosts(lang(globals.locale)).length,
    );
  },
};

// Three posts in each language, so that either list has posts of the other; one French
// post has no language in the sheet: it is detected.
const MIXED_SLUGS: Record<"en" | "fr", string[]> = {
  en: [
    "fault-detection-rules-air-handling-units",
    "eeat-ai-assisted-articles",
    "energy-audit-data-first",
  ],
  fr: [
    "tableaux-de-bord-kpi-performance-energetique",
    "detection-defauts-groupes-froids",
    "ia-contenu-voix-de-marque",
  ],
};
const MIXED = fixturePosts.filter((post) =>
  [...MIXED_SLUGS.en, ...MIXED_SLUGS.fr].includes(post.slug),
);
const other = (locale: unknown) => (lang(locale) === "fr" ? "en" : "fr");
/** The blog's address in the story's language, as the site gives it. */
const blogUrl = (locale: unknown) => (lang(locale) === "fr" ? "/fr/blog" : "/blog");

/** `blog-languages="same"` (the default) on a sheet in both languages: only the list's language. */
export const SameLanguage: Story = {
  args: { blogLanguages: "same" },
  parameters: { msw: { handlers: { sheets: sheetsFrom(MIXED) } } },
  render: (args, { globals }) => (
    <BlogList {...args} blogUrl={args.blogUrl ?? blogUrl(globals.locale)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const list = await within(canvasElement).findByRole("list", {
      name: strings(globals.locale).list.label,
    });
    const titles = within(list)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(
      MIXED.filter((post) => MIXED_SLUGS[lang(globals.locale)].includes(post.slug)).map(
        (post) => post.title,
      ),
    );
    await expect(list.querySelector("[lang]")).toBeNull();
  },
};

/**
 * `blog-languages="all"`: the list's language first, then the other's, each such card tagged
 * "EN"/"FR" (its language named for screen readers), its text in its language, its link in its
 * language's tree.
 */
export const AllLanguages: Story = {
  args: { blogLanguages: "all" },
  parameters: { msw: { handlers: { sheets: sheetsFrom(MIXED) } } },
  render: (args, { globals }) => (
    <BlogList {...args} blogUrl={args.blogUrl ?? blogUrl(globals.locale)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const foreign = other(globals.locale);
    const list = await within(canvasElement).findByRole("list", { name: t.list.label });
    const cards = within(list).getAllByRole("article");
    await expect(cards).toHaveLength(6);
    for (const [index, card] of cards.entries()) {
      const title = within(card).getByRole("heading", { level: 2 });
      const link = within(card).getByRole("link");
      if (index < 3) {
        await expect(title).not.toHaveAttribute("lang");
        continue;
      }
      await expect(title).toHaveAttribute("lang", foreign);
      await expect(within(card).getByText(foreign.toUpperCase())).toBeVisible();
      await expect(within(card).getByText(t.language[foreign])).toHaveClass("mw-visually-hidden");
      await expect(link.getAttribute("href")).toMatch(
        foreign === "fr" ? /^\/fr\/blog\/[a-z0-9-]+$/ : /^\/blog\/[a-z0-9-]+$/,
      );
    }
  },
};
