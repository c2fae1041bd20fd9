// The widgets' element tags, listed once for every workspace: the widgets check their declarations
// against it (packages/widgets/src/tags.ts), the browser tests (e2e) and the site's route checks
// cover each one, and the WordPress plugin's blocks are tested against it. Here rather than in
// @marketing/widgets so that e2e, which the widgets' browser tests import, need not import them back.
export const WIDGET_TAGS = [
  "newsletter-signup",
  "contact-form",
  "blog-list",
  "blog-post",
  "booking-button",
  "pricing-table",
  "kpi-counters",
] as const;

export type WidgetTag = (typeof WIDGET_TAGS)[number];
