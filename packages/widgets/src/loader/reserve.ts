/**
 * The height each element takes at its first render (measured at 360–1280 px wide), reserved
 * while its code is on the way so that nothing below it moves when it renders.
 */
export const RESERVED_HEIGHTS: Record<string, number> = {
  "newsletter-signup": 0,
  "contact-form": 0,
  "booking-button": 0,
  "pricing-table": 0,
  "kpi-counters": 0,
  "blog-list": 0,
  "blog-post": 0,
};

/**
 * Reserves the space of every element not yet defined, in a constructed stylesheet adopted by the
 * document: CSSOM, which a strict `style-src` does not govern, and no `<style>` in the host's DOM.
 * `:where()` keeps the rules at zero specificity, so any rule of the host's own wins.
 */
export function reserveSpace(tags: string[]): void {
  if (typeof CSSStyleSheet !== "function" || !("adoptedStyleSheets" in document)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    tags
      .map(
        (tag) =>
          `:where(${tag}:not(:defined)) { display: block; min-height: ${RESERVED_HEIGHTS[tag] ?? 0}px; }`,
      )
      .join("\n"),
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
