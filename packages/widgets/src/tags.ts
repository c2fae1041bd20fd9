// The library's custom elements, listed once. Each tag's API lives in src/<tag>/<tag>.element.ts:
// that file registers the element and is the entry of every build (the npm subpath
// `@marketing/widgets/<tag>`, the standalone script dist/embed/<tag>.js, widgets.js's chunk).
// The builds, the manifest, the docs and the tests read this list.
export const ELEMENT_TAGS = [
  "newsletter-signup",
  "contact-form",
  "blog-list",
  "blog-post",
  "booking-button",
  "pricing-table",
  "kpi-counters",
] as const;

export type ElementTag = (typeof ELEMENT_TAGS)[number];

/** The element's one source file, from the package root. */
export function elementFile(tag: ElementTag): string {
  return `src/${tag}/${tag}.element.ts`;
}
