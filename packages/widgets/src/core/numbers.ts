import { matchLanguage } from "./language";

export interface NumberFormat {
  style?: "decimal" | "currency" | "percent";
  currency?: "USD" | "EUR";
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

const SYMBOLS = { en: { USD: "$", EUR: "€" }, fr: { USD: "$US", EUR: "€" } } as const;

/**
 * Intl.NumberFormat's output for our two languages (the same characters: U+202F groups and U+00A0
 * before a French symbol), without Intl: a page's first Intl.NumberFormat loads the number data and
 * took 130–170 ms at 4x CPU slowdown, a long task in the first render of the pricing table and the
 * counters. Values are rounded half away from zero, as Intl does.
 */
export function formatNumber(value: number, lang: string, format: NumberFormat = {}): string {
  const fr = matchLanguage(lang) === "fr";
  const style = format.style ?? "decimal";
  const max =
    format.maximumFractionDigits ?? (style === "currency" ? 2 : style === "percent" ? 0 : 3);
  const min = Math.min(format.minimumFractionDigits ?? (style === "currency" ? 2 : 0), max);
  const scaled = Math.abs(style === "percent" ? value * 100 : value);
  let [whole, fraction = ""] = scaled.toFixed(max).split(".") as [string, string?];
  while (fraction.length > min && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  whole = whole.replace(/\B(?=(\d{3})+$)/g, fr ? "\u202f" : ",");
  const digits = fraction ? `${whole}${fr ? "," : "."}${fraction}` : whole;
  const sign = value < 0 && Number(digits.replace(/\D/g, "")) !== 0 ? "-" : "";
  if (style === "percent") return `${sign}${digits}${fr ? "\u00a0%" : "%"}`;
  if (style === "currency") {
    const symbol = SYMBOLS[fr ? "fr" : "en"][format.currency ?? "USD"];
    return fr ? `${sign}${digits}\u00a0${symbol}` : `${sign}${symbol}${digits}`;
  }
  return `${sign}${digits}`;
}
