import { __ } from "@wordpress/i18n";
import { BLOG_LIST_MAX } from "@marketing/contracts";

/** One inspector control: which block attribute it edits and how. */
export type Control =
  | { attribute: string; kind: "toggle" | "text"; label: string; help?: string }
  | {
      attribute: string;
      kind: "select";
      label: string;
      options: { label: string; value: string }[];
    }
  | { attribute: string; kind: "number"; label: string; min: number; max: number; step?: number };

export interface WidgetBlock {
  /** The element's tag; the block is `marketing-widgets/<tag>` (blocks/<tag>/block.json). */
  tag: string;
  /** The controls beyond the language, in the order shown. */
  controls: () => Control[];
}

/** A select control; each option is its label and value. (Labels stay literal `__()` calls.) */
const select = (attribute: string, label: string, options: [string, string][]): Control => ({
  attribute,
  kind: "select",
  label,
  options: options.map(([label, value]) => ({ label, value })),
});

/** A text control whose help says what leaving it empty means. */
const text = (attribute: string, label: string, help: string): Control => ({
  attribute,
  kind: "text",
  label,
  help,
});

/** The language control every widget has: the site's language unless the block picks one. */
export function languageControl(): Control {
  return select("lang", __("Language", "marketing-widgets"), [
    [__("Site language", "marketing-widgets"), ""],
    [__("English", "marketing-widgets"), "en"],
    [__("French", "marketing-widgets"), "fr"],
  ]);
}

/** The theme control every widget has: the site's setting unless the block picks one. */
export function themeControl(): Control {
  return select("theme", __("Theme", "marketing-widgets"), [
    [__("Site setting", "marketing-widgets"), ""],
    [__("Light", "marketing-widgets"), "light"],
    [__("Dark", "marketing-widgets"), "dark"],
    [__("Follow the visitor's system", "marketing-widgets"), "auto"],
  ]);
}

const compact = (): Control => ({
  attribute: "compact",
  kind: "toggle",
  label: __("Compact (no heading or description)", "marketing-widgets"),
});

/** Their words: the form's heading, description and button text, in the page's language. */
const ownWords = (): Control[] => [
  text(
    "heading",
    __("Heading", "marketing-widgets"),
    __(
      "Your own heading; empty keeps the widget's, in the visitor's language.",
      "marketing-widgets",
    ),
  ),
  text(
    "description",
    __("Description", "marketing-widgets"),
    __("Your own text under the heading; empty keeps the widget's.", "marketing-widgets"),
  ),
  text(
    "button-text",
    __("Button text", "marketing-widgets"),
    __("Your own button text; empty keeps the widget's.", "marketing-widgets"),
  ),
];

/** The per-element attributes of each widget (endpoints come from the settings page). */
export const WIDGET_BLOCKS: WidgetBlock[] = [
  { tag: "newsletter-signup", controls: () => [compact(), ...ownWords()] },
  { tag: "contact-form", controls: () => [compact(), ...ownWords()] },
  {
    tag: "blog-list",
    controls: () => [
      {
        attribute: "limit",
        kind: "number",
        label: __("Posts shown", "marketing-widgets"),
        min: 1,
        max: BLOG_LIST_MAX,
      },
      select("blog-languages", __("Posts listed", "marketing-widgets"), [
        [__("Only those in the list's language", "marketing-widgets"), ""],
        [__("All languages, the list's first", "marketing-widgets"), "all"],
      ]),
    ],
  },
  {
    tag: "blog-post",
    controls: () => [
      text(
        "slug",
        __("Post slug", "marketing-widgets"),
        __("Empty: the last part of the page's address.", "marketing-widgets"),
      ),
    ],
  },
  {
    tag: "booking-button",
    controls: () => [
      text(
        "label",
        __("Button text", "marketing-widgets"),
        __("Empty: the default text in the widget's language.", "marketing-widgets"),
      ),
    ],
  },
  {
    tag: "pricing-table",
    controls: () => [
      select("billing", __("Billing period shown first", "marketing-widgets"), [
        [__("Monthly", "marketing-widgets"), ""],
        [__("Annual", "marketing-widgets"), "annual"],
      ]),
      compact(),
    ],
  },
  {
    tag: "kpi-counters",
    controls: () => [
      {
        attribute: "euros",
        kind: "number",
        label: __("Euros saved", "marketing-widgets"),
        min: 0,
        max: 1e9,
        step: 1000,
      },
      {
        attribute: "uptime",
        kind: "number",
        label: __("Uptime (%)", "marketing-widgets"),
        min: 0,
        max: 100,
        step: 0.1,
      },
      {
        attribute: "alerts",
        kind: "number",
        label: __("Alerts", "marketing-widgets"),
        min: 0,
        max: 1e6,
      },
    ],
  },
];
