import { declareWidget } from "../core/declaration";
import { contactCatalogs } from "./catalogs";
import { contactStyles } from "./styles";
import { apiAttribute, formAttributes } from "../core/attributes";

// <contact-form>'s API, declared once (core/declaration.ts): the element, the React props, the
// configuration layer, the manifest and the docs, and the loader's reserved height and fallback
// derive from it and from the JSDoc above it.

/**
 * <contact-form>: the contact form for pages without React. Name, email and message are required;
 * errors show in the widget's language; results show as toasts inside the element for 5 s.
 *
 * @slot heading - Your own heading text (inline markup: a span with `slot="heading"`), in place of the catalogue's; it keeps the heading's level and names the form.
 * @slot description - Your own description text (a span with `slot="description"`), in place of the catalogue's.
 * @fires sent - CustomEvent<{ name: string; email: string; company: string }>: the message was sent.
 * @fires failed - CustomEvent<{ name: string; email: string; company: string }>: sending failed; the form keeps its input.
 * @csspart container - the widget's outer box
 * @csspart title - the heading
 * @csspart form - the form
 * @csspart label - each field's label
 * @csspart input - the name, email and company fields
 * @csspart textarea - the message box
 * @csspart error - a field's validation message
 * @csspart button - the send button
 * @csspart toasts - the area holding the notifications
 * @csspart toast - a notification; the error one also has the part toast-destructive
 * @cssprop --mw-color-primary - button colour
 * @cssprop --mw-color-danger - colour of errors and of the error toast
 * @cssprop --mw-contact-background - background of the box
 * @cssprop --mw-contact-padding - inner spacing of the box
 * @cssprop --mw-contact-border - border of the box (e.g. `none` inside a card of your own)
 * @cssprop --mw-contact-gap - space between fields
 * @cssprop --mw-toast-background - background of the success toast
 */
export const contactFormApi = declareWidget({
  tag: "contact-form",
  catalogs: contactCatalogs,
  styles: contactStyles,
  rootClass: "contact",
  attributes: {
    ...apiAttribute,
    /** Address offered when sending fails; defaults to the page configuration. */
    contactEmail: { config: true },
    ...formAttributes,
    /** This element's own words: JSON of catalogue key → text (`{"submit": "Send"}`), over the catalogue and the page's `strings` configuration, in whichever language it shows. */
    strings: {},
  },
  events: ["onSent", "onFailed"],
  reserve: [712, 603, 603],
  // Its HTML works as shown; its code is needed only once the visitor reaches for it.
  wake: "intent",
  fallback: "contactEmail",
});
