// Command-line options of `npm run bench -- [suite] [--quick]`, read by the suites themselves.

/** `--quick` (or BENCH_QUICK=1): one run instead of three, and fewer routes, for a quick look. */
export const QUICK = process.argv.includes("--quick") || !!process.env.BENCH_QUICK;

/** The suite filter: the first argument that is not an option. */
export const ONLY_SUITE = process.argv.slice(2).find((arg) => !arg.startsWith("--"));

/**
 * Runs per measurement whose median is reported: `BENCH_RUNS=5` for figures that vary from run to
 * run here (Lighthouse, task timings: read them over 5 runs, median and minimum).
 */
export const RUNS =
  Number(process.env.BENCH_RUNS) > 0 ? Number(process.env.BENCH_RUNS) : QUICK ? 1 : 3;

/** KB as the issues state budgets: 1 KB = 1,000 bytes (the stricter reading), one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;
