// The React API: what the site, Storybook and React apps import. Explicit exports only: this list
// is the package's public surface. Each widget's component and props' type come from
// ./components (generated from src/tags.ts); elements and their `defineX` live in `./elements` and
// `./<tag>`.
export * from "./components";
export type { ContactOutcome } from "./contact-form/ContactForm";
export type { BookedDetail } from "./booking-button/BookingButton";
export type { PlanId, Billing } from "./pricing-table/plans";
export { WidgetsProvider } from "./core/WidgetsProvider";
export type { WidgetsProviderProps } from "./core/WidgetsProvider";
export { defaultConfig, PAGE_CONFIG_ID } from "./core/config";
export type { WidgetConfig } from "./core/config";
export { getI18n } from "./core/i18n";
export { SUPPORTED_LANGUAGES, detectLanguage, matchLanguage } from "./core/language";
export type { Language } from "./core/language";
export { darkTokensCss, tokensCss } from "./core/tokens";
