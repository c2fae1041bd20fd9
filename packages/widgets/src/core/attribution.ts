// Attribution of the forms' submissions: the page, the referrer, the widget's language and the
// campaign (`utm_*`) of the visitor's first page of the session (firstTouch.ts: recorded by the
// loader on every page, and by every widget).
import { useEffect } from "react";
import {
  ATTRIBUTION_FIELDS,
  cleanAttributionValue,
  withoutQuery,
  type Attribution,
} from "@marketing/contracts";
import { rememberFirstTouch } from "./firstTouch";

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

/**
 * Records the session's first touch when a widget appears (every widget, core/WidgetRoot.tsx), for
 * a page that renders widgets without the loader (a React app importing the components).
 */
export function useFirstTouch(): void {
  useEffect(() => {
    rememberFirstTouch();
  }, []);
}
