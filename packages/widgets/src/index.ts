// The React API: what the site, Storybook and React apps import. Explicit exports only: this list
// is the package's public surface. Elements and their `defineX` live in `./elements` and `./<tag>`.
export { NewsletterSignup } from "./newsletter-signup/NewsletterSignup";
export type { NewsletterSignupProps } from "./newsletter-signup/NewsletterSignup";
export { ContactForm } from "./contact-form/ContactForm";
export type { ContactFormProps, ContactOutcome } from "./contact-form/ContactForm";
export { BlogList } from "./blog-list/BlogList";
export type { BlogListProps } from "./blog-list/BlogList";
export { BlogPost } from "./blog-post/BlogPost";
export type { BlogPostProps } from "./blog-post/BlogPost";
export { BookingButton } from "./booking-button/BookingButton";
export type { BookingButtonProps, BookedDetail } from "./booking-button/BookingButton";
export { PricingTable } from "./pricing-table/PricingTable";
export type { PricingTableProps } from "./pricing-table/PricingTable";
export type { PlanId, Billing } from "./pricing-table/plans";
export { KpiCounters } from "./kpi-counters/KpiCounters";
export type { KpiCountersProps } from "./kpi-counters/KpiCounters";
export { WidgetsProvider } from "./core/WidgetsProvider";
export type { WidgetsProviderProps } from "./core/WidgetsProvider";
export { defaultConfig, PAGE_CONFIG_ID } from "./core/config";
export type { WidgetConfig } from "./core/config";
export { getI18n } from "./core/i18n";
export { SUPPORTED_LANGUAGES, detectLanguage, matchLanguage } from "./core/language";
export type { Language } from "./core/language";
export { darkTokensCss, tokensCss } from "./core/tokens";
