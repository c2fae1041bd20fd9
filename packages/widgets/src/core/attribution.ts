// Attribution of the forms' submissions: the page, the referrer, the widget's language and the
// campaign (`utm_*`) of the visitor's first page of the session. The campaign is kept in
// `sessionStorage` (never a cookie): the first page a widget sees in a tab's session writes it
// once, and later pages, with or without their own `utm_*`, read it back.
import { useEffect } from "react";
import {
  ATTRIBUTION_FIELDS,
  UTM_PARAMETERS,
  cleanAttributionValue,
  withoutQuery,
  type Attribution,
  type Utm,
} from "@marketing/contracts";

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

/** What a submission sent now from this page, in this language, carries (cleaned and bounded). */
export function attribution(
  lang: string,
  win: Window | undefined = globalThis.window,
): Attribution {
  const utm = rememberFirstTouch(win);
  const raw: Record<keyof Attribution, string> = {
    page: win ? withoutQuery(win.location.href) : "",
    // Without its query either: a page of the same site is sent whole, and its query may name someone.
    referrer: withoutQuery(win?.document.referrer ?? ""),
    lang,
    utm_source: utm.utm_source ?? "",
    utm_medium: utm.utm_medium ?? "",
    utm_campaign: utm.utm_campaign ?? "",
    utm_term: utm.utm_term ?? "",
    utm_content: utm.utm_content ?? "",
  };
  const clean = {} as Attribution;
  for (const field of ATTRIBUTION_FIELDS) clean[field] = cleanAttributionValue(field, raw[field]);
  return clean;
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

/**
 * Records the session's first touch when a widget appears (every widget, core/WidgetRoot.tsx), so a
 * landing page whose widgets send nothing (a blog post, pricing, booking) still counts as the first page.
 */
export function useFirstTouch(): void {
  useEffect(() => {
    rememberFirstTouch();
  }, []);
}
