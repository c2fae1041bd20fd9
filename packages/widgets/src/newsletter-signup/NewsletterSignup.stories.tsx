import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NewsletterSignup } from "./NewsletterSignup";
import { newsletterCatalogs } from "./catalogs";

const meta = {
  title: "Widgets/Newsletter signup",
  component: NewsletterSignup,
  tags: ["autodocs"],
  args: { endpoint: "http://127.0.0.1:9/newsletter" },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

const strings = (locale: unknown) => newsletterCatalogs[locale === "fr" ? "fr" : "en"];

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(t.emailLabel);
    await userEvent.type(input, "ada@example.com");
    await expect(input).toHaveValue("ada@example.com");
    await expect(canvas.getByRole("button", { name: t.submit })).toBeEnabled();
  },
};

export const Subscribing: Story = {
  args: { initialStatus: "subscribing", initialEmail: "ada@example.com" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: strings(globals.locale).submitting }),
    ).toBeDisabled();
  },
};

export const Success: Story = {
  args: { initialStatus: "success" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(strings(globals.locale).success);
  },
};

export const Error: Story = {
  args: { initialStatus: "error", initialEmail: "ada@example.com" },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(t.error);
    await expect(canvas.getByLabelText(t.emailLabel)).toHaveValue("ada@example.com");
  },
};
