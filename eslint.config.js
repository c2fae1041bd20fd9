import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { mdxImports, noRelativeCrossing } from "./eslint/workspace-boundaries.js";

const root = import.meta.dirname;

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
    // Workspaces meet through package names and `exports`, never through a relative path.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { workspace: { rules: { "no-relative-crossing": noRelativeCrossing(root) } } },
    rules: { "workspace/no-relative-crossing": "error" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
