/**
 * Loads the calendar provider's script and stylesheet once per page, off the critical path.
 *
 * The provider's script is heavy, so it is injected `async` only after the window `load` event
 * (at once when the page has already loaded), and only once however many buttons mount: a
 * module-level map answers this copy of the library, and a marker on the injected tags answers a
 * second copy of the library on the same page. The stylesheet goes to `document.head` because the
 * provider's popup lives in the document, outside every shadow root.
 */
export type ProviderLoad = "loaded" | "failed";

export interface ProviderAssets {
  scriptUrl: string;
  stylesheetUrl?: string;
}

const MARKER = "data-mw-calendar";
const loads = new WeakMap<Document, Map<string, Promise<ProviderLoad>>>();

export function loadCalendarProvider(
  { scriptUrl, stylesheetUrl }: ProviderAssets,
  doc: Document = document,
): Promise<ProviderLoad> {
  let byUrl = loads.get(doc);
  if (!byUrl) loads.set(doc, (byUrl = new Map()));
  const known = byUrl.get(scriptUrl);
  if (known) return known;
  const load = afterPageLoad(doc).then(() => {
    if (stylesheetUrl) addStylesheet(doc, stylesheetUrl);
    return addScript(doc, scriptUrl);
  });
  byUrl.set(scriptUrl, load);
  return load;
}

/** For tests: forget what this copy of the library loaded. */
export function forgetCalendarProviderLoads(doc: Document = document): void {
  loads.delete(doc);
}

function afterPageLoad(doc: Document): Promise<void> {
  const win = doc.defaultView;
  if (doc.readyState === "complete" || !win) return Promise.resolve();
  return new Promise((resolve) => win.addEventListener("load", () => resolve(), { once: true }));
}

function addStylesheet(doc: Document, href: string): void {
  const existing = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute("href") === href,
  );
  if (existing) return;
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.setAttribute(MARKER, "");
  doc.head.append(link);
}

function addScript(doc: Document, src: string): Promise<ProviderLoad> {
  const existing = [...doc.scripts].find((script) => script.getAttribute("src") === src);
  const state = existing?.getAttribute(MARKER);
  // Injected by another copy of the library, which records the outcome on the tag.
  if (state === "loaded" || state === "failed") return Promise.resolve(state);
  const script = existing ?? doc.createElement("script");
  const settled = new Promise<ProviderLoad>((resolve) => {
    const settle = (outcome: ProviderLoad) => {
      script.setAttribute(MARKER, outcome);
      resolve(outcome);
    };
    // The error event is the whole failure path: nothing throws, nothing is logged by us.
    script.addEventListener("load", () => settle("loaded"), { once: true });
    script.addEventListener("error", () => settle("failed"), { once: true });
  });
  if (!existing) {
    script.async = true;
    script.src = src;
    script.setAttribute(MARKER, "loading");
    doc.head.append(script);
  }
  return settled;
}
