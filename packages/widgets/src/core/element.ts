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
  customElements.define(tag, factory());
}

/** r2wc's event options for every outcome event: they bubble and cross the shadow root. */
export const OUTCOME_EVENT = { bubbles: true, composed: true } as const;
