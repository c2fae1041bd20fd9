import { catalogFetcher, catalogKeys } from "./catalogs";
import { showFailure, showFallback } from "./fallback";
import { giveUp, takeHeld, watchIntent } from "./intent";
import type { ChunkManifest, ElementChunk } from "./manifest";
import { reserveSpace } from "./reserve";
import { LOADER_DECLARATIONS } from "./declared";
import { nextTask, warmStorage } from "./tasks";
import { seenObserver, wakePoint, whenIdle } from "./wake";

/** How far outside the viewport an element starts loading: about a screen ahead of a scroll. */
export const LOAD_MARGIN = "600px 0px";

/**
 * The tags some loader on the page already watches (widgets.js, or a standalone script: the loader
 * restricted to its tag): a second copy leaves those to the first and takes only the others.
 */
const CLAIMED = Symbol.for("marketing-widgets.loader");

/**
 * Watches the page for the library's elements and loads a widget's chunks when one of its elements
 * is in the document and near the viewport; the chunk then defines the element, which upgrades every
 * instance. A server-rendered element (a declarative shadow root: it already shows the widget
 * finished) waits instead as its declaration's `wake` says: the visitor's first intent, an idle
 * moment, or a marked part (or itself) nearing the viewport; any of them wakes on a first
 * intent. One the server rendered in its loading state loads as a plain element does. Elements
 * added later by the host's scripts are found by a MutationObserver.
 */
export function startLoader(manifest: ChunkManifest, base: string): void {
  const page = window as unknown as Record<symbol, Set<string> | undefined>;
  const claimed = (page[CLAIMED] ??= new Set());
  const tags = Object.keys(manifest.chunks).filter((tag) => !claimed.has(tag));
  if (tags.length === 0) return;
  for (const tag of tags) claimed.add(tag);

  const failed = new Set<string>();
  const started = new Set<string>();
  // Tags a visitor is waiting for (a first sign of intent): their loads go first, the others wait.
  const urgent = new Set<string>();
  let waitingForUrgent: Array<() => void> = [];
  const chunksUrl = new URL("chunks/", base);
  const catalogUrl = (key: string) => new URL(`${key}-${manifest.catalogHash}.js`, chunksUrl).href;
  const fetchCatalog = catalogFetcher(catalogUrl);
  const selector = tags.join(",");
  reserveSpace(tags);

  const near = seenObserver((tag) => void load(tag), LOAD_MARGIN);
  // A server-rendered element's code is fetched, not run, once it nears the viewport after the
  // page's load, when the browser is idle: a first press then waits for its evaluation, not the
  // network, and the page's own load is not slowed.
  const soon = seenObserver((tag) => afterLoad(() => prefetch(tag)), LOAD_MARGIN);
  const prefetched = new Set<string>();
  const idleTags = new Set<string>();

  /** Requests `tag`'s chunks and catalogues (not evaluated: modulepreload), once. */
  function prefetch(tag: string): void {
    if (prefetched.has(tag) || customElements.get(tag)) return;
    prefetched.add(tag);
    for (const i of manifest.chunks[tag]!) preload(new URL(`${manifest.files[i]}.js`, chunksUrl));
    for (const key of catalogKeys(manifest, tag)) preload(catalogUrl(key));
  }

  function watch(element: Element): void {
    const tag = element.localName;
    if (failed.has(tag)) return void showFallback(element);
    if (started.has(tag) || customElements.get(tag)) return;
    if (!element.shadowRoot || stillLoading(element.shadowRoot)) return void near.observe(element);
    soon.observe(element);
    const wake = LOADER_DECLARATIONS[tag]?.[1] ?? "intent";
    if (wake === "part-near") near.observe(wakePoint(element));
    else if (wake === "idle" && !idleTags.has(tag)) {
      idleTags.add(tag);
      whenIdle(() => void load(tag));
    }
    // "intent": the intent watch below wakes it.
  }

  function watchWithin(node: Node): void {
    if (!(node instanceof Element)) return;
    if (node.matches(selector)) watch(node);
    for (const element of node.querySelectorAll(selector)) watch(element);
  }

  /** The next step of `tag`'s load: a task later, after the urgent loads unless it is one. */
  async function turn(tag: string): Promise<void> {
    await nextTask();
    while (urgent.size > 0 && !urgent.has(tag))
      await new Promise<void>((resolve) => waitingForUrgent.push(resolve));
  }

  /** The loads waiting for the urgent ones look again: they go on, or wait again. */
  function recheck(): void {
    const waiting = waitingForUrgent;
    waitingForUrgent = [];
    for (const resolve of waiting) resolve();
  }

  function settle(tag: string): void {
    if (urgent.delete(tag) && urgent.size === 0) recheck();
  }

  /** A visitor reached for an element whose code has not arrived: its load starts now, first. */
  function wake(tag: string): void {
    if (customElements.get(tag) || failed.has(tag) || urgent.has(tag)) return;
    urgent.add(tag);
    // Under way, perhaps waiting behind other urgent loads: it now goes first, alongside them.
    if (started.has(tag)) return recheck();
    void load(tag);
  }

  async function load(tag: string): Promise<void> {
    if (started.has(tag)) return; // under way (it settles when done) or done
    if (customElements.get(tag)) return void settle(tag); // another script of the library's
    started.add(tag);
    for (const element of document.querySelectorAll(tag)) {
      near.unobserve(element);
      near.unobserve(wakePoint(element));
      soon.unobserve(element);
    }
    try {
      // Out of the observer's callback, one step per task: the page's storage (the language
      // signals read it), then the chunks' and catalogues' requests (all of them before the first
      // import, so they download in parallel; none again if prefetched), one chunk evaluated per
      // task, the warm-up steps (the i18n set-up among them), then the render: no long task.
      await turn(tag);
      warmStorage();
      await turn(tag);
      prefetch(tag);
      const keys = catalogKeys(manifest, tag);
      let chunk: ElementChunk | undefined;
      for (const i of manifest.chunks[tag]!) {
        await turn(tag);
        chunk = (await import(
          /* @vite-ignore */ new URL(`${manifest.files[i]}.js`, chunksUrl).href
        )) as ElementChunk;
      }
      await turn(tag);
      if (customElements.get(tag)) return; // another script of the library defined it meanwhile
      await chunk!.catalogs?.(fetchCatalog, keys);
      await turn(tag);
      for (const step of chunk!.warm ?? []) {
        step(tag);
        await turn(tag);
      }
      // What a visitor typed, ticked or pressed meanwhile goes to the widget, in the same task.
      const resumes = [...document.querySelectorAll(tag)].map((element) =>
        chunk!.resume(element, takeHeld(element)),
      );
      chunk!.define();
      for (const resume of resumes) resume();
    } catch (error) {
      failed.add(tag);
      console.warn(`[marketing-widgets] <${tag}> could not load; showing its fallback.`, error);
      for (const element of document.querySelectorAll(tag)) {
        showFallback(element);
        if (giveUp(element)) showFailure(element);
      }
    } finally {
      settle(tag);
    }
  }

  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) watchWithin(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
  watchWithin(document.documentElement);
  watchIntent(new Set(tags), wake, (tag) => failed.has(tag), showFailure);
}

/**
 * Whether a server-rendered element shows itself still loading (`aria-busy="true"`: the live post
 * page, whose post only its code can find): not finished, so it loads as a plain element does.
 */
const stillLoading = (root: ShadowRoot) => root.querySelector('[aria-busy="true"]') !== null;

/** Fetches a module without evaluating it; its link goes once it is in (the module stays). */
function preload(url: URL | string): void {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = String(url);
  link.onload = link.onerror = () => link.remove();
  document.head.append(link);
}

/** Calls `callback` when the browser is idle after the page's load. */
function afterLoad(callback: () => void): void {
  if (document.readyState === "complete") whenIdle(callback);
  else addEventListener("load", () => whenIdle(callback), { once: true });
}
