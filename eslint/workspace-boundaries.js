// ESLint rule `workspace/no-relative-crossing`: a relative import may not leave its workspace.
// Workspaces are packages/<name>, sites/<name> and the root-level .storybook, e2e and scripts
// folders; anything else at the root (config files) is the root's own area. Crossing goes through
// the other workspace's package name and its `exports`, so each package decides what it shares.
import { dirname, relative, resolve, sep } from "node:path";

const NESTED = new Set(["packages", "sites"]);
const ROOT_AREAS = new Set([".storybook", "e2e", "scripts"]);

/** The workspace a path belongs to, as a path from the repository root ("" for the root's files). */
export function workspaceOf(root, file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === ".." || parts.length < 2) return "";
  if (NESTED.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (ROOT_AREAS.has(parts[0])) return parts[0];
  return "";
}

function isRelative(source) {
  return source === "." || source === ".." || source.startsWith("./") || source.startsWith("../");
}

/** @param {string} root the repository root */
export function noRelativeCrossing(root) {
  return {
    meta: {
      type: "problem",
      docs: { description: "Relative imports stay inside their workspace; use the package name." },
      schema: [],
      messages: {
        crossing:
          "'{{source}}' leaves {{from}} for {{to}}: import it by package name through that workspace's exports.",
      },
    },
    create(context) {
      const file = context.physicalFilename ?? context.filename;
      const from = workspaceOf(root, file);
      const check = (node) => {
        if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
        const source = node.value.split("?")[0];
        if (!isRelative(source)) return;
        const to = workspaceOf(root, resolve(dirname(file), source));
        if (to === from) return;
        context.report({
          node,
          messageId: "crossing",
          data: { source: node.value, from: from || "the root", to: to || "the root" },
        });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        // vi.mock("../x"), require("../x") and import.meta.glob("../x/*") name modules too.
        CallExpression(node) {
          const callee = node.callee;
          const name =
            callee.type === "Identifier"
              ? callee.name
              : callee.type === "MemberExpression" && callee.property.type === "Identifier"
                ? callee.property.name
                : "";
          if (["require", "mock", "doMock", "importActual", "glob"].includes(name)) {
            check(node.arguments[0]);
          }
        },
      };
    },
  };
}

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
