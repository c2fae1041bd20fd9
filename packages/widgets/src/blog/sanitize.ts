import createDOMPurify, { type DOMPurify } from "dompurify";

/** A window that DOMPurify and the document pipeline can work in: the page's, or jsdom's. */
export type HtmlWindow = Window & typeof globalThis;

/** What a document fetched through a third-party proxy may still reference (it is untrusted). */
export interface DocumentPolicy {
  /** Ids must start with it (the pipeline prefixes the document's own); others are dropped. */
  idPrefix: string;
  /** Exact origins images may load from; any other image is removed. */
  imageOrigins: readonly string[];
}

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
  // Media would request (and play) anything from anywhere.
  "video",
  "audio",
  "source",
  "track",
  "picture",
];

/** Inline styles could overlay the host page (position: fixed); documents are styled by the widget. */
const FORBID_ATTR = [
  "style",
  "srcset",
  "formaction",
  "action",
  "xlink:href",
  "background",
  "poster",
  "name",
];

/** The only classes content may carry: the widget's document styles, never its chrome. */
const CONTENT_CLASS = /^mw-doc__[a-z0-9-]+$/;
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** Set for the duration of one synchronous sanitize call; the hooks read it. */
let activePolicy: DocumentPolicy | undefined;

function absoluteUrl(value: string): URL | undefined {
  try {
    // No base: a relative URL (which would request the host site) does not parse.
    return new URL(value.trim());
  } catch {
    return undefined;
  }
}

function imageAllowed(src: string): boolean {
  const url = absoluteUrl(src);
  if (!url) return false;
  return activePolicy ? activePolicy.imageOrigins.includes(url.origin) : url.protocol === "https:";
}

function checkReferences(node: Element): void {
  const classes = node.getAttribute("class");
  if (classes !== null) {
    const kept = classes.split(/\s+/).filter((name) => CONTENT_CLASS.test(name));
    if (kept.length > 0) node.setAttribute("class", kept.join(" "));
    else node.removeAttribute("class");
  }
  const id = node.getAttribute("id");
  if (id !== null && !(activePolicy && id.startsWith(activePolicy.idPrefix) && id.length > 0)) {
    node.removeAttribute("id");
  }
  const href = node.getAttribute("href");
  if (href !== null) {
    const ok = href.startsWith("#")
      ? activePolicy !== undefined && href.startsWith(`#${activePolicy.idPrefix}`)
      : LINK_SCHEMES.has(absoluteUrl(href)?.protocol ?? "");
    if (!ok) node.removeAttribute("href");
  }
  if (node.tagName === "IMG" && !imageAllowed(node.getAttribute("src") ?? "")) {
    node.remove();
  }
}

function purifier(win: HtmlWindow): DOMPurify {
  const existing = instances.get(win);
  if (existing) return existing;
  const purify = createDOMPurify(win);
  purify.addHook("afterSanitizeAttributes", (node) => {
    // A link kept with a target must not hand the opened page a handle on this one.
    if (node.tagName === "A" && node.hasAttribute("target")) {
      node.setAttribute("rel", "noopener noreferrer");
    }
    checkReferences(node);
  });
  instances.set(win, purify);
  return purify;
}

/**
 * The library's only HTML sanitizer (DOMPurify): no scripts, event handlers, `javascript:` URLs,
 * frames, forms or media survive; links and images must be absolute (a relative one would request
 * the host site); classes are the widget's document classes only. With a `policy`, ids and
 * in-page links must carry its prefix and images come only from its origins (else https only).
 * Run it last, after every rewrite of the markup.
 */
export function sanitizeHtml(
  html: string,
  win: HtmlWindow = globalThis.window,
  policy?: DocumentPolicy,
): string {
  activePolicy = policy;
  try {
    return purifier(win).sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS,
      FORBID_ATTR,
      ADD_ATTR: ["target"],
      ALLOW_DATA_ATTR: false,
      RETURN_TRUSTED_TYPE: false,
    }) as string;
  } finally {
    activePolicy = undefined;
  }
}
