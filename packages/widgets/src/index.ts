// The React API. Explicit exports only: this list is the package's public surface.
export { NewsletterSignup, NEWSLETTER_MESSAGE_MS } from "./newsletter-signup/NewsletterSignup";
export type { NewsletterSignupProps } from "./newsletter-signup/NewsletterSignup";
export { WidgetsProvider, useWidgetConfig } from "./core/WidgetsProvider";
export type { WidgetsProviderProps } from "./core/WidgetsProvider";
export { defaultConfig, resolveConfig, PAGE_CONFIG_ID, LOCAL_SERVICES_URL } from "./core/config";
export type { WidgetConfig } from "./core/config";
export { getI18n, detectLanguage, DETECTION } from "./core/i18n";
export { SUPPORTED_LANGUAGES, matchLanguage } from "./core/languages";
export type { Language } from "./core/languages";
export { tokens, tokensCss } from "./core/tokens";
