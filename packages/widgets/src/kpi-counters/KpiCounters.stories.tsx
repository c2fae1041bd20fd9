import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { KpiCounters } from "./KpiCounters";
import { countersCatalogs } from "./catalogs";

const meta = {
  title: "Widgets/KPI counters",
  component: KpiCounters,
  tags: ["autodocs"],
} satisfies Meta<typeof KpiCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

const isFr = (locale: unknown) => locale === "fr";
/** Intl separates French figures with no-break spaces; compare them as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");
const figure = (root: HTMLElement, key: string) =>
  plain(root.querySelector(`[data-counter="${key}"] [aria-hidden="true"]`)?.textContent);

/** Counting, frozen 1.2 s in (deterministic): 24,000 euros, 4.0% uptime, 12 alerts. */
export const Running: Story = {
  args: { elapsedMs: 1_200 },
  play: async ({ canvasElement, globals }) => {
    const fr = isFr(globals.locale);
    await expect(figure(canvasElement, "euros")).toBe(fr ? "24 000 €" : "€24,000");
    await expect(figure(canvasElement, "uptime")).toBe(fr ? "4,0 %" : "4.0%");
    await expect(figure(canvasElement, "alerts")).toBe("12");
  },
};

/** Every counter at its target; the alerts read 24/7. */
export const Finished: Story = {
  args: { elapsedMs: 30_000 },
  play: async ({ canvasElement, globals }) => {
    const fr = isFr(globals.locale);
    const t = countersCatalogs[fr ? "fr" : "en"];
    await expect(figure(canvasElement, "euros")).toBe(fr ? "47 200 €" : "€47,200");
    await expect(figure(canvasElement, "uptime")).toBe(fr ? "99,7 %" : "99.7%");
    await expect(figure(canvasElement, "alerts")).toBe("24/7");
    await expect(within(canvasElement).getByText(t.uptime)).toBeInTheDocument();
  },
};
