// The inline scripts the pages carry, recorded as the prerender renders them: after prerendering,
// the build (react-router.config.ts) writes their hashes to its list, and the site's
// Content-Security-Policy allows those and no other script a page may hold (scripts/site-csp.ts).
// Kept on globalThis under a registered symbol: the build's config is evaluated apart from the
// server build the pages are rendered with, in the same process.

export const INLINE_SCRIPTS_KEY = Symbol.for("marketing-site:inline-scripts");

const recorded = ((globalThis as Record<symbol, Set<string> | undefined>)[INLINE_SCRIPTS_KEY] ??=
  new Set<string>());

/** `text`, noted as an inline script of a page: every inline script is written through this. */
export function inlineScript(text: string): string {
  recorded.add(text);
  return text;
}
