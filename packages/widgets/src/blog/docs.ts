import type { KyInstance } from "ky";
import { sanitizeHtml, type DocumentPolicy, type HtmlWindow } from "./sanitize";
import { readDocStyles, type DocStyles } from "./docStyles";
import {
  convertRuns,
  demoteHeadings,
  dropRepeatedTitle,
  dropSpacers,
  markTableHeaders,
  nestLists,
  replaceClasses,
  rewriteLinksAndIds,
  sizeImages,
} from "./docTransform";

/** spec §7/§9: a fetched document counts only when it is longer than 100 characters. */
export const MIN_DOCUMENT_LENGTH = 100;
/** Each attempt gives up after this long; the three attempts are themselves the retry policy. */
export const DOC_ATTEMPT_TIMEOUT_MS = 8_000;

const DOCS_HOST = "docs.google.com";

/** Why a post has no body to show, before any request is made. */
export type DocUrlProblem = "missing" | "invalid";

/**
 * `missing` for an empty URL, `invalid` for anything but `https://docs.google.com/…`, else
 * undefined. The one check of a document's address: the browser's fetch and the site's build
 * (which checks every redirect hop with it too) both ask it.
 */
export function checkDocUrl(url: string | undefined): DocUrlProblem | undefined {
  const text = url?.trim() ?? "";
  if (!text) return "missing";
  try {
    const parsed = new URL(text);
    // The host itself, not "contains docs.google.com" anywhere (which https://evil.example/?docs.google.com would).
    if (parsed.protocol !== "https:" || parsed.hostname !== DOCS_HOST) return "invalid";
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

/** Where Google serves a published document's images from (`lh3` to `lh7`, `-rt`/`-us` variants). */
export const GOOGLE_IMAGE_ORIGINS: readonly string[] = [
  "https://docs.google.com",
  ...[3, 4, 5, 6, 7].flatMap((n) =>
    ["", "-rt", "-us"].map((variant) => `https://lh${n}${variant}.googleusercontent.com`),
  ),
];

/**
 * Image origins a document may use besides Google's: the configured Drive image host (https, or
 * http on loopback: the local services, only when they are the configured host).
 */
export function documentImageOrigins(driveImageUrl: string | undefined): string[] {
  const origins: string[] = [];
  try {
    const url = new URL(driveImageUrl ?? "");
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
    if (url.protocol === "https:" || (url.protocol === "http:" && loopback)) {
      origins.push(url.origin);
    }
  } catch {
    // No usable Drive host configured: Google's hosts only.
  }
  return origins;
}

/**
 * The id prefix of a server-rendered article (`articleHtmlFromDocument`), which the element also
 * uses for its live refresh, so that the two compare equal when the document has not changed.
 */
export const articleIdPrefix = (slug: string) => `mw-doc-${slug.replace(/[^\w-]/g, "")}-`;

export interface DocPipelineOptions {
  /** Put before every id of the document, so two posts on one page never share one. */
  idPrefix?: string;
  /** Origins images may come from besides Google's (the configured Drive images, the local services). */
  imageOrigins?: readonly string[];
  /**
   * The post the document belongs to: a first title or heading repeating its title (and a
   * subtitle repeating its summary) is left out, since the post page shows them already.
   */
  post?: { title: string; summary?: string };
}

/**
 * A published document page turned into safe HTML for the post body: parsed (never regex), its
 * content taken from `#contents`, else `.doc-content`, else the body; its own stylesheet read as
 * CSS into semantic markup (docTransform); and only then sanitized, so no rewrite can bring back
 * what the sanitizer removes.
 */
export function publishedDocToHtml(
  page: string,
  win: HtmlWindow = globalThis.window,
  options: DocPipelineOptions = {},
): string {
  const { root, policy, steps } = parsePublishedDoc(page, win, options);
  for (const step of steps) step();
  return root ? sanitizeHtml(root.innerHTML, win, policy) : "";
}

/** Top-level blocks sanitized per task by `publishedDocToHtmlInTasks`. */
const BLOCKS_PER_TASK = 20;

/**
 * The same pipeline split across tasks so a long document never blocks the page for long: the
 * parsing, each transform step, the sanitizer's set-up, then the sanitizer on a few top-level
 * blocks per task. Each chunk is a serialization of whole elements, so sanitizing chunks apart is
 * as safe as sanitizing them together.
 */
export async function publishedDocToHtmlInTasks(
  page: string,
  win: HtmlWindow = globalThis.window,
  options: DocPipelineOptions = {},
): Promise<string> {
  const { root, policy, steps } = parsePublishedDoc(page, win, options);
  if (!root) return "";
  for (const step of steps) {
    await nextTask();
    step();
  }
  await nextTask();
  sanitizeHtml("", win, policy); // the sanitizer's first call sets DOMPurify up (instance, configuration)
  const nodes = Array.from(root.childNodes);
  const parts: string[] = [];
  const holder = root.ownerDocument.createElement("div");
  for (let at = 0; at < nodes.length; at += BLOCKS_PER_TASK) {
    await nextTask();
    holder.replaceChildren(...nodes.slice(at, at + BLOCKS_PER_TASK));
    parts.push(sanitizeHtml(holder.innerHTML, win, policy));
  }
  return parts.join("");
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** What the sanitizer allows in a document's article: ids with its prefix, Google's images and the Drive host's. */
export function articlePolicy(idPrefix: string, imageOrigins: readonly string[]): DocumentPolicy {
  return { idPrefix, imageOrigins: [...GOOGLE_IMAGE_ORIGINS, ...imageOrigins] };
}

/** The parsed page, its content root and the transform steps still to run on it, in order. */
function parsePublishedDoc(
  page: string,
  win: HtmlWindow,
  { idPrefix = "mw-doc-", imageOrigins = [], post }: DocPipelineOptions,
): { root: Element | undefined; policy: DocumentPolicy; steps: ReadonlyArray<() => void> } {
  const policy = articlePolicy(idPrefix, imageOrigins);
  const doc = new win.DOMParser().parseFromString(page, "text/html");
  const root =
    doc.getElementById("contents") ??
    doc.querySelector(".doc-content") ??
    doc.getElementById("doc-content") ??
    doc.body ??
    undefined;
  if (!root) return { root: undefined, policy, steps: [] };
  let styles: DocStyles;
  const steps = [
    () => {
      styles = readDocStyles(
        Array.from(doc.querySelectorAll("style"), (style) => style.textContent ?? ""),
        win,
      );
      for (const node of Array.from(root.querySelectorAll("script, style, link, meta, noscript"))) {
        node.remove();
      }
    },
    () => convertRuns(doc, root, styles),
    () => nestLists(root, styles),
    () => sizeImages(root),
    () => markTableHeaders(doc, root),
    () => dropSpacers(root),
    () => post && dropRepeatedTitle(root, post),
    () => rewriteLinksAndIds(root, idPrefix),
    () => replaceClasses(root, styles),
    () => demoteHeadings(doc, root),
  ];
  return { root, policy, steps };
}
