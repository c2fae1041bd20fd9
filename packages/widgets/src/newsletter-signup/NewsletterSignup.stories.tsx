import { createElement } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { NewsletterSignup } from "./NewsletterSignup";
import { STORY_PRIVACY_URL, renderWithRequiredConsent } from "../core/ConsentStory";
import { newsletterCatalogs } from "./catalogs";
// The custom element story renders <newsletter-signup>, registered from source on import like the embed script.
import "./newsletter-signup.element";
import { shown } from "../core/storyText";
import { elementStory } from "../core/ElementStory";
import { newsletterSignupApi } from "./newsletter-signup.api";

const meta = {
  title: "Widgets/Newsletter signup",
  component: NewsletterSignup,
  tags: ["autodocs"],
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
    await expect(canvas.getByRole("status")).toHaveTextContent(
      shown(strings(globals.locale).success),
    );
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
  ...elementStory(newsletterSignupApi),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const host = canvasElement.querySelector("newsletter-signup")!;
    await waitFor(() => expect(host.shadowRoot?.querySelector("form")).not.toBeNull());
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await expect(shadow.getByRole("heading", { name: t.title })).toBeVisible();
    // user-event types into a shadow root's field without React seeing it (it follows the
    // document's focused element, the host): the field's own input event, as a browser sends it.
    fireEvent.input(shadow.getByLabelText(t.emailLabel), { target: { value: "ada@example.com" } });
    await expect(shadow.getByLabelText(t.emailLabel)).toHaveValue("ada@example.com");
  },
};

/** The host's own words in each language, as a marketer would write them. */
const own = {
  en: { heading: "Our Friday letter", description: "One email a week, no spam.", submit: "Join" },
  fr: {
    heading: "Notre lettre du vendredi",
    description: "Un e-mail par semaine, sans spam.",
    submit: "Je m'abonne",
  },
};
const ownWords = (locale: unknown) => own[locale === "fr" ? "fr" : "en"];

/**
 * `consent: {privacyUrl, required: true}` in the page configuration: the box, its sentence linking
 * to the privacy page, and the message when the visitor subscribes without ticking it.
 */
export const ConsentRequired: Story = {
  args: { initialEmail: "ada@example.com" },
  render: renderWithRequiredConsent(NewsletterSignup),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    const sentence = t.consent.replace("{{link}}", t.consentLink);
    const box = canvas.getByRole("checkbox", { name: sentence });
    await expect(canvas.getByRole("link", { name: t.consentLink })).toHaveAttribute(
      "href",
      STORY_PRIVACY_URL,
    );
    await userEvent.click(canvas.getByRole("button", { name: t.submit }));
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(t.consentRequired);
  },
};

/**
 * Their words: a `strings` override of the button (the page's configuration per language, or the
 * element's own `strings` attribute) and the host's heading and description in the element's slots.
 */
export const OwnWords: Story = {
  // The button's words unless the `strings` control gives others; the heading and description in
  // the element's slots.
  ...elementStory(newsletterSignupApi, {
    defaults: (globals) => ({
      strings: JSON.stringify({ submit: ownWords(globals.locale).submit }),
    }),
    children: (globals) => [
      createElement("span", { slot: "heading", key: "heading" }, ownWords(globals.locale).heading),
      createElement(
        "span",
        { slot: "description", key: "description" },
        ownWords(globals.locale).description,
      ),
    ],
  }),
  play: async ({ canvasElement, globals }) => {
    const words = ownWords(globals.locale);
    const host = canvasElement.querySelector("newsletter-signup")!;
    await waitFor(() => expect(host.shadowRoot?.querySelector("form")).not.toBeNull());
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await expect(shadow.getByRole("heading", { level: 2 })).toHaveAccessibleName(words.heading);
    await expect(shadow.getByRole("button", { name: words.submit })).toBeVisible();
    await expect(host).toHaveTextContent(words.description);
  },
};
