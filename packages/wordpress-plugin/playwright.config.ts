// The plugin's journeys in a real WordPress (test/wordpress.sh) calling the company's API: the site
// as `npm start` serves it, its Worker listing the WordPress site's origin. `npx playwright test -c
// packages/wordpress-plugin` (after `npm run build`): ports 17601-17604, moved by DB_PORT, WEB_PORT,
// API_SITE_PORT and SERVICES_PORT (another checkout's journeys beside these).
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "@marketing/scripts/chromium";
import { API_SITE_PORT, SERVICES_PORT, WP_URL } from "./test/support";

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
    command: "npx tsx --conditions=source scripts/start.ts --no-build",
    cwd: repo,
    url: `http://127.0.0.1:${API_SITE_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: API_SITE_PORT,
      SERVICES_PORT,
      SERVICES_DATA_DIR: join(tmpdir(), `marketing-wordpress-services-${SERVICES_PORT}`),
      ALLOWED_ORIGINS: WP_URL,
    },
  },
});
