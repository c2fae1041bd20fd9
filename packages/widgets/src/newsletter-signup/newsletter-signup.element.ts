import {
  NewsletterSignup,
  newsletterSignupDefinition,
  type NewsletterSignupProps,
} from "./NewsletterSignup";
import { newsletterSignupApi } from "./newsletter-signup.api";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

export const defineNewsletterSignup = widgetModule(newsletterSignupApi, NewsletterSignup);

/** `document.querySelector("newsletter-signup")` in TypeScript: its attributes as properties, typed events. */
export type NewsletterSignupElement = ElementOf<typeof defineNewsletterSignup>;

declare global {
  interface HTMLElementTagNameMap {
    "newsletter-signup": NewsletterSignupElement;
  }
}

/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type NewsletterSignupEventMap = WidgetEventMap<NewsletterSignupProps>;

// This file is the entry of `@marketing/widgets/newsletter-signup`, dist/embed/newsletter-signup.js and widgets.js's
// chunk for <newsletter-signup> (which calls `define` itself, after the warm-up steps).
export { defineNewsletterSignup as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { newsletterSignupDefinition as definition };
