import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PricingTable } from "./PricingTable";
import { pricingCatalogs } from "./catalogs";
import type { Billing } from "./plans";

const BILLINGS: Billing[] = ["monthly", "annual"];

const meta = {
  title: "Widgets/Pricing table",
  component: PricingTable,
  tags: ["autodocs"],
  args: { contactUrl: "/contact" },
  argTypes: { billing: { control: "select", options: BILLINGS } },
  // The period shown first, read as the table mounts: a new value shows a new table.
  parameters: { readOnMount: ["billing"] },
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const isFr = (locale: unknown) => locale === "fr";
const strings = (locale: unknown) => pricingCatalogs[isFr(locale) ? "fr" : "en"];
/** Intl separates French amounts with no-break spaces; compare them as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");

export const Monthly: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: t.billing.monthly })).toBeChecked();
    const starter = canvas.getByRole("heading", { name: t.plans.starter.name }).closest("li");
    await expect(plain(starter?.textContent)).toContain(isFr(globals.locale) ? "29 $US" : "$29");
    for (const link of canvas.getAllByRole("link")) {
      await expect(link).toHaveAttribute("href", "/contact");
    }
  },
};

/** `billing="annual"`: the annual prices first (20% off, per month and per year). */
export const Annual: Story = {
  args: { billing: "annual" },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    const annual = canvas.getByRole("radio", { name: new RegExp(`^${t.billing.annual}`) });
    const starter = () =>
      plain(canvas.getByRole("heading", { name: t.plans.starter.name }).closest("li")?.textContent);
    const annualPrices = isFr(globals.locale) ? ["23,20 $US", "278,40 $US"] : ["$23.20", "$278.40"];

    // As laid out in the browser (innerText), the two parts of the label keep their space.
    const label = `${t.billing.annual} (${t.billing.save.replace("{{percent}}", "20")})`;
    const shown = (annual.nextElementSibling as HTMLElement).innerText.replace(/\u00a0/g, " ");
    await expect(shown).toBe(label);
    await expect(canvas.getByRole("radio", { name: label })).toBe(annual);
    await expect(annual).toBeChecked();
    for (const price of annualPrices) await expect(starter()).toContain(price);

    // The switch goes both ways.
    await userEvent.click(canvas.getByRole("radio", { name: t.billing.monthly }));
    await expect(starter()).toContain(isFr(globals.locale) ? "29 $US" : "$29");
    await userEvent.click(annual);
    await expect(annual).toBeChecked();
    for (const price of annualPrices) await expect(starter()).toContain(price);
  },
};

/** `compact`: no heading or sentence of its own, for a page whose section already says it. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading", { name: t.title })).toBeNull();
    await expect(canvas.queryByText(t.subtitle)).toBeNull();
    await expect(canvas.getByRole("radio", { name: t.billing.monthly })).toBeChecked();
    await expect(canvas.getByRole("heading", { name: t.plans.starter.name })).toBeVisible();
  },
};
