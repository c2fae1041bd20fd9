import { RESERVED_HEIGHT_PROPERTY } from "../core/reservedHeight";
import { SERVER_RENDERED_ATTRIBUTE } from "../core/serverMarkers";
import { LOADER_DECLARATIONS } from "./declared";

/*
 * The height each element takes at its first render, in px, on a page 375, 768 and 1280 px wide
 * (measured in Chromium with the element as wide as the page, in English and, where it differs, in
 * French: each widget's declaration, `reserve` and `reserveFr`, through ./declared.ts): reserved
 * while its code is on the way, so that what follows it does not move when it renders. A host that
 * gives the element another width can set its own `min-height`, which wins (these rules have no
 * specificity).
 */
const VIEWPORTS = [
  "(max-width: 599px)",
  "(min-width: 600px) and (max-width: 1023px)",
  "(min-width: 1024px)",
];

/**
 * A rule giving `tag` its reserved `height` (px): by default, while it is not yet defined and not
 * server-rendered (its declarative shadow root already has its real height).
 */
type HeightRule = (tag: string, height: number) => string;
const untilDefined: HeightRule = (tag, height) =>
  `:where(${tag}:not(:defined):not([${SERVER_RENDERED_ATTRIBUTE}])) { display: block; min-height: ${height}px; }`;

/**
 * The reserved height as a custom property on the element itself, which the element's shadow root
 * holds while it renders in slices (core/progressive.tsx). No specificity: a host may set its own.
 * Not on a server-rendered element: it takes its shadow root over whole, never in slices, and a
 * property set on it at start would restyle its whole shadow tree in the page's first tasks.
 */
const heldWhileRendering: HeightRule = (tag, height) =>
  `:where(${tag}:not([${SERVER_RENDERED_ATTRIBUTE}])) { ${RESERVED_HEIGHT_PROPERTY}: ${height}px; }`;

/**
 * The rules for the given tags, one block per viewport: by default, display block and the expected
 * height until defined. An element in French (its `lang` or an ancestor's) takes its French height,
 * a later rule of the same (no) specificity.
 */
export function reservedSpaceCss(tags: string[], rule: HeightRule = untilDefined): string {
  return VIEWPORTS.map((query, index) => {
    const rules = tags.flatMap((tag) => {
      const [reserve, , , reserveFr] = LOADER_DECLARATIONS[tag] ?? [[0, 0, 0]];
      const own = rule(tag, reserve[index]!);
      return reserveFr ? [own, rule(`${tag}:lang(fr)`, reserveFr[index]!)] : [own];
    });
    return `@media ${query} {\n${rules.join("\n")}\n}`;
  }).join("\n");
}

/**
 * Reserves the space of every element not yet defined, in a constructed stylesheet adopted by the
 * document: CSSOM, which a strict `style-src` does not govern, and no `<style>` in the host's DOM.
 */
export function reserveSpace(tags: string[]): void {
  if (typeof CSSStyleSheet !== "function" || !("adoptedStyleSheets" in document)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reservedSpaceCss(tags) + "\n" + reservedSpaceCss(tags, heldWhileRendering));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
