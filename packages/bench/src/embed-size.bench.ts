// The embed scripts' weight (raw and gzip) and no copy of React from the npm package.
import type { BenchRow } from "./row";
import { EMBED_BUDGETS, REACT_MARKERS, bundleConsumer, embedSizes } from "../scripts/package-size";

export default async function embedSize(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { file, raw, gzip } of embedSizes()) {
    const budget = EMBED_BUDGETS[file];
    rows.push({ name: `${file} raw`, value: Math.round(raw / 100) / 10, unit: "KB" });
    rows.push({
      name: `${file} gzip`,
      value: Math.round(gzip / 100) / 10,
      unit: "KB",
      ...(budget && { budget: `≤ ${budget / 1000} KB`, ok: gzip <= budget }),
    });
  }
  const consumer = await bundleConsumer();
  const copies = REACT_MARKERS.filter((marker) => consumer.includes(marker)).length;
  rows.push({
    name: "React source in a consumer bundle of the npm package",
    value: copies,
    unit: "markers",
    budget: "0",
    ok: copies === 0,
  });
  return rows;
}
