// A widget's API, declared once in its folder (`<tag>/<tag>.api.ts`): its attributes (each a
// React prop of the same name), which of them are configuration keys, their old spellings, its
// events, and what the loader needs before its code arrives (reserved height, fallback link).
// Attributes several widgets share are written once, with their JSDoc, in core/attributes.ts and
// spread into the declarations.
// The element (core/element.ts), the configuration layer of its props, the manifest and the docs
// (@custom-elements-manifest/analyzer with scripts/declare-widget-plugin.ts, which also reads the
// JSDoc above the declaration: summary, `@fires`, `@csspart`, `@cssprop`, `@slot`) and the loader
// (src/embed/declared.ts) derive from it, and so does what the widget brings to its root (core/WidgetRoot.tsx): its
// catalogues, its styles, its i18n namespace and its root's class. The loader carries none of it:
// the embeds' build writes in the few numbers it reads (src/embed/declared.ts).
import type { ConfigKey } from "@marketing/contracts";
import type { WidgetConfig } from "./config";
import type { Catalogs } from "./i18n";

/** r2wc's attribute types the library uses (its "function"/"method" are never public). */
export type AttributeType = "string" | "number" | "boolean";

/**
 * When a server-rendered element (its declarative shadow root already shows it finished) loads its
 * code: at the visitor's first sign of intent (focus, pointer down, a key), when the browser is
 * idle, or (`"part-near"`) once the part its root marks `data-wake-point` (else the
 * element itself) comes within about a screen of the viewport; always at the latest on intent. An element the server did not
 * render loads as it nears the viewport, whatever this says
 * (docs/decisions/2026-11-28-wake-when-needed.md).
 */
export type WakePolicy = "intent" | "idle" | "part-near";

/** Heights in px on a phone, a tablet and a desktop (a declaration's `reserve`). */
export type ReservedHeights = readonly [phone: number, tablet: number, desktop: number];

export interface AttributeDeclaration {
  /** `string` when left out. A `boolean` attribute is true when present (`<pricing-table compact>`), unless "false". */
  type?: AttributeType;
  /** The attribute sets the configuration key of its name, over the page's configuration. */
  config?: true;
  /** An older spelling still read (with a deprecation note), e.g. `endpoint` for `newsletterEndpoint`. */
  renamedFrom?: string;
}

export interface WidgetDeclaration<
  Tag extends string = string,
  Attributes extends Record<string, AttributeDeclaration> = Record<string, AttributeDeclaration>,
> {
  tag: Tag;
  attributes: Attributes;
  /** The component's callbacks dispatched as DOM events (`onSubscribed` → `subscribed`). */
  events?: ReadonlyArray<`on${string}`>;
  /**
   * The height the element takes at its first render, in px, as wide as a page 375, 768 and 1280 px
   * wide (the loader holds it from 0, 600 and 1024 px), measured in Chromium in English.
   */
  reserve: ReservedHeights;
  /** The same in French, where its longer words make it taller; `reserve` when left out. */
  reserveFr?: ReservedHeights;
  /** When its server-rendered element loads its code (`WakePolicy`). */
  wake: WakePolicy;
  /** The configuration key the fallback (the element's code could not load) links to; an email is a mailto:. */
  fallback?: ConfigKey;
  /** Its strings in each language (`locales/{en,fr}.json`). */
  catalogs: Catalogs;
  /** Its own CSS, rendered after the base styles (inside the shadow root for elements). */
  styles: string;
  /** The i18n namespace of its catalogues (the blog widgets share one); the tag by default. */
  namespace?: string;
  /** Its root's class `mw-<rootClass>` and `data-widget`, which its styles' selectors start with; the tag by default. */
  rootClass?: string;
  /** The attributes of the element as a demonstration pastes it (benches, examples): what it needs to show content. */
  example?: Readonly<Record<string, string>>;
}

type ValueOf<T> = T extends "number" ? number : T extends "boolean" ? boolean : string;

/** The declaration's attributes as props: the current spellings. */
export type DeclaredAttributes<D> =
  D extends WidgetDeclaration<string, infer Attributes>
    ? { -readonly [K in keyof Attributes]?: ValueOf<Attributes[K]["type"]> }
    : never;

/** The old spellings, still read. */
export type RenamedAttributes<D> =
  D extends WidgetDeclaration<string, infer Attributes>
    ? {
        /** @deprecated Use the prop (attribute) spelled like its configuration key. */
        -readonly [
          K in keyof Attributes as Attributes[K] extends { renamedFrom: infer Old extends string }
            ? Old
            : never
        ]?: string;
      }
    : never;

/** A widget's React props from its declaration: every attribute, the old spellings deprecated. */
export type DeclaredProps<D> = DeclaredAttributes<D> & RenamedAttributes<D>;

/** Checks a declaration and keeps its literal types; configuration attributes must be named like a key. */
export function declareWidget<
  const Tag extends string,
  const Attributes extends Record<string, AttributeDeclaration>,
>(
  declaration: WidgetDeclaration<Tag, Attributes> & {
    attributes: {
      [K in keyof Attributes]: K extends ConfigKey ? Attributes[K] : { config?: never };
    };
  },
): WidgetDeclaration<Tag, Attributes> {
  return declaration;
}

/**
 * An attribute's text as its prop: a number parsed, a boolean true when present (`compact`,
 * `compact=""`, `compact="true"`) unless "false", "0", "no" or "off".
 */
export function parseAttribute(type: AttributeType, text: string): unknown {
  if (type === "number") return parseFloat(text);
  if (type === "boolean") return !/^(false|0|no|off)$/i.test(text.trim());
  return text;
}

/** r2wc's `props`: every attribute by camelCase property with its type, old spellings as strings. */
export function elementProps(declaration: WidgetDeclaration): Record<string, AttributeType> {
  const props: Record<string, AttributeType> = {};
  for (const [name, attribute] of Object.entries(declaration.attributes)) {
    props[name] = attribute.type ?? "string";
    if (attribute.renamedFrom) props[attribute.renamedFrom] = "string";
  }
  return props;
}

/** The old spellings: [old, current] pairs. */
export function renamedAttributes(declaration: WidgetDeclaration): Array<[string, string]> {
  return Object.entries(declaration.attributes).flatMap(([name, { renamedFrom }]) =>
    renamedFrom ? [[renamedFrom, name] as [string, string]] : [],
  );
}

/** The boolean attributes, by camelCase property. */
export function booleanAttributes(declaration: WidgetDeclaration): string[] {
  return Object.entries(declaration.attributes).flatMap(([name, { type }]) =>
    type === "boolean" ? [name] : [],
  );
}

/**
 * The configuration layer of a widget's props: each configuration attribute under its key (its old
 * spelling when the new one is unset); undefined values fall through to the page's configuration.
 */
export function configLayer(
  declaration: WidgetDeclaration,
): (props: unknown) => Partial<WidgetConfig> {
  const keys = Object.entries(declaration.attributes).filter(([, { config }]) => config);
  return (props) => {
    const values = props as Record<string, unknown>;
    return Object.fromEntries(
      keys.map(([key, { renamedFrom }]) => [
        key,
        values[key] ?? (renamedFrom ? values[renamedFrom] : undefined),
      ]),
    ) as Partial<WidgetConfig>;
  };
}
