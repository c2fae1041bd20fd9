import {
  NewsletterSignup,
  newsletterSignupDefinition,
  type NewsletterSignupProps,
} from "./NewsletterSignup";
import { widgetModule, type ElementOf, type WidgetEventMap } from "../core/element";

/**
 * <newsletter-signup>: the weekly newsletter form for pages without React.
 *
 * @attr newsletter-endpoint - Where subscriptions are posted (Apps Script web app URL); defaults to the page configuration.
 * @attr lang - en or fr; defaults to the page's language detection.
 * @attr theme - light (default), dark, or auto (the page's `dark`/`light` class or `data-theme` on html or body, else the system setting); defaults to the page configuration.
 * @attr compact - "true" hides the heading and description.
 * @attr strings - This element's own words: JSON of catalogue key → text (`{"submit": "Join"}`), over the catalogue and the page's `strings` configuration, in whichever language it shows.
 * @slot heading - Your own heading text (inline markup: a span with `slot="heading"`), in place of the catalogue's; it keeps the heading's level and names the form.
 * @slot description - Your own description text (a span with `slot="description"`), in place of the catalogue's.
 * @fires subscribed - CustomEvent<{ email: string }>: the endpoint accepted the address.
 * @fires failed - CustomEvent<{ email: string }>: the request failed; the address stays in the field.
 * @csspart container - the widget's outer box
 * @csspart title - the heading
 * @csspart form - the form
 * @csspart input - the email field
 * @csspart button - the subscribe button
 * @csspart message - the success or error message
 * @cssprop --mw-color-primary - button colour
 * @cssprop --mw-newsletter-background - background of the box
 * @cssprop --mw-newsletter-padding - inner spacing of the box
 */
export const defineNewsletterSignup = widgetModule("newsletter-signup", NewsletterSignup, {
  props: {
    newsletterEndpoint: "string",
    lang: "string",
    theme: "string",
    strings: "string",
    compact: "boolean",
  },
  renamed: { endpoint: "newsletterEndpoint" },
  events: ["onSubscribed", "onFailed"],
});

/** `document.querySelector("newsletter-signup")` in TypeScript: its attributes as properties, typed events. */
export type NewsletterSignupElement = ElementOf<typeof defineNewsletterSignup>;
/** The element's events: name → `CustomEvent` whose `detail` is the callback's argument. */
export type NewsletterSignupEventMap = WidgetEventMap<NewsletterSignupProps>;

// This file is the entry of `@marketing/widgets/newsletter-signup`, dist/embed/newsletter-signup.js and widgets.js's
// chunk for <newsletter-signup> (which calls `define` itself, after the warm-up steps).
export { defineNewsletterSignup as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { newsletterSignupDefinition as definition };
