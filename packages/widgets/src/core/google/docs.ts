import type { KyInstance } from "ky";
import { sanitizeHtml, type HtmlWindow } from "../sanitize";

/** spec §7/§9: a fetched document counts only when it is longer than 100 characters. */
export const MIN_DOCUMENT_LENGTH = 100;
/** Each attempt gives up after this long; the three attempts are themselves the retry policy. */
export const DOC_ATTEMPT_TIMEOUT_MS = 8_000;

const DOCS_HOST = "docs.google.com";

/** Why a post has no body to show, before any request is made. */
export type DocUrlProblem = "missing" | "invalid";

/** `missing` for an empty URL, `invalid` for anything not on the docs host, else undefined. */
export function checkDocUrl(url: string | undefined): DocUrlProblem | undefined {
  const text = url?.trim() ?? "";
  if (!text) return "missing";
  try {
    const parsed = new URL(text);
    // The host itself, not "contains docs.google.com" anywhere (which https://evil.example/?docs.google.com would).
    if (!/^https?:$/.test(parsed.protocol) || parsed.hostname !== DOCS_HOST) return "invalid";
  } catch {
    return "invalid";
  }
  return undefined;
}

export type DocAttempt = "proxy" | "direct";

export interface FetchDocOptions {
  /** Proxy templates with `{url}`: the first is tried first, the second last. */
  proxies: readonly string[];
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The text of the first attempt that is ok and long enough, or undefined when all three fail. */
export async function fetchPublishedDoc(
  http: KyInstance,
  url: string,
  { proxies, timeoutMs = DOC_ATTEMPT_TIMEOUT_MS, signal }: FetchDocOptions,
): Promise<string | undefined> {
  const viaProxy = (template: string | undefined) =>
    template ? template.replace("{url}", encodeURIComponent(url)) : undefined;
  // spec §7: a public CORS proxy, then the document directly in no-cors mode, then a second proxy.
  const attempts: Array<{ target: string | undefined; mode?: RequestMode }> = [
    { target: viaProxy(proxies[0]) },
    { target: url, mode: "no-cors" },
    { target: viaProxy(proxies[1]) },
  ];
  for (const { target, mode } of attempts) {
    if (!target) continue;
    if (signal?.aborted) return undefined;
    const text = await attempt(http, target, { mode, timeoutMs, signal });
    if (text !== undefined) return text;
  }
  return undefined;
}

async function attempt(
  http: KyInstance,
  target: string,
  options: { mode?: RequestMode; timeoutMs: number; signal?: AbortSignal },
): Promise<string | undefined> {
  try {
    const response = await http.get(target, {
      mode: options.mode,
      timeout: options.timeoutMs,
      signal: options.signal,
      retry: 0,
      throwHttpErrors: false,
    });
    // An opaque no-cors answer is not ok and has no readable body: it fails here, as in the spec.
    if (!response.ok) return undefined;
    const text = await response.text();
    return text.length > MIN_DOCUMENT_LENGTH ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Google's redirector around every outbound link of a published document. */
function unwrapGoogleRedirect(href: string): string {
  try {
    const parsed = new URL(href);
    if (/^(www\.)?google\.[a-z.]+$/.test(parsed.hostname) && parsed.pathname === "/url") {
      return parsed.searchParams.get("q") ?? href;
    }
  } catch {
    // Relative or malformed: left to the sanitizer.
  }
  return href;
}

/** Styling classes put on the document's text, the widget's stylesheet styles them. */
export const DOC_CLASSES: Record<string, string> = {
  P: "mw-doc__paragraph",
  H1: "mw-doc__heading mw-doc__heading--1",
  H2: "mw-doc__heading mw-doc__heading--2",
  H3: "mw-doc__heading mw-doc__heading--3",
};

/**
 * The post's title is the page's only h1, so the document's outline moves one level down (its h1
 * becomes an h2, ...); the styling classes keep the author's visual levels.
 */
function demoteHeadings(doc: Document, root: Element): void {
  for (const heading of Array.from(root.querySelectorAll("h1, h2, h3, h4, h5"))) {
    const level = Number(heading.tagName.slice(1));
    const demoted = doc.createElement(`h${level + 1}`);
    for (const attribute of Array.from(heading.attributes)) {
      demoted.setAttribute(attribute.name, attribute.value);
    }
    demoted.append(...Array.from(heading.childNodes));
    heading.replaceWith(demoted);
  }
}

/**
 * A published document page turned into safe HTML for the post body: parsed (never regex), its
 * content taken from `#contents`, else `#doc-content`, else the body; scripts and styles dropped;
 * redirect links unwrapped; styling classes added; external links opened safely; and only then
 * sanitized, so no rewrite can bring back what the sanitizer removes.
 */
export function publishedDocToHtml(page: string, win: HtmlWindow = globalThis.window): string {
  const doc = new win.DOMParser().parseFromString(page, "text/html");
  const root =
    doc.getElementById("contents") ?? doc.getElementById("doc-content") ?? doc.body ?? undefined;
  if (!root) return "";
  for (const node of Array.from(root.querySelectorAll("script, style, link, meta, noscript"))) {
    node.remove();
  }
  for (const element of Array.from(root.querySelectorAll("p, h1, h2, h3"))) {
    element.setAttribute("class", DOC_CLASSES[element.tagName] ?? "");
  }
  demoteHeadings(doc, root);
  for (const link of Array.from(root.querySelectorAll("a[href]"))) {
    const href = unwrapGoogleRedirect(link.getAttribute("href") ?? "");
    link.setAttribute("href", href);
    link.removeAttribute("class");
    if (/^https?:\/\//i.test(href)) {
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer");
    } else {
      link.removeAttribute("target");
    }
  }
  return sanitizeHtml(root.innerHTML, win);
}
