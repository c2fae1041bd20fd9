// `npm run bench`: runs every *.bench.ts of this workspace and prints one table of figures.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ONLY_SUITE } from "./options";
import type { BenchRow } from "./row";

const here = fileURLToPath(new URL(".", import.meta.url));
// `npm run bench -- lighthouse --quick`: the first non-option argument picks suites by name.
const only = ONLY_SUITE;
const files = readdirSync(here)
  .map((file) => join(here, file))
  .filter((file) => file.endsWith(".bench.ts") && (!only || file.split("/").pop()!.includes(only)))
  .sort((a, b) => a.split("/").pop()!.localeCompare(b.split("/").pop()!));

const rows: Array<BenchRow & { suite: string }> = [];
let failures = 0;
for (const file of files) {
  const suite = file.replace(/^.*\/|\.bench\.ts$/g, "");
  process.stderr.write(`running ${suite}...\n`);
  try {
    const module = (await import(pathToFileURL(file).href)) as {
      default: () => Promise<BenchRow[]>;
    };
    for (const row of await module.default()) rows.push({ ...row, suite });
  } catch (error) {
    failures++;
    console.error(`${suite} failed:`, error);
  }
}

const format = (value: number) =>
  Number.isInteger(value)
    ? value.toLocaleString("en")
    : value.toLocaleString("en", { maximumFractionDigits: 2 });
const table = rows.map((row) => ({
  suite: row.suite,
  measure: row.name,
  value: `${format(row.value)} ${row.unit}`,
  budget: row.budget ?? "",
  status: row.ok === undefined ? "" : row.ok ? "ok" : "OVER",
}));
const headers = ["suite", "measure", "value", "budget", "status"] as const;
const widths = headers.map((h) => Math.max(h.length, ...table.map((r) => r[h].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
console.log(line([...headers]));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of table) console.log(line(headers.map((h) => row[h])));
process.exit(failures > 0 ? 1 : 0);
