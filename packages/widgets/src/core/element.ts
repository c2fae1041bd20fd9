type ElementClass = new () => HTMLElement & {
  connectedCallback?(): void;
  attributeChangedCallback?(name: string, previous: string | null, value: string | null): void;
};

let shadowRootRendering: ShadowRoot | null = null;

/**
 * The shadow root one of the library's elements is mounting into at this moment, if any. Preact (the
 * embed scripts) renders synchronously inside `connectedCallback`, so a widget's root can adopt its
 * styles there instead of rendering a `<style>` (CSP's style-src does not govern adopted sheets).
 * React renders later, when this is null again: the widget then falls back to a `<style>` element.
 */
export function shadowRootBeingMounted(): ShadowRoot | null {
  return shadowRootRendering;
}

function whileMounting(root: ShadowRoot | null, render: () => void): void {
  const previous = shadowRootRendering;
  shadowRootRendering = root;
  try {
    render();
  } finally {
    shadowRootRendering = previous;
  }
}

/**
 * The r2wc class, marking its shadow root as "being mounted" while r2wc renders into it: on connect,
 * and on an attribute callback, which r2wc also renders on (an upgrade calls it before connecting).
 */
function withMountMarker(Base: ElementClass): CustomElementConstructor {
  return class extends Base {
    override connectedCallback() {
      whileMounting(this.shadowRoot, () => super.connectedCallback?.());
    }
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      whileMounting(this.shadowRoot, () => super.attributeChangedCallback?.(name, old, value));
    }
  };
}

/**
 * Registers a custom element unless the tag is taken. A second copy of the library on the page, or a
 * host that already uses the name, gets a warning instead of the DOMException `define` would throw.
 */
export function defineElement(tag: string, factory: () => CustomElementConstructor): void {
  if (typeof customElements === "undefined") return;
  if (customElements.get(tag)) {
    console.warn(
      `[marketing-widgets] <${tag}> is already defined on this page; keeping the existing definition. ` +
        `Pass another tag name to the define function to register a second copy.`,
    );
    return;
  }
  customElements.define(tag, withMountMarker(factory() as unknown as ElementClass));
}

/** r2wc's event options for every outcome event: they bubble and cross the shadow root. */
export const OUTCOME_EVENT = { bubbles: true, composed: true } as const;
