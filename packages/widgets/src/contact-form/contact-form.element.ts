// The element's file: the entry of its npm subpath (`@marketing/widgets/<tag>`), its embed script
// and widgets.js's chunk for its tag, which calls `define` itself after the warm-up steps
// (src/embed/warm.tsx, from `declaration`). Its types are at the end of the component's file.
import { ContactForm, type ContactFormElement } from "./ContactForm";
import { contactFormApi } from "./contact-form.api";
import { widgetModule } from "../core/element";
export { type ContactFormElement, type ContactFormEventMap } from "./ContactForm";

export { contactFormApi as declaration };
export const define = widgetModule(contactFormApi, ContactForm);
export { define as defineContactForm };

declare global {
  interface HTMLElementTagNameMap {
    "contact-form": ContactFormElement;
  }
}
