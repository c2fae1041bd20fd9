// Numbers and dates in the page's language: "47,200" and "80%" in English, "47 200" and "80 %" in
// French; "March 11, 2025" and "11 mars 2025".
import type { Language } from "./language";

export function formatNumber(lang: Language, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(lang, options).format(value);
}

/** "500+" / "500+": at least this many. */
export const formatAtLeast = (lang: Language, value: number) => `${formatNumber(lang, value)}+`;

/** A calendar day (`2025-03-11`, a sheet's date) in words; a day has no time zone (UTC). */
export function formatDay(lang: Language, isoDay: string) {
  const time = Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return "";
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(time);
}
