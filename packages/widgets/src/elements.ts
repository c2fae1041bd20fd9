// Generated from src/tags.ts: do not edit (`npm run docs -w @marketing/widgets` rewrites it).
// `import "@marketing/widgets/elements"` registers every element under its default tag (each file
// registers its own on import) and exports their define functions.
export { defineNewsletterSignup } from "./newsletter-signup/newsletter-signup.element";
export { defineContactForm } from "./contact-form/contact-form.element";
export { defineBlogList } from "./blog-list/blog-list.element";
export { defineBlogPost } from "./blog-post/blog-post.element";
export { defineBookingButton } from "./booking-button/booking-button.element";
export { definePricingTable } from "./pricing-table/pricing-table.element";
export { defineKpiCounters } from "./kpi-counters/kpi-counters.element";
