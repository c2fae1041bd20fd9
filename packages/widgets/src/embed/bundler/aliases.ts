/**
 * The embed builds' module aliases: Preact's React-compatible runtime (a fraction of React's bytes),
 * with a `react` whose default export keeps only what libraries use (react.ts here). Shared by the
 * standalone scripts (tsup.config.ts) and the loader's chunks (build-embeds.ts here).
 */
export const EMBED_ALIASES: Record<string, string> = {
  react: "./src/embed/bundler/react.ts",
  "react-dom": "preact/compat",
  "react/jsx-runtime": "preact/jsx-runtime",
};
