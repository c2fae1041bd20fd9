import createDOMPurify, { type DOMPurify } from "dompurify";

/** A window that DOMPurify and the document pipeline can work in: the page's, or jsdom's. */
export type HtmlWindow = Window & typeof globalThis;

const instances = new WeakMap<object, DOMPurify>();

/** Elements that must never come out of a document, whatever DOMPurify's defaults allow. */
const FORBID_TAGS = [
  "script",
  "style",
  "link",
  "meta",
  "base",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "select",
  "option",
  "textarea",
  "template",
];

/** Inline styles could overlay the host page (position: fixed); documents are styled by the widget. */
const FORBID_ATTR = ["style", "srcset", "formaction", "action", "xlink:href"];

function purifier(win: HtmlWindow): DOMPurify {
  const existing = instances.get(win);
  if (existing) return existing;
  const purify = createDOMPurify(win);
  // A link kept with a target must not hand the opened page a handle on this one.
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("target")) {
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  instances.set(win, purify);
  return purify;
}

/**
 * The library's only HTML sanitizer (DOMPurify): no scripts, event handlers, `javascript:` URLs,
 * frames or forms survive. Run it last, after every rewrite of the markup.
 */
export function sanitizeHtml(html: string, win: HtmlWindow = globalThis.window): string {
  return purifier(win).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_ATTR: ["target"],
    ALLOW_DATA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
