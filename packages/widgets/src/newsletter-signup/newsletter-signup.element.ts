// The element's file: the entry of its npm subpath (`@marketing/widgets/<tag>`), its embed script
// and widgets.js's chunk for its tag, which calls `define` itself after the warm-up steps
// (src/embed/warm.tsx, from `declaration`). Its types are at the end of the component's file.
import { NewsletterSignup, type NewsletterSignupElement } from "./NewsletterSignup";
import { newsletterSignupApi } from "./newsletter-signup.api";
import { widgetModule } from "../core/element";
export { type NewsletterSignupElement, type NewsletterSignupEventMap } from "./NewsletterSignup";

export { newsletterSignupApi as declaration };
export const define = widgetModule(newsletterSignupApi, NewsletterSignup);
export { define as defineNewsletterSignup };

declare global {
  interface HTMLElementTagNameMap {
    "newsletter-signup": NewsletterSignupElement;
  }
}
