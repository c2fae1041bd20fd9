// A Playwright layer whose web server cannot start (scripts/test-runner.test.ts): it exits at
// once, as `npm run edge` did when its build failed.
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: ".",
  testMatch: ["never-runs.pw.ts"],
  outputDir: process.env.RUNNER_TEST_OUTPUT,
  reporter: [["list"], ["json", { outputFile: process.env.RUNNER_TEST_REPORT }]],
  webServer: {
    command: `node -e "console.error('Error: ENOENT, lstat dist/embed/chunks/shared.js.map'); process.exit(3)"`,
    url: `http://127.0.0.1:${process.env.RUNNER_TEST_PORT}/`,
    timeout: 60_000,
  },
});
