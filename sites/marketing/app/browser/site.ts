// The site's only script of its own, inlined at the top of every page's body (before anything is
// painted: the head's render-blocking `<link rel="expect">` waits for the page's end). The pages
// are plain documents; this only makes the language switch keep the visitor's place:
// - a click on the other language's link remembers the choice (the language module's
//   `rememberLanguage`, `localStorage.i18nextLng`); when it leads to the same page, it carries the
//   query string over and notes the scroll position and the hash for that page;
// - on that page, the scroll position is restored before its first paint, and the hash put back.
// Without it the switch is still a link to the same page in the other language.
import { LANGUAGE_QUERY, matchLanguage, rememberLanguage, type Language } from "../i18n/language";
import { localizedPath } from "../i18n/paths";

/** What the switch hands the next page (session storage: this tab only). */
interface Handover {
  path: string;
  hash: string;
  y: number;
}
const HANDOVER_KEY = "site:language-switch";
const SWITCH = "a[data-switch-language]";
/** The switch of a page served at any address (a not-found screen): its href is the fallback. */
const BY_ADDRESS = "a[data-switch-by-address]";

/** A not-found screen's switch leads to the same address in the other language's tree. */
function pointAtAddress(link: HTMLAnchorElement, lang: Language) {
  link.pathname = localizedPath(location.pathname, lang);
}

function onActivate(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.(SWITCH);
  if (!(link instanceof HTMLAnchorElement)) return;
  const lang = matchLanguage(link.hreflang);
  if (!lang) return;
  if (link.matches(BY_ADDRESS)) pointAtAddress(link, lang);
  // Opened in this tab or another, the other language is the visitor's choice.
  rememberLanguage(lang);
  if (event.type !== "click" || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // Only to the same page: a post without a translation leads to the other blog (its own hash).
  const samePage = localizedPath(location.pathname, lang).toLowerCase() === link.pathname;
  if (!samePage || link.hash) return;
  const params = new URLSearchParams(location.search);
  params.delete(LANGUAGE_QUERY);
  link.search = params.toString();
  const handover: Handover = { path: link.pathname, hash: location.hash, y: window.scrollY };
  try {
    sessionStorage.setItem(HANDOVER_KEY, JSON.stringify(handover));
  } catch {
    // Storage disabled: the page opens at its top.
  }
}

function readHandover(): Handover | undefined {
  try {
    const raw = sessionStorage.getItem(HANDOVER_KEY);
    sessionStorage.removeItem(HANDOVER_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Handover>) : undefined;
    if (typeof value?.path !== "string" || typeof value.y !== "number") return undefined;
    return { path: value.path, hash: typeof value.hash === "string" ? value.hash : "", y: value.y };
  } catch {
    return undefined;
  }
}

function restore(handover: Handover) {
  const scroll = () => window.scrollTo(0, handover.y);
  // Before the first paint where the browser has `pagereveal`, else once the page is parsed.
  window.addEventListener("pagereveal", scroll, { once: true });
  document.addEventListener("DOMContentLoaded", scroll, { once: true });
  // The hash comes back once the page has loaded: a URL with a fragment while it loads would make
  // the browser jump to its target, and the visitor's place is the scroll position.
  if (handover.hash.startsWith("#") && !location.hash)
    window.addEventListener(
      "load",
      () => setTimeout(() => history.replaceState(history.state, "", handover.hash)),
      { once: true },
    );
}

// Shown on hover and copied as it is: the switch's address, once the page is parsed.
document.addEventListener("DOMContentLoaded", () => {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(BY_ADDRESS)) {
    const lang = matchLanguage(link.hreflang);
    if (lang) pointAtAddress(link, lang);
  }
});
document.addEventListener("click", onActivate);
document.addEventListener("auxclick", onActivate);
const handover = readHandover();
if (handover?.path === location.pathname) restore(handover);
