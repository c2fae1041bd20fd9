// The one place that finds a Chromium for browser tests, Storybook tests and Lighthouse:
// CHROME_PATH, then Debian's /usr/bin/chromium, then a Playwright-managed browser.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const NO_CHROMIUM_MESSAGE =
  "No Chromium found: install one with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome executable.";

function playwrightManaged() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The Chromium executable, or throws one line saying how to install one. Never skips. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const managed = playwrightManaged();
  if (managed) return managed;
  throw new Error(NO_CHROMIUM_MESSAGE);
}
