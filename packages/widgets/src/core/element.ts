import { createElement, useLayoutEffect, useState, type ComponentType } from "react";
import r2wc from "@r2wc/core";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import {
  booleanAttributes,
  elementProps,
  parseAttribute,
  renamedAttributes,
  type AttributeType,
  type DeclaredAttributes,
  type RenamedAttributes,
  type WidgetDeclaration,
} from "./declaration";
import { PrerenderedProvider, formPostOf, type PrerenderedValue } from "./prerendered";
import { ShadowRootContext } from "./shadowRoot";
import { RETIRED_CONFIG_KEYS, retiredKeyMessage } from "@marketing/contracts";

export type { AttributeType } from "./declaration";

/** A component's callback props, as r2wc names their DOM events: `onCommentPosted` → `commentposted`. */
export type WidgetEventMap<Props> = {
  [K in keyof Props as K extends `on${infer Name}` ? Lowercase<Name> : never]-?: NonNullable<
    Props[K]
  > extends (detail: infer Detail) => unknown
    ? CustomEvent<Detail>
    : never;
};

/** An element's own listener overloads first, so `detail` is typed for its events. */
interface TypedListeners<Events> {
  addEventListener<K extends keyof Events & string>(
    type: K,
    listener: (this: HTMLElement, event: Events[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof Events & string>(
    type: K,
    listener: (this: HTMLElement, event: Events[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** One of the library's elements: its attributes as properties and its typed events. */
export type WidgetElement<Attributes, Events> = TypedListeners<Events> &
  HTMLElement &
  Partial<Attributes>;

const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The deprecation notes already given: one per page for each element name and old attribute. */
const noted = new Set<string>();

/**
 * Old attribute spellings mapped to the current prop (named like the configuration key), with one
 * deprecation note per page and attribute when the old spelling is used.
 */
export function applyRenamed(
  tag: string,
  props: Record<string, unknown>,
  renamed: ReadonlyArray<readonly [string, string]>,
): void {
  for (const [old, current] of renamed) {
    const note = `[marketing-widgets] <${tag}>: the "${kebab(old)}" attribute is deprecated; use "${kebab(current)}".`;
    if (props[old] !== undefined && !noted.has(note)) {
      console.warn(note);
      noted.add(note);
    }
    props[current] = props[current] ?? props[old];
    delete props[old];
  }
}

/** The attributes of the service keys the `api` setting replaced, and the forms' older `endpoint`. */
const RETIRED_ATTRIBUTES = ["endpoint", ...RETIRED_CONFIG_KEYS.map(kebab)];

/** One note per page and attribute for an element that still carries a retired service attribute. */
function warnRetiredAttributes(host: Element): void {
  for (const name of RETIRED_ATTRIBUTES) {
    const note = retiredKeyMessage(name);
    if (host.hasAttribute(name) && !noted.has(note)) {
      console.warn(note);
      noted.add(note);
    }
  }
}

/**
 * The children of a server-rendered (declarative) shadow root, kept on screen by `attachShadow`
 * until the element's first render has hydrated them (see `mount`, `takeOver`).
 */
const serverNodes = new WeakMap<ShadowRoot, ChildNode[]>();

/** What an element's first render takes over: the server-rendered nodes (and its data block). */
function takeOver(root: ShadowRoot): PrerenderedValue & { nodes: ChildNode[] } {
  const nodes = serverNodes.get(root) ?? [];
  serverNodes.delete(root);
  return { takingOver: nodes.length > 0, nodes, ...formPostOf(root) };
}

/**
 * After the first commit over server-rendered nodes: the server's nodes the render did not keep
 * go (all of them if the hydration failed and the element rendered anew after them). Same task,
 * before any paint.
 */
function dropServerNodes(root: ShadowRoot, nodes: readonly ChildNode[]): void {
  // The widget's root and its <style> (core/WidgetRoot.tsx): the server's, hydrated, or the last
  // ones if the element rendered anew after the server's.
  const rendered = root.querySelector(".mw-root:last-of-type");
  const style = rendered?.previousElementSibling;
  const kept = style?.localName === "style" ? [rendered, style] : [rendered];
  for (const node of nodes) if (!kept.includes(node as Element)) node.remove();
}

/**
 * r2wc's React mount, but an element whose shadow root the server rendered (src/server/) is
 * hydrated: its DOM is kept and made live (React's hydrateRoot; Preact's hydrate in the embeds),
 * so nothing is recreated (no image decoded again, no empty frame, no shift).
 */
function mount(container: HTMLElement, Component: ComponentType<object>, props: object): Root {
  const element = createElement(Component, props);
  const shadowRoot = container as unknown as ShadowRoot;
  // React takes a shadow root as a container (a document fragment); its types name only elements.
  if (serverNodes.has(shadowRoot)) return hydrateRoot(shadowRoot as unknown as Element, element);
  const root = createRoot(shadowRoot);
  root.render(element);
  return root;
}

/**
 * The class of one of the library's elements: r2wc in an open shadow root, the component rendered
 * with that shadow root in context (for its styles) and renamed attributes mapped to its props.
 * A server-rendered element (src/server/) keeps its declarative shadow root's content and hydrates
 * it (`mount`), rendering whole at once with the data the HTML carries (core/prerendered.ts).
 */
function widgetElement(
  { Component, props: attributes, renamed }: WidgetModuleInfo,
  events: ReadonlyArray<string> = [],
  booleans: ReadonlyArray<string> = [],
): CustomElementConstructor {
  function InElement({ container, ...props }: Record<string, unknown> & { container?: unknown }) {
    const root = container as ShadowRoot;
    applyRenamed(root.host.localName, props, renamed);
    useState(() => warnRetiredAttributes(root.host));
    const [prerendered] = useState(() => takeOver(root));
    useLayoutEffect(() => dropServerNodes(root, prerendered.nodes), [prerendered, root]);
    return createElement(
      PrerenderedProvider,
      { value: prerendered },
      createElement(
        ShadowRootContext.Provider,
        { value: root },
        createElement(Component as ComponentType<Record<string, unknown>>, props),
      ),
    );
  }
  const Element = r2wc(
    InElement as ComponentType<object>,
    {
      shadow: "open",
      props: attributes,
      events: Object.fromEntries(events.map((name) => [name, OUTCOME_EVENT])),
    },
    {
      mount,
      update: (root, props) =>
        root.render(createElement(InElement as ComponentType<object>, props)),
      unmount: (root) => root.unmount(),
    },
  ) as R2wcElementClass;
  const booleanByAttribute = new Map(booleans.map((prop) => [kebab(prop), prop]));
  const propByAttribute = new Map(Object.keys(attributes).map((prop) => [kebab(prop), prop]));
  return class extends Element {
    #connected = false;
    constructor() {
      super();
      // r2wc skips an empty attribute: a bare boolean one (`<pricing-table compact>`) is true.
      for (const [name, prop] of booleanByAttribute) {
        const value = this.getAttribute(name);
        if (value !== null) this.#props[prop] = parseAttribute("boolean", value);
      }
    }
    get #props(): Record<string, unknown> {
      return (this as unknown as Record<symbol, Record<string, unknown>>)[R2WC_PROPS]!;
    }
    /**
     * r2wc attaches the shadow root in its constructor. The spec's `attachShadow` on an element
     * that has a declarative shadow root empties it and returns it: the server-rendered content
     * would vanish until the first render. It is returned as it is instead, its nodes noted.
     * (Called from r2wc's constructor: this class's private fields do not exist yet.)
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const declared = this.shadowRoot;
      if (!declared) return super.attachShadow(init);
      serverNodes.set(declared, [...declared.childNodes]);
      return declared;
    }
    override connectedCallback() {
      this.#connected = true;
      super.connectedCallback();
    }
    /**
     * r2wc takes a new element as connected, so an element upgraded with its attributes already set
     * (every element on a page when its definition arrives) rendered once per attribute, then again
     * when connected, all in one task. Until connected, an attribute is only read.
     */
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const prop = booleanByAttribute.get(name);
      // r2wc ignores an empty or removed value: a boolean attribute's presence is its value.
      if (prop) {
        this.#props[prop] = value !== null && parseAttribute("boolean", value);
        if (this.#connected) (this as unknown as Record<symbol, () => void>)[R2WC_RENDER]!();
        return;
      }
      // r2wc also ignores a removed or emptied one: the prop goes back to unset (its default: the
      // page configuration, the page's language...), as the attribute's absence means.
      const cleared = value ? undefined : propByAttribute.get(name);
      if (cleared) {
        delete this.#props[cleared];
        if (this.#connected) (this as unknown as Record<symbol, () => void>)[R2WC_RENDER]!();
        return;
      }
      const self = this as unknown as Record<symbol, boolean>;
      if (this.#connected || !(R2WC_CONNECTED in self)) {
        super.attributeChangedCallback(name, old, value);
        return;
      }
      self[R2WC_CONNECTED] = false;
      try {
        super.attributeChangedCallback(name, old, value);
      } finally {
        self[R2WC_CONNECTED] = true;
      }
    }
  };
}

type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

/** r2wc's "connected" flag on its elements (it renders on a change only while it is set). */
const R2WC_CONNECTED = Symbol.for("r2wc.connected");
/** r2wc's parsed props and its render method, on each element. */
const R2WC_PROPS = Symbol.for("r2wc.props");
const R2WC_RENDER = Symbol.for("r2wc.render");

/** The outcome events bubble and cross the shadow root. */
const OUTCOME_EVENT = { bubbles: true, composed: true } as const;

/**
 * Registers a custom element unless the tag is taken. A second copy of the library on the page, or a
 * host that already uses the name, gets a warning instead of the DOMException `define` would throw.
 */
export function defineElement(tag: string, factory: () => CustomElementConstructor): void {
  if (typeof customElements === "undefined") return;
  if (customElements.get(tag)) {
    console.warn(
      `[marketing-widgets] <${tag}> is already defined; keeping the first (or define another tag).`,
    );
    return;
  }
  customElements.define(tag, factory());
}

/**
 * An element file's `define(tag?)`: registers the element, under another tag when the page already
 * uses the default one. `element` only carries the element's type (`ElementOf`).
 */
export type DefineElement<Element> = ((tag?: string) => void) & {
  readonly element?: Element;
  /** What the server renderer (src/server/) reads: the component and its attributes (not in the embeds). */
  readonly widget?: WidgetModuleInfo;
};

/** An element's component and attributes, for the server renderer. */
export interface WidgetModuleInfo {
  Component: ComponentType<never>;
  /** The attributes by camelCase property, with their r2wc types (renamed ones included). */
  props: Record<string, AttributeType>;
  /** Renamed attributes: old property → new one. */
  renamed: ReadonlyArray<readonly [string, string]>;
}

/** The type of the element a `define` registers: its attributes as properties and typed events. */
export type ElementOf<Define> = Define extends DefineElement<infer Element> ? Element : never;

/** The element's attributes as properties: the declared ones, the old spellings deprecated. */
type ElementAttributes<Declaration> = DeclaredAttributes<Declaration> &
  RenamedAttributes<Declaration>;

/**
 * The element a widget's declaration and component props make: its attributes as properties and
 * its typed events (`<Widget>Element`, at the end of the component's file).
 */
export type DeclaredElement<Declaration, Props> = WidgetElement<
  ElementAttributes<Declaration>,
  WidgetEventMap<Props>
>;

/**
 * One element file's registration, written once for every tag: the element class (see
 * `widgetElement`) from the widget's declaration (`<tag>/<tag>.api.ts`), its `define` and the
 * registration on import.
 */
export function widgetModule<Declaration extends WidgetDeclaration, Props extends object>(
  declaration: Declaration,
  Component: ComponentType<Props>,
): DefineElement<DeclaredElement<Declaration, Props>> {
  const widget: WidgetModuleInfo = {
    Component: Component as ComponentType<never>,
    props: elementProps(declaration),
    renamed: renamedAttributes(declaration),
  };
  const booleans = booleanAttributes(declaration);
  const define = (name: string = declaration.tag) =>
    defineElement(name, () => widgetElement(widget, declaration.events, booleans));
  defineOnImport(define);
  // For the server renderer; the embeds (which define __MW_LOADER_CHUNK__) have no use for it.
  return typeof __MW_LOADER_CHUNK__ === "undefined" ? Object.assign(define, { widget }) : define;
}

/** Set by the loader's build (src/embed/bundler/build-embeds.ts): true in widgets.js's chunks, where the loader defines each element itself, after its warm-up steps. */
declare const __MW_LOADER_CHUNK__: boolean | undefined;

/**
 * Registers the element when its file is imported (the npm subpath, the standalone script), except
 * in widgets.js's chunks, where the loader calls `define` a task after the warm-up steps.
 */
export function defineOnImport(define: () => void): void {
  if (typeof __MW_LOADER_CHUNK__ === "undefined" || !__MW_LOADER_CHUNK__) define();
}
