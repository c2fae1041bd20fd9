import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { mdxImports } from "./eslint/mdx-imports.js";

const root = import.meta.dirname;

/** Each workspace's folder (package.json's `workspaces` globs, one level deep). */
const workspaces = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces.flatMap(
  (pattern) =>
    pattern.endsWith("/*")
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter(
            (entry) =>
              entry.isDirectory() && existsSync(join(entry.parentPath, entry.name, "package.json")),
          )
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
);

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      "storybook-static/**",
      "test-results/**",
      "playwright-report/**",
      "**/.react-router/**",
      "**/.wrangler/**",
      // Build output of the edge tests and benches (gitignored): a second `npm test` must not lint it.
      "**/.cache/**",
      "**/.data/**",
      ".storybook/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.mdx"],
    processor: mdxImports,
  },
  {
    files: ["**/*.mdx/*.js"],
    languageOptions: { sourceType: "module" },
    rules: { "no-unused-vars": "off", "@typescript-eslint/no-unused-vars": "off" },
  },
  {
    // Workspaces meet through package names and `exports`, never through a relative path, and each
    // declares every package it imports (`.storybook` and the root's config files: the root).
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: root,
          conditionNames: ["source", "types", "import", "node", "browser", "default"],
        }),
      ],
    },
    rules: {
      "import-x/no-relative-packages": "error",
      "import-x/no-extraneous-dependencies": ["error", { includeTypes: true }],
    },
  },
  // In a workspace: its own package.json, or the root's devDependencies (the repository's shared
  // tools: Vitest, Playwright, Testing Library...). Other workspaces are always its own to declare.
  ...workspaces.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        { includeTypes: true, packageDir: [join(root, workspace), root] },
      ],
    },
  })),
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The Apps Script: classic scripts sharing one global scope (every file's functions and
    // constants are each other's globals) on Google's services, not Node's or a browser's.
    files: ["packages/apps-script/src/**/*.js"],
    languageOptions: {
      sourceType: "script",
      globals: Object.fromEntries(
        [
          "CacheService",
          "ContentService",
          "LockService",
          "MailApp",
          "PropertiesService",
          "SpreadsheetApp",
          "Utilities",
          "console",
        ].map((name) => [name, "readonly"]),
      ),
    },
    rules: {
      "no-undef": "off",
      "@typescript-eslint/no-unused-vars": ["error", { vars: "local", caughtErrors: "none" }],
    },
  },
  {
    // CommonJS config files (tools that load theirs with `require`) import the same way.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
