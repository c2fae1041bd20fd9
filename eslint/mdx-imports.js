// ESLint processor for MDX docs pages: their ESM import lines are linted as JavaScript, so the
// import rules (eslint.config.js) apply to a docs page as to any module.
const MDX_IMPORT =
  /^(?:import|export)\s[\s\S]*?\sfrom\s+["'][^"']+["'];?|^import\s+["'][^"']+["'];?/gm;

/**
 * Lints an MDX file's ESM import and export lines as JavaScript (nothing else in it is checked),
 * so a docs page cannot climb into another workspace either. Line numbers are kept.
 */
export const mdxImports = {
  meta: { name: "mdx-imports" },
  preprocess(text) {
    const kept = text.replace(/[^\n]/g, " ").split("");
    for (const match of text.matchAll(MDX_IMPORT)) {
      for (let i = 0; i < match[0].length; i++) kept[match.index + i] = text[match.index + i];
    }
    return [{ text: kept.join(""), filename: "imports.js" }];
  },
  postprocess: (messages) => messages.flat(),
  supportsAutofix: false,
};
