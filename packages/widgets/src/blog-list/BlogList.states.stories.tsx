import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { BlogList } from "./BlogList";
import { blogCatalogs } from "../blog/catalogs";
import { samplePosts } from "../blog/samplePosts";
import { emptySheet, sheetsError, slowForever } from "@marketing/local-services/msw";

// Posts come from the local services' fixtures through the MSW handlers set in .storybook/preview.
const meta = {
  title: "Widgets/Blog list",
  component: BlogList,
  tags: ["autodocs"],
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

const lang = (locale: unknown) => (locale === "fr" ? "fr" : "en");
const strings = (locale: unknown) => blogCatalogs[lang(locale)];

/** The sheet has not answered yet: skeleton cards and a status for screen readers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { sheets: slowForever("/v4/*") } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      strings(globals.locale).list.loading,
    );
    await expect(canvasElement.querySelector("[aria-busy='true']")).not.toBeNull();
  },
};

/** The first 6 posts of the sheet, each card linking to its post. */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: strings(globals.locale).list.label });
    const cards = within(list).getAllByRole("listitem");
    await expect(cards).toHaveLength(6);
    for (const card of cards) {
      await expect(within(card).getByRole("link").getAttribute("href")).toMatch(/^\/blog\/.+/);
    }
    // The Drive stand-in's picture (a JPEG the canvas encodes under MSW) loads, at a srcset width.
    const image = cards[0]!.querySelector("img")!;
    // Encoding takes a moment on a busy machine: well past waitFor's default second.
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), {
      timeout: 15_000,
    });
    await expect(image).not.toHaveAttribute("data-fallback");
    await expect(image.currentSrc).toMatch(/\/drive\/thumbnail\?id=[\w-]+&sz=w\d+$/);
  },
};

/** The sheet holds no posts: the two built-in sample posts. */
export const SampleFallback: Story = {
  parameters: { msw: { handlers: { sheets: emptySheet() } } },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const list = await within(canvasElement).findByRole(
      "list",
      { name: t.list.label },
      { timeout: 5000 },
    );
    const samples = samplePosts(lang(globals.locale));
    await expect(within(list).getAllByRole("listitem")).toHaveLength(samples.length);
    for (const sample of samples) {
      await expect(within(list).getByRole("link", { name: sample.title })).toBeVisible();
    }
  },
};

/** The sheet cannot be read (403): the same sample posts; the failure is logged with its status. */
export const SampleFallbackAfterError: Story = {
  parameters: { msw: { handlers: { sheets: sheetsError(403) } } },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const list = await within(canvasElement).findByRole(
      "list",
      { name: t.list.label },
      { timeout: 5000 },
    );
    await expect(within(list).getAllByRole("listitem")).toHaveLength(
      samplePosts(lang(globals.locale)).length,
    );
  },
};
