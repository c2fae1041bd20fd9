import { createElement, useEffect, useId, useMemo, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { useElementShadowRoot } from "../core/shadowRoot";
import { i18nWarmSteps } from "../core/i18n";
import { prepareStyles } from "../core/WidgetRoot";
import { SERVER_RENDERED_ATTRIBUTE } from "../core/serverMarkers";
import type { WidgetDeclaration } from "../core/declaration";

/** A little of everything a widget renders: elements, attributes, text, a listener and hooks. */
function WarmUp() {
  const [name] = useState("mw-warm");
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const root = useElementShadowRoot();
  const label = useMemo(() => `${name} ${String(root)}`, [name, root]);
  useEffect(() => undefined, [label]);
  return (
    <div
      ref={ref}
      id={id}
      className={name}
      aria-label={label}
      data-state="idle"
      onClick={() => label}
    >
      <span className={name}>{label}</span>
      <>
        {[1, 2].map((n) => (
          <b key={n}>{n}</b>
        ))}
      </>
    </div>
  );
}

/**
 * widgets.js's chunks: renders a small tree off the document, in a task of its own before the
 * element's first render, so that the React runtime's render path is compiled (V8 compiles each
 * function on its first call) outside that render's task.
 */
export function warmRender(): void {
  const root = createRoot(document.createElement("div"));
  root.render(createElement(WarmUp));
  root.unmount();
}

/** The type scale of the widgets' styles (the tokens' sizes and the weights their rules use). */
const FONT_SIZES = [14, 16, 20, 28];
const FONT_WEIGHTS = [400, 600, 700, 800];
const DEFAULT_FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Lays out a few words, off screen and hidden, in the widget's font family at one size and weight.
 * A page's first layout of a font at a new size and weight looks the font up and loads it (about
 * 10 ms each with the CPU slowed 4x), and the first line breaking loads its rules: done here, a
 * task each, they leave the widget's first frames. The family is the element's own
 * `--mw-font-family` when the page themes it.
 */
export interface FontProbe {
  size: number;
  weight: number;
  italic?: boolean;
}

function warmFont(tag: string, { size, weight, italic = false }: FontProbe): void {
  const element = document.querySelector(tag);
  const family =
    (element && getComputedStyle(element).getPropertyValue("--mw-font-family").trim()) ||
    DEFAULT_FONT_FAMILY;
  const probe = document.createElement("div");
  probe.setAttribute("aria-hidden", "true");
  // CSSOM, not a style attribute: a strict style-src allows it.
  Object.assign(probe.style, {
    position: "absolute",
    top: "0",
    left: "-9999px",
    width: "120px",
    visibility: "hidden",
    pointerEvents: "none",
    fontFamily: family,
    fontSize: `${size}px`,
    lineHeight: "1.5",
  });
  const line = document.createElement("p");
  line.style.fontWeight = String(weight);
  if (italic) line.style.fontStyle = "italic";
  line.style.margin = "0";
  line.textContent = "Ag 0,9 wrap these words";
  probe.append(line);
  document.body.append(probe);
  void probe.getBoundingClientRect().height;
  probe.remove();
}

/** The type scale, the body text first (its first layout also loads the line-breaking rules). */
const TYPE_SCALE: readonly FontProbe[] = [16, ...FONT_SIZES.filter((size) => size !== 16)].flatMap(
  (size) => FONT_WEIGHTS.map((weight) => ({ size, weight })),
);

/**
 * widgets.js's chunks: the warm-up steps the loader runs before defining a widget's element, one
 * task each (an element file's `warm` export): the i18n set-up and the widget's catalogues, its
 * stylesheet parsed, the render path, then the type scale and the widget's own `fonts` beyond it.
 */
export function warmSteps(
  declaration: WidgetDeclaration,
  fonts: readonly FontProbe[] = [],
): ReadonlyArray<(tag: string) => void> {
  const { tag, namespace = tag, catalogs, styles } = declaration;
  return [
    ...i18nWarmSteps(namespace, catalogs),
    // A server-rendered element keeps its server's <style>: only plain ones adopt the parsed sheet.
    (tag: string) => {
      if (document.querySelector(`${tag}:not([${SERVER_RENDERED_ATTRIBUTE}])`))
        prepareStyles(styles);
    },
    () => warmRender(),
    ...[...TYPE_SCALE, ...fonts].map((font) => (tag: string) => warmFont(tag, font)),
  ];
}
