import type { KyInstance } from "ky";
import { apiBase, apiUrl, driveImageTemplate, driveImageUrl } from "@marketing/contracts";
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
/** The read gives up after this long (the API answers from its cache, or its stale copy). */
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

export interface FetchDocOptions {
  /** The `api` setting: the document is read through its `/docs` route. */
  api: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The document's page through the API, when it answers ok and long enough; else undefined. The
 * spec's public CORS proxies and no-cors attempt are retired: the API reads Google, with its cache
 * and stale copy as the retry (docs/decisions/2026-12-07-one-api.md).
 */
export async function fetchPublishedDoc(
  http: KyInstance,
  url: string,
  { api, timeoutMs = DOC_ATTEMPT_TIMEOUT_MS, signal }: FetchDocOptions,
): Promise<string | undefined> {
  if (signal?.aborted) return undefined;
  return attempt(http, apiUrl(api, "doc", {}, { url }), { timeoutMs, signal });
}

async function attempt(
  http: KyInstance,
  target: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<string | undefined> {
  try {
    const response = await http.get(target, {
      timeout: options.timeoutMs,
      signal: options.signal,
      retry: 0,
      throwHttpErrors: false,
    });
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
 * The API's address made absolute (a relative `/api` is this page's): the document's Drive
 * pictures are rewritten to it and its origin may serve images. Undefined when it cannot be (a
 * relative address with no page, as in a build that did not give the site's own).
 */
export function absoluteApi(api: string | undefined): URL | undefined {
  if (!api?.trim()) return undefined;
  try {
    const url = new URL(apiBase(api ?? ""), globalThis.location?.href);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A document's Drive pictures (share links, thumbnails) read through the API's image route. */
function imagesThroughApi(root: Element, api: URL): void {
  const template = driveImageTemplate(api.href);
  for (const image of Array.from(root.querySelectorAll("img"))) {
    const src = image.getAttribute("src");
    if (src) image.setAttribute("src", driveImageUrl(src, template));
  }
}

/**
 * The id prefix of a server-rendered article (`articleHtmlFromDocument`), which the element also
 * uses for its live refresh, so that the two compare equal when the document has not changed.
 */
export const articleIdPrefix = (slug: string) => `mw-doc-${slug.replace(/[^\w-]/g, "")}-`;

export interface DocPipelineOptions {
  /** Put before every id of the document, so two posts on one page never share one. */
  idPrefix?: string;
  /** The `api` setting: Drive pictures are read through it, and its origin may serve images. */
  api?: string;
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

/** What the sanitizer allows in a document's article: ids with its prefix, Google's images and the API's. */
export function articlePolicy(idPrefix: string, imageOrigins: readonly string[]): DocumentPolicy {
  return { idPrefix, imageOrigins: [...GOOGLE_IMAGE_ORIGINS, ...imageOrigins] };
}

/** The parsed page, its content root and the transform steps still to run on it, in order. */
function parsePublishedDoc(
  page: string,
  win: HtmlWindow,
  { idPrefix = "mw-doc-", api, post }: DocPipelineOptions,
): { root: Element | undefined; policy: DocumentPolicy; steps: ReadonlyArray<() => void> } {
  const apiUrl = absoluteApi(api);
  const policy = articlePolicy(idPrefix, apiUrl ? [apiUrl.origin] : []);
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
    () => apiUrl && imagesThroughApi(root, apiUrl),
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
