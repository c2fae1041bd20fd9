/** One figure of `npm run bench`; every `*.bench.ts` default-exports a function returning these. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The bar from an issue, e.g. "≤ 35 KB"; shown beside the figure. */
  budget?: string;
  /** Whether the figure meets its budget; omitted when there is none. */
  ok?: boolean;
}
