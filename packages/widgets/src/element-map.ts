// `document.querySelector("<tag>")` in TypeScript, for every element of the library, declared once.
// core/element.ts types `widgetModule`'s tag with ElementTag from here, so every element file (and
// each npm subpath's declarations) brings this map along.
import type { NewsletterSignupElement } from "./newsletter-signup/newsletter-signup.element";
import type { ContactFormElement } from "./contact-form/contact-form.element";
import type { BlogListElement } from "./blog-list/blog-list.element";
import type { BlogPostElement } from "./blog-post/blog-post.element";
import type { BookingButtonElement } from "./booking-button/booking-button.element";
import type { PricingTableElement } from "./pricing-table/pricing-table.element";
import type { KpiCountersElement } from "./kpi-counters/kpi-counters.element";
import type { ElementTag } from "./tags";

export type { ElementTag };

/** Each tag's element: its attributes as properties and its typed events. */
export interface WidgetElementsByTag extends Record<ElementTag, HTMLElement> {
  "newsletter-signup": NewsletterSignupElement;
  "contact-form": ContactFormElement;
  "blog-list": BlogListElement;
  "blog-post": BlogPostElement;
  "booking-button": BookingButtonElement;
  "pricing-table": PricingTableElement;
  "kpi-counters": KpiCountersElement;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map above, merged in
  interface HTMLElementTagNameMap extends WidgetElementsByTag {}
}
