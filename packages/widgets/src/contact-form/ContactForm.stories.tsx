import { createElement } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ContactForm } from "./ContactForm";
import { renderWithRequiredConsent } from "../core/ConsentStory";
import { contactCatalogs } from "./catalogs";
// The custom element story renders <contact-form>, registered from source on import like the embed script.
import "./contact-form.element";
import { shown } from "../core/storyText";
import { elementStory } from "../core/ElementStory";
import { contactFormApi } from "./contact-form.api";

const meta = {
  title: "Widgets/Contact form",
  component: ContactForm,
  tags: ["autodocs"],
  args: { contactEmail: "hello@example.com" },
  // The address offered when sending fails: only the Error story shows it.
  argTypes: { contactEmail: { table: { disable: true } } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const strings = (locale: unknown) => contactCatalogs[locale === "fr" ? "fr" : "en"];
const typed = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  message: "We would like a demo of the analytics dashboards.",
};
const label = (text: string) => new RegExp(`^${text}`);

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(label(t.nameLabel));
    await userEvent.type(name, typed.name);
    await expect(name).toHaveValue(typed.name);
    await expect(canvas.getByLabelText(label(t.messageLabel))).toHaveAttribute("rows", "6");
    await expect(canvas.getByRole("button", { name: t.submit })).toBeEnabled();
  },
};

export const InvalidFields: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(label(t.emailLabel)), "ada@");
    await userEvent.click(canvas.getByRole("button", { name: t.submit }));
    await expect(canvas.getByLabelText(label(t.nameLabel))).toHaveFocus();
    await expect(canvas.getByLabelText(label(t.nameLabel))).toHaveAccessibleDescription(
      t.errors.nameRequired,
    );
    await expect(canvas.getByLabelText(label(t.emailLabel))).toHaveAccessibleDescription(
      t.errors.emailInvalid,
    );
  },
};

export const Submitting: Story = {
  args: { initialStatus: "sending", initialValues: typed },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: t.submitting })).toBeDisabled();
    await expect(canvas.getByLabelText(label(t.messageLabel))).toBeDisabled();
  },
};

export const Success: Story = {
  args: { initialStatus: "sent" },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent(shown(t.successTitle));
    await expect(status).toHaveTextContent(shown(t.successDescription));
  },
};

export const Error: Story = {
  args: { initialStatus: "failed", initialValues: typed },
  argTypes: { contactEmail: { table: { disable: false } } },
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(t.errorTitle);
    await expect(alert).toHaveTextContent(
      t.errorDescription.replace("{{email}}", "hello@example.com"),
    );
    await expect(canvas.getByLabelText(label(t.messageLabel))).toHaveValue(typed.message);
  },
};

/** The custom element a marketer embeds: `<contact-form lang="fr"></contact-form>`. */
export const CustomElement: Story = {
  ...elementStory(contactFormApi),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const host = canvasElement.querySelector("contact-form")!;
    // The element renders in slices (core/progressive.tsx): the button comes with the last one.
    // Waited for here: `findBy…` inside a shadow root throws in its retries (its container is no
    // element), an uncaught error in Storybook's UI.
    await waitFor(() =>
      expect(host.shadowRoot?.querySelector("button[type=submit]")).not.toBeNull(),
    );
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await userEvent.click(shadow.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(shadow.getByText(t.errors.messageRequired)).toBeVisible());
  },
};

/**
 * `consent: {privacyUrl, required: true}` in the page configuration: the box, its sentence linking
 * to the privacy page, and the message when the visitor sends without ticking it (what was typed
 * stays).
 */
export const ConsentRequired: Story = {
  args: { initialValues: typed },
  render: renderWithRequiredConsent(ContactForm),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", {
      name: t.consent.replace("{{link}}", t.consentLink),
    });
    await userEvent.click(canvas.getByRole("button", { name: t.submit }));
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(t.consentRequired);
    await expect(canvas.getByLabelText(label(t.messageLabel))).toHaveValue(typed.message);
  },
};

/** The host's words in each language: its heading in the element's slot, its button text. */
const own = {
  en: { heading: "Talk to our team", submit: "Ask for a demo" },
  fr: { heading: "Parlez à notre équipe", submit: "Demander une démo" },
};
const ownWords = (locale: unknown) => own[locale === "fr" ? "fr" : "en"];

/** Their words: the `heading` slot and the element's own `strings` for the button. */
export const OwnWords: Story = {
  // The button's words unless the `strings` control gives others; the heading in its slot.
  ...elementStory(contactFormApi, {
    defaults: (globals) => ({
      strings: JSON.stringify({ submit: ownWords(globals.locale).submit }),
    }),
    children: (globals) =>
      createElement("span", { slot: "heading" }, ownWords(globals.locale).heading),
  }),
  play: async ({ canvasElement, globals }) => {
    const words = ownWords(globals.locale);
    const host = canvasElement.querySelector("contact-form")!;
    await waitFor(() => expect(host.shadowRoot?.querySelector("button")).not.toBeNull());
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await expect(shadow.getByRole("heading", { level: 2 })).toHaveAccessibleName(words.heading);
    await expect(shadow.getByRole("button", { name: words.submit })).toBeVisible();
  },
};
