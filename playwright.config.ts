import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "@marketing/scripts/chromium";
import {
  E2E_LINK_SECRET,
  HOST_ORIGIN,
  SERVICES_DATA_DIR,
  SERVICES_PORT,
  SITE_PORT,
  SITE_URL,
} from "@marketing/e2e/urls";

export default defineConfig({
  testDir: ".",
  testMatch: [
    "packages/widgets/src/**/*.e2e.ts",
    "packages/widgets/test/**/*.e2e.ts",
    "sites/marketing/e2e/**/*.e2e.ts",
    "e2e/**/*.e2e.ts",
  ],
  // The edge Worker's walk has its own server and layer (packages/edge/playwright.config.ts).
  testIgnore: ["packages/edge/**"],
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: SITE_URL,
    browserName: "chromium",
    launchOptions: {
      executablePath: findChromium(),
      // Host pages are answered by Playwright (no address), so Chromium would treat them as public
      // and block their calls to the loopback services; real hosts and endpoints are both public.
      args: [...CHROMIUM_ARGS, "--disable-features=LocalNetworkAccessChecks"],
    },
    trace: "retain-on-failure",
  },
  // The same server `npm start` runs, on the built files (the test runner builds first).
  webServer: {
    command: "npx tsx --conditions=source scripts/start.ts --no-build",
    url: SITE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(SITE_PORT),
      SERVICES_PORT: String(SERVICES_PORT),
      SERVICES_DATA_DIR,
      // The host pages' origin (e2e/support/host-page.ts): a marketer's page the company lists.
      ALLOWED_ORIGINS: HOST_ORIGIN,
      // The mails' links are signed with a key the tests know (e2e/support/urls.ts).
      LINK_SECRET: E2E_LINK_SECRET,
    },
  },
});
