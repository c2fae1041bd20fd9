import { describe, expect, it } from "vitest";
import { formatNumber, type NumberFormat } from "./numbers";

const FORMATS: NumberFormat[] = [
  { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: "currency", currency: "EUR", maximumFractionDigits: 0 },
  { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 0 },
  {},
];
const VALUES = [
  0, 1, 9.5, 23.2, 24, 29, 99.7, 232, 278.4, 999.995, 1000, 1278.4, 47_200, 123_456.78, 1_234_567,
  0.997, 0.5, -5, -1234.5, 0.123,
];

describe("formatNumber", () => {
  for (const lang of ["en", "fr"])
    for (const format of FORMATS)
      it(`writes what Intl.NumberFormat writes: ${lang} ${JSON.stringify(format)}`, () => {
        const intl = new Intl.NumberFormat(lang, format);
        for (const value of VALUES)
          expect(formatNumber(value, lang, format)).toBe(intl.format(value));
      });

  it("falls back to English for another language", () => {
    expect(formatNumber(1234.5, "de", { style: "currency", currency: "EUR" })).toBe("€1,234.50");
  });
});
