// The server renderer's view of each element: its element file's component and attributes (the
// same `widgetModule` call the browser registers) and its definition's styles.
import type { ElementTag } from "../tags";
import type { DefineElement } from "../core/element";
import type { WidgetDefinition } from "../core/WidgetRoot";
import { define as newsletterSignup } from "../newsletter-signup/newsletter-signup.element";
import { define as contactForm } from "../contact-form/contact-form.element";
import { define as blogList } from "../blog-list/blog-list.element";
import { define as blogPost } from "../blog-post/blog-post.element";
import { define as bookingButton } from "../booking-button/booking-button.element";
import { define as pricingTable } from "../pricing-table/pricing-table.element";
import { define as kpiCounters } from "../kpi-counters/kpi-counters.element";
import { newsletterSignupDefinition } from "../newsletter-signup/NewsletterSignup";
import { contactFormDefinition } from "../contact-form/ContactForm";
import { blogListDefinition } from "../blog-list/BlogList";
import { blogPostDefinition } from "../blog-post/BlogPost";
import { bookingButtonDefinition } from "../booking-button/BookingButton";
import { pricingTableDefinition } from "../pricing-table/PricingTable";
import { SHOWN_AT_TARGETS_MS, kpiCountersDefinition } from "../kpi-counters/KpiCounters";

export interface ServerWidget {
  define: DefineElement<unknown>;
  definition: WidgetDefinition<never>;
  /** Props only the server render gets. */
  serverProps?: Record<string, unknown>;
}

/**
 * The counters' figures in the HTML are their targets (what a reader without JavaScript, a crawler
 * or a link preview should see); the element counts up to them once on screen.
 */
const COUNTED = { elapsedMs: SHOWN_AT_TARGETS_MS };

export const SERVER_WIDGETS: Record<ElementTag, ServerWidget> = {
  "newsletter-signup": { define: newsletterSignup, definition: newsletterSignupDefinition },
  "contact-form": { define: contactForm, definition: contactFormDefinition },
  "blog-list": { define: blogList, definition: blogListDefinition },
  "blog-post": { define: blogPost, definition: blogPostDefinition },
  "booking-button": { define: bookingButton, definition: bookingButtonDefinition },
  "pricing-table": { define: pricingTable, definition: pricingTableDefinition },
  "kpi-counters": {
    define: kpiCounters,
    definition: kpiCountersDefinition as WidgetDefinition<never>,
    serverProps: COUNTED,
  },
} as Record<ElementTag, ServerWidget>;
