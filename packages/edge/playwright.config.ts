// The widgets through the edge: `npm run edge` (the Worker in workerd, in front of the local
// services) serves a site built for its address, and real Chromium walks it.
// `npx playwright test -c packages/edge` (E2E_EDGE_PORT, E2E_SERVICES_PORT move it).
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "@marketing/scripts/chromium";

const EDGE_PORT = Number(process.env.E2E_EDGE_PORT || 8788);
const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT || 8787);
export const EDGE_URL = `http://127.0.0.1:${EDGE_PORT}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "../../test-results/playwright-edge.json" }]],
  use: {
    baseURL: EDGE_URL,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: "npx tsx --conditions=source scripts/edge.ts",
    url: EDGE_URL,
    reuseExistingServer: !process.env.CI,
    // The site is built first for the edge's address.
    timeout: 600_000,
    env: {
      EDGE_PORT: String(EDGE_PORT),
      SERVICES_PORT: String(SERVICES_PORT),
      // Inside the checkout, where the site's server build finds its dependencies.
      EDGE_BUILD_DIR: fileURLToPath(new URL(`../../.cache/edge-e2e-${EDGE_PORT}`, import.meta.url)),
      SERVICES_DATA_DIR: join(
        tmpdir(),
        `marketing-edge-e2e-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`,
      ),
    },
  },
});
