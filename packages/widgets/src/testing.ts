// `@marketing/widgets/testing`: the page-wide state a test or a story resets between runs (the
// sheet reads the blog widgets share, the page's parsed configuration block), for a host's own
// tests as much as for ours.
export { resetSheetStore } from "./blog/sheetStore";
export { resetPageConfig } from "./core/config";

/**
 * How long a test or story waits for what it expects to appear (Testing Library's
 * `asyncUtilTimeout`, for every findBy/waitFor): data arriving, a module Vite transforms on its
 * first use. On a busy two-core machine these passed Testing Library's default second; only a hang
 * should fail a test, and speed is the benchmarks' question.
 */
export const WAIT_FOR_MS = 5_000;
