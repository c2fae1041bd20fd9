import r2wc from "@r2wc/react-to-web-component";
import { NewsletterSignup } from "./NewsletterSignup";
import { defineElement, OUTCOME_EVENT } from "../core/element";

/**
 * <newsletter-signup>: the weekly newsletter form for pages without React.
 *
 * @attr endpoint - Where subscriptions are posted (Apps Script web app URL); defaults to the page configuration.
 * @attr lang - en or fr; defaults to the page's language detection.
 * @attr compact - "true" hides the heading and description.
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
export function createNewsletterSignupElement(): CustomElementConstructor {
  return r2wc(NewsletterSignup, {
    shadow: "open",
    props: { endpoint: "string", lang: "string", compact: "boolean" },
    events: { onSubscribed: OUTCOME_EVENT, onFailed: OUTCOME_EVENT },
  });
}

/** Registers the element, under another tag if the page already uses `newsletter-signup`. */
export function defineNewsletterSignup(tag = "newsletter-signup"): void {
  defineElement(tag, createNewsletterSignupElement);
}
