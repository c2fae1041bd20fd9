// The plugin's journeys in a real WordPress (test/wordpress.sh) with the local services on 8787.
// `npx playwright test -c packages/wordpress-plugin` (after `npm run build`): ports 8787, 17601, 17602,
// moved by SERVICES_PORT, DB_PORT and WEB_PORT (another checkout's journeys beside these).
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "@marketing/scripts/chromium";
import { SERVICES_PORT } from "./test/support";

const repo = join(import.meta.dirname, "..", "..");

export default defineConfig({
  testDir: "test",
  testMatch: "*.wp.ts",
  // One site, whose settings one journey changes: the journeys run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: join(repo, "test-results", "wordpress"),
  reporter: [["list"], ["json", { outputFile: join(repo, "test-results", "wordpress.json") }]],
  globalSetup: "./test/global-setup.ts",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "npx tsx packages/local-services/src/main.ts",
    cwd: repo,
    port: Number(SERVICES_PORT),
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      SERVICES_PORT,
      SERVICES_DATA_DIR: join(tmpdir(), `marketing-wordpress-services-${SERVICES_PORT}`),
    },
  },
});
