// Registers every custom element under its default tag.
import { defineNewsletterSignup } from "./newsletter-signup/newsletter-signup.element";
import { defineBlogList } from "./blog-list/blog-list.element";
import { defineBlogPost } from "./blog-post/blog-post.element";
import { defineContactForm } from "./contact-form/contact-form.element";
import { defineBookingButton } from "./booking-button/booking-button.element";
import { definePricingTable } from "./pricing-table/pricing-table.element";
import { defineKpiCounters } from "./kpi-counters/kpi-counters.element";

defineNewsletterSignup();
defineBlogList();
defineBlogPost();
defineContactForm();
defineBookingButton();
definePricingTable();
defineKpiCounters();

export { defineNewsletterSignup };
export { defineBlogList, defineBlogPost };
export { defineContactForm };
export { defineBookingButton, definePricingTable, defineKpiCounters };
