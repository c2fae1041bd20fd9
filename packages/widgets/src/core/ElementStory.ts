// Storybook only: a custom element's story, as a marketer embeds it. The story's args are the
// element's attributes (today's names, from its declaration); its language and theme are the
// toolbar's unless the args set them (an element is outside the preview's provider).
import { createElement, type ReactNode } from "react";
import type { WidgetDeclaration } from "./declaration";

type Globals = Record<string, unknown>;

/** `contactEmail` → `contact-email`. */
const attributeName = (prop: string) =>
  prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export interface ElementStoryOptions {
  /** Attribute values in the toolbar's language, where the args set none (the host's own words). */
  defaults?: (globals: Globals) => Record<string, unknown>;
  /** The element's children in the toolbar's language, e.g. its slots. */
  children?: (globals: Globals) => ReactNode;
}

/**
 * The story's `render` (the element with its args as attributes) and its controls: the element's
 * attributes only (a component's other props are not the element's).
 */
export function elementStory(declaration: WidgetDeclaration, options: ElementStoryOptions = {}) {
  const attributes = Object.keys(declaration.attributes);
  return {
    render: (args: Record<string, unknown>, { globals }: { globals: Globals }) => {
      const values: Record<string, unknown> = {
        lang: globals.locale === "fr" ? "fr" : "en",
        theme: globals.theme ?? "light",
        ...options.defaults?.(globals),
        ...Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined)),
      };
      const props = Object.fromEntries(
        attributes
          .filter((name) => values[name] !== undefined && values[name] !== false)
          .map((name) => [attributeName(name), values[name]]),
      );
      return createElement(declaration.tag, props, options.children?.(globals));
    },
    parameters: { controls: { include: attributes } },
  };
}
