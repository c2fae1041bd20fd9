// The session's first touch: the campaign (`utm_*`) of the visitor's first page in a tab's session,
// kept in `sessionStorage` (never a cookie). The first page that runs this writes it once; later
// pages, with or without their own `utm_*`, read it back. No React and nothing of the widgets: the
// loader's entry (embed/widgets.ts) runs it on every page that loads `widgets.js`, widget or not.
import { UTM_PARAMETERS, cleanAttributionValue, type Utm } from "@marketing/contracts";

/** The `sessionStorage` key of the session's first-touch campaign. */
export const FIRST_TOUCH_KEY = "mw-first-touch";

/**
 * Records the campaign of this page when the session has none yet (the first page counts even
 * without `utm_*`: first touch). Storage blocked, full or throwing (a sandboxed frame, Safari's
 * private mode of old) leaves this page's own campaign as the answer. Returns the session's campaign.
 */
export function rememberFirstTouch(win: Window | undefined = globalThis.window): Utm {
  if (!win) return {};
  const here = campaignOf(win.location.href);
  try {
    const storage = win.sessionStorage;
    const kept = storage.getItem(FIRST_TOUCH_KEY);
    if (kept !== null) return readKept(kept);
    storage.setItem(FIRST_TOUCH_KEY, JSON.stringify(here));
  } catch {
    // No storage: this page's campaign is all there is.
  }
  return here;
}

/** The `utm_*` parameters of a URL, cleaned and bounded; blank ones left out. */
function campaignOf(href: string): Utm {
  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return {};
  }
  const utm: Utm = {};
  for (const name of UTM_PARAMETERS) {
    const value = cleanAttributionValue(name, params.get(name) ?? "");
    if (value) utm[name] = value;
  }
  return utm;
}

/** A kept campaign, trusted no more than the URL was: anything else in storage is ignored. */
function readKept(text: string): Utm {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  const utm: Utm = {};
  for (const name of UTM_PARAMETERS) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === "string" && value) utm[name] = cleanAttributionValue(name, value);
  }
  return utm;
}
