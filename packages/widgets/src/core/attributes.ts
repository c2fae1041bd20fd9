// Attributes several widgets declare alike, each written once with its JSDoc and spread into the
// declarations (`attributes: { ...languageAndTheme }`). The manifest's analyzer plugin
// (scripts/declare-widget-plugin.ts) follows the spread to the JSDoc here, as TypeScript does for
// the React props.
import type { AttributeDeclaration } from "./declaration";

type Attributes = Record<string, AttributeDeclaration>;

/** Every widget's language. */
export const languageAttribute = {
  /** en or fr; defaults to the page's language detection. */
  lang: {},
} as const satisfies Attributes;

/** Every widget's theme. */
export const themeAttribute = {
  /** light (default), dark, or auto (the page's `dark`/`light` class or `data-theme` on html or body, else the system setting); defaults to the page configuration. */
  theme: {},
} as const satisfies Attributes;

/** The two every widget takes, in this order unless its declaration puts one between them. */
export const languageAndTheme = { ...languageAttribute, ...themeAttribute } as const;

/**
 * What the forms (newsletter, contact) take after their own endpoints: language, theme, their own
 * words and `compact`. Each form documents `strings` itself, after the spread, with an example of
 * its own button (a property written after a spread keeps the spread's place and replaces it).
 */
export const formAttributes = {
  ...languageAndTheme,
  strings: {},
  /** "true" hides the heading and description. */
  compact: { type: "boolean" },
} as const satisfies Attributes;

/** The company's API, for the widgets that read or write through it. */
export const apiAttribute = {
  /** The company's widgets API, e.g. `https://www.example.com/api`; default this page's own `/api` (or the page configuration's `api`). */
  api: { config: true },
} as const satisfies Attributes;
