import { ContactForm, contactFormDefinition, type ContactFormProps } from "./ContactForm";
import { contactFormApi } from "./contact-form.api";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

export const defineContactForm = widgetModule(contactFormApi, ContactForm);

/** `document.querySelector("contact-form")` in TypeScript: its attributes as properties, typed events. */
export type ContactFormElement = ElementOf<typeof defineContactForm>;

declare global {
  interface HTMLElementTagNameMap {
    "contact-form": ContactFormElement;
  }
}

/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type ContactFormEventMap = WidgetEventMap<ContactFormProps>;

// This file is the entry of `@marketing/widgets/contact-form`, dist/embed/contact-form.js and widgets.js's
// chunk for <contact-form> (which calls `define` itself, after the warm-up steps).
export { defineContactForm as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { contactFormDefinition as definition };
