// Generated from src/tags.ts: do not edit (`npm run docs -w @marketing/widgets` rewrites it).
// Each widget's React component and its props' type, re-exported by src/index.ts (the npm API).
export { NewsletterSignup } from "./newsletter-signup/NewsletterSignup";
export type { NewsletterSignupProps } from "./newsletter-signup/NewsletterSignup";
export { ContactForm } from "./contact-form/ContactForm";
export type { ContactFormProps } from "./contact-form/ContactForm";
export { BlogList } from "./blog-list/BlogList";
export type { BlogListProps } from "./blog-list/BlogList";
export { BlogPost } from "./blog-post/BlogPost";
export type { BlogPostProps } from "./blog-post/BlogPost";
export { BookingButton } from "./booking-button/BookingButton";
export type { BookingButtonProps } from "./booking-button/BookingButton";
export { PricingTable } from "./pricing-table/PricingTable";
export type { PricingTableProps } from "./pricing-table/PricingTable";
export { KpiCounters } from "./kpi-counters/KpiCounters";
export type { KpiCountersProps } from "./kpi-counters/KpiCounters";
