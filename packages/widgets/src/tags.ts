// The library's custom elements, listed once: each widget's declaration (src/<tag>/<tag>.api.ts).
// Each tag's element file, src/<tag>/<tag>.element.ts, registers the element and is the entry of
// every build (the npm subpath `@marketing/widgets/<tag>`, the standalone script
// dist/embed/<tag>.js, widgets.js's chunk). The builds, the loader, the manifest, the docs and the
// tests read this list, the other workspaces through `@marketing/widgets/tags`. A new widget: its
// folder and one line here (`npm run new-widget -- <tag>` writes both).
import { newsletterSignupApi } from "./newsletter-signup/newsletter-signup.api";
import { contactFormApi } from "./contact-form/contact-form.api";
import { blogListApi } from "./blog-list/blog-list.api";
import { blogPostApi } from "./blog-post/blog-post.api";
import { bookingButtonApi } from "./booking-button/booking-button.api";
import { pricingTableApi } from "./pricing-table/pricing-table.api";
import { kpiCountersApi } from "./kpi-counters/kpi-counters.api";

export const WIDGET_DECLARATIONS = [
  newsletterSignupApi,
  contactFormApi,
  blogListApi,
  blogPostApi,
  bookingButtonApi,
  pricingTableApi,
  kpiCountersApi,
] as const;

export type ElementTag = (typeof WIDGET_DECLARATIONS)[number]["tag"];

export const ELEMENT_TAGS: readonly ElementTag[] = WIDGET_DECLARATIONS.map(({ tag }) => tag);

/** Each tag's declaration. */
export const DECLARATION_BY_TAG = Object.fromEntries(
  WIDGET_DECLARATIONS.map((declaration) => [declaration.tag, declaration]),
) as { [Tag in ElementTag]: Extract<(typeof WIDGET_DECLARATIONS)[number], { tag: Tag }> };

/** The element's one source file, from the package root. */
export function elementFile(tag: ElementTag): string {
  return `src/${tag}/${tag}.element.ts`;
}

/** The element as a demonstration pastes it: its tag with its declaration's `example` attributes. */
export function exampleMarkup(tag: ElementTag): string {
  const attributes = Object.entries(
    (DECLARATION_BY_TAG[tag] as { example?: Record<string, string> }).example ?? {},
  )
    .map(
      ([name, value]) => ` ${name}="${value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`,
    )
    .join("");
  return `<${tag}${attributes}></${tag}>`;
}
