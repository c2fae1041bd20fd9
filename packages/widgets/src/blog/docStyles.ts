import type { HtmlWindow } from "./sanitize";

/** What a text run's classes mean; undefined when no rule says. */
export interface RunFormat {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  position?: "super" | "sub" | "baseline";
}

export type Alignment = "center" | "right" | "justify";

/** `type` attribute values of `<ol>` for the counter styles Google writes. */
const COUNTER_TYPES: Record<string, string> = {
  decimal: "1",
  "lower-latin": "a",
  "lower-alpha": "a",
  "upper-latin": "A",
  "upper-alpha": "A",
  "lower-roman": "i",
  "upper-roman": "I",
};

/** The meaning of a published document's generated stylesheet, keyed by class name. */
export interface DocStyles {
  /** Run formats of the single-class rules, in stylesheet order (later rules win). */
  runs: Map<string, { order: number; format: RunFormat }>;
  alignments: Map<string, { order: number; alignment: Alignment | "left" }>;
  /** `<ol type>` for a list class such as `lst-kix_abc-1`, from its `li:before` counter. */
  listTypes: Map<string, string>;
}

const SINGLE_CLASS = /^\.([\w-]+)$/;
const LIST_MARKER = /^(?:[a-z]+)?\.(lst-kix_[\w-]+)\s*>\s*li::?before$/;
const COUNTER_STYLE = /counter\(\s*[\w-]+\s*,\s*([\w-]+)\s*\)/;

/**
 * Reads the document's `<style>` text with the browser's own CSS parser (a constructed
 * stylesheet: `@import` is never fetched, nothing is applied to any page) and keeps only what
 * carries meaning. Colours, fonts, sizes and borders are ignored: the widget's design wins.
 */
export function readDocStyles(cssTexts: readonly string[], win: HtmlWindow): DocStyles {
  const styles: DocStyles = { runs: new Map(), alignments: new Map(), listTypes: new Map() };
  if (typeof win.CSSStyleSheet !== "function") return styles;
  let order = 0;
  for (const text of cssTexts) {
    const sheet = new win.CSSStyleSheet();
    try {
      sheet.replaceSync(text);
    } catch {
      continue;
    }
    for (const rule of Array.from(sheet.cssRules)) {
      if (!isStyleRule(rule)) continue;
      for (const selector of rule.selectorText.split(",")) {
        readRule(styles, selector.trim(), rule.style, order++);
      }
    }
  }
  return styles;
}

function isStyleRule(rule: CSSRule): rule is CSSStyleRule {
  return "selectorText" in rule && "style" in rule;
}

function readRule(
  styles: DocStyles,
  selector: string,
  style: CSSStyleDeclaration,
  order: number,
): void {
  const marker = LIST_MARKER.exec(selector);
  if (marker?.[1]) {
    const counter = COUNTER_STYLE.exec(style.getPropertyValue("content"))?.[1];
    const type = counter ? COUNTER_TYPES[counter] : undefined;
    if (type) styles.listTypes.set(marker[1], type);
    return;
  }
  const className = SINGLE_CLASS.exec(selector)?.[1];
  if (!className) return;
  const format = runFormat(style);
  if (Object.keys(format).length > 0) styles.runs.set(className, { order, format });
  const align = style.getPropertyValue("text-align").trim();
  if (align === "center" || align === "right" || align === "justify" || align === "left") {
    styles.alignments.set(className, { order, alignment: align });
  }
}

function runFormat(style: CSSStyleDeclaration): RunFormat {
  const format: RunFormat = {};
  const weight = style.getPropertyValue("font-weight").trim();
  if (weight) format.bold = weight === "bold" || weight === "bolder" || Number(weight) >= 600;
  const fontStyle = style.getPropertyValue("font-style").trim();
  if (fontStyle) format.italic = fontStyle === "italic" || fontStyle.startsWith("oblique");
  const decoration =
    style.getPropertyValue("text-decoration-line").trim() ||
    style.getPropertyValue("text-decoration").trim();
  if (decoration && decoration !== "inherit") {
    const words = decoration.split(/\s+/);
    format.underline = words.includes("underline");
    format.strike = words.includes("line-through");
  }
  const valign = style.getPropertyValue("vertical-align").trim();
  if (valign === "super" || valign === "sub" || valign === "baseline") format.position = valign;
  return format;
}

/** The format of a run with these classes: rules apply in stylesheet order, as in CSS. */
export function formatOf(styles: DocStyles, classes: Iterable<string>): RunFormat {
  const found = Array.from(classes, (name) => styles.runs.get(name)).filter(
    (entry) => entry !== undefined,
  );
  found.sort((a, b) => a.order - b.order);
  return Object.assign({}, ...found.map((entry) => entry.format)) as RunFormat;
}

/** The alignment a block's classes give it, when not the default. */
export function alignmentOf(styles: DocStyles, classes: Iterable<string>): Alignment | undefined {
  let best: { order: number; alignment: Alignment | "left" } | undefined;
  for (const name of classes) {
    const entry = styles.alignments.get(name);
    if (entry && (!best || entry.order > best.order)) best = entry;
  }
  return best && best.alignment !== "left" ? best.alignment : undefined;
}
