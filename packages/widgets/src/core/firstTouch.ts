// The session's first touch: the campaign (`utm_*`) of the visitor's first page in a tab's session,
// kept in `sessionStorage` (never a cookie). The first page that runs this writes it once; later
// pages, with or without their own `utm_*`, read it back. No React and nothing of the widgets: the
// loader's entry (embed/widgets.ts) runs it on every page that loads `widgets.js`, widget or not.
import { UTM_PARAMETERS, cleanAttributionValue, type Utm } from "@marketing/contracts";

/** The `sessionStorage` key of the session's first-touch campaign. */
export const FIRST_TOUCH_KEY = "mw-first-touch";

/**
 * Records the campaign of this page when the session has none yet (the first page counts even
 * without `utm_*`: first touch), as the URL gives it: it is cleaned and bounded when read back
 * (`rememberFirstTouch`), as anything in storage is. The loader runs this alone, on every page.
 * Returns what the session keeps; null when storage is blocked, full or throwing (a sandboxed
 * frame, Safari's private mode of old).
 */
export function noteFirstTouch(win: Window | undefined = globalThis.window): string | null {
  try {
    const storage = win!.sessionStorage;
    const kept = storage.getItem(FIRST_TOUCH_KEY);
    if (kept !== null) return kept;
    const here = campaignOf(win!.location.href);
    storage.setItem(FIRST_TOUCH_KEY, here);
    return here;
  } catch {
    return null;
  }
}

/**
 * The session's campaign: its first page's, recorded now if this is it (`noteFirstTouch`); with no
 * storage, this page's own.
 */
export function rememberFirstTouch(win: Window | undefined = globalThis.window): Utm {
  if (!win) return {};
  return readKept(noteFirstTouch(win) ?? campaignOf(win.location.href));
}

/** The `utm_*` parameters of a URL, as JSON; blank ones left out. */
function campaignOf(href: string): string {
  const utm: Record<string, string> = {};
  try {
    const params = new URL(href).searchParams;
    for (const name of UTM_PARAMETERS) {
      const value = params.get(name);
      if (value) utm[name] = value;
    }
  } catch {
    // Not a URL: no campaign.
  }
  return JSON.stringify(utm);
}

/** A kept campaign, cleaned and bounded, trusted no more than the URL was: anything else is ignored. */
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
    const clean = typeof value === "string" ? cleanAttributionValue(name, value) : "";
    if (clean) utm[name] = clean;
  }
  return utm;
}
