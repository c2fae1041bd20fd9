import { defaultServerConditions } from "vite";
import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { CHROMIUM_ARGS, findChromium } from "@marketing/scripts/chromium";

/**
 * Every story runs as a test in real Chromium, once per language (the toolbar's `locale` global);
 * its axe check runs in the light theme and again in dark (`axeInDark`, .storybook/preview.tsx).
 */
function storybookProject(locale: "en" | "fr"): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [
      storybookTest({ configDir: ".storybook", initialGlobals: { locale, axeInDark: true } }),
    ],
    test: {
      name: `storybook-${locale}`,
      // A file's first story also waits for Vite to transform that file's modules, then runs axe
      // twice: over 15 s (browser mode's default) on two cores with a build beside them. The limit
      // only stops a hang; how fast a widget renders is the benchmarks' question.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
        }),
        instances: [{ browser: "chromium" }],
      },
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where many
    // tests mostly wait (on servers, child processes and builds) and a second worker fills that.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      "packages/*/vitest.config.ts",
      "sites/*/vitest.config.ts",
      // The repository's own tooling (the ESLint rule that keeps workspaces apart, the bench's helpers).
      {
        test: {
          name: "tooling",
          environment: "node",
          // ESLint's first run loads typescript-eslint and the type checker: seconds on two busy
          // cores, over Vitest's default 5 s. The limit only stops a hang.
          testTimeout: 30_000,
          // Workspace packages from their sources (the `source` export condition), as tsx runs them.
          include: ["eslint/**/*.test.ts", "scripts/**/*.test.ts", "packages/bench/**/*.test.ts"],
        },
        resolve: { conditions: ["source", ...defaultServerConditions] },
        ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
      },
      storybookProject("en"),
      storybookProject("fr"),
    ],
  },
});
