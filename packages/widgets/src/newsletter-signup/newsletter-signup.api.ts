import { declareWidget } from "../core/declaration";
import { newsletterCatalogs } from "./catalogs";
import { newsletterStyles } from "./styles";
import { apiAttribute, formAttributes } from "../core/attributes";

// <newsletter-signup>'s API, declared once (core/declaration.ts): the element, the React props, the
// configuration layer, the manifest and the docs, and the loader's reserved height and fallback
// derive from it and from the JSDoc above it.

/**
 * <newsletter-signup>: the weekly newsletter form for pages without React.
 *
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
export const newsletterSignupApi = declareWidget({
  tag: "newsletter-signup",
  catalogs: newsletterCatalogs,
  styles: newsletterStyles,
  rootClass: "newsletter",
  attributes: {
    ...apiAttribute,
    ...formAttributes,
    /** This element's own words: JSON of catalogue key → text (`{"submit": "Join"}`), over the catalogue and the page's `strings` configuration, in whichever language it shows. */
    strings: {},
  },
  events: ["onSubscribed", "onFailed"],
  reserve: [291, 191, 191],
  reserveFr: [317, 215, 191],
  // Its HTML works as shown; its code is needed only once the visitor reaches for it.
  wake: "intent",
  fallback: "contactEmail",
});
