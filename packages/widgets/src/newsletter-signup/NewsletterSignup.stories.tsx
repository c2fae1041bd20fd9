import { createElement } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { NewsletterSignup } from "./NewsletterSignup";
import { newsletterCatalogs } from "./catalogs";
// The custom element story renders <newsletter-signup>, registered from source on import like the embed script.
import "./newsletter-signup.element";

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
  args: { initialStatus: "sending", initialEmail: "ada@example.com" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: strings(globals.locale).submitting }),
    ).toBeDisabled();
  },
};

export const Success: Story = {
  args: { initialStatus: "sent" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(strings(globals.locale).success);
  },
};

export const Error: Story = {
  args: { initialStatus: "failed", initialEmail: "ada@example.com" },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(t.error);
    await expect(canvas.getByLabelText(t.emailLabel)).toHaveValue("ada@example.com");
  },
};

/** The custom element a marketer embeds: `<newsletter-signup lang="fr"></newsletter-signup>`. */
export const CustomElement: Story = {
  render: (_args, { globals }) =>
    createElement("newsletter-signup", {
      lang: globals.locale === "fr" ? "fr" : "en",
      // An element is outside the decorator's provider: the toolbar's theme as its attribute.
      theme: String(globals.theme ?? "light"),
      endpoint: "http://127.0.0.1:9/newsletter",
    }),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const host = canvasElement.querySelector("newsletter-signup")!;
    await waitFor(() => expect(host.shadowRoot?.querySelector("form")).not.toBeNull());
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await expect(shadow.getByRole("heading", { name: t.title })).toBeVisible();
    await userEvent.type(shadow.getByLabelText(t.emailLabel), "ada@example.com");
    await expect(shadow.getByLabelText(t.emailLabel)).toHaveValue("ada@example.com");
  },
};
