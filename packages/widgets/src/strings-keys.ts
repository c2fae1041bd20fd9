// The catalogue keys a page's `strings` configuration (core/strings.ts) may override, per element:
// the data the manifest (custom-elements.json) and docs/embedding.md list. Read by Node scripts and
// tests only, never by an embed. The blog widgets share one catalogue, so they share its keys.
import { overridableKeys } from "./core/strings";
import type { ElementTag } from "./tags";
import { newsletterCatalogs } from "./newsletter-signup/catalogs";
import { contactCatalogs } from "./contact-form/catalogs";
import { blogCatalogs } from "./blog/catalogs";
import { bookingCatalogs } from "./booking-button/catalogs";
import { pricingCatalogs } from "./pricing-table/catalogs";
import { countersCatalogs } from "./kpi-counters/catalogs";

const keysOf = (catalogs: { en: object; fr: object }) =>
  overridableKeys(catalogs.en as Record<string, unknown>, catalogs.fr as Record<string, unknown>);

export const OVERRIDABLE_STRINGS: Record<ElementTag, readonly string[]> = {
  "newsletter-signup": keysOf(newsletterCatalogs),
  "contact-form": keysOf(contactCatalogs),
  "blog-list": keysOf(blogCatalogs),
  "blog-post": keysOf(blogCatalogs),
  "booking-button": keysOf(bookingCatalogs),
  "pricing-table": keysOf(pricingCatalogs),
  "kpi-counters": keysOf(countersCatalogs),
};
