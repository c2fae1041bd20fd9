import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_SERVICES_PORT, DEFAULT_SITE_PORT, LOCAL_HOST } from "@marketing/contracts";

// Browser tests run against the default ports, so the site build needs no test-only configuration.
// E2E_SITE_PORT / E2E_SERVICES_PORT move them (a checkout tested beside another on one machine;
// build with VITE_SITE_URL naming the same site port).
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || DEFAULT_SITE_PORT);
export const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT || DEFAULT_SERVICES_PORT);
export const SITE_URL = `http://${LOCAL_HOST}:${SITE_PORT}`;
/** The local services (stand-ins of Google and the Apps Script): their submissions and outbox. */
export const SERVICES_URL = `http://${LOCAL_HOST}:${SERVICES_PORT}`;
/** The widgets' API: the edge Worker behind the site. */
export const API_URL = `${SITE_URL}/api`;

/**
 * A third-party origin standing in for a WordPress page that embeds widgets (host-page.ts): the
 * site's API lists it (ALLOWED_ORIGINS, playwright.config.ts). localhost (not 127.0.0.1) makes it
 * another origin than the site; a loopback one, so Chromium lets it call the site without a
 * local-network-access prompt. Playwright answers it.
 */
export const HOST_ORIGIN = "http://localhost:4999";

/**
 * The local services' data folder under test: test submissions stay out of the one `npm start`
 * shows; one folder per checkout, since a data folder takes one process at a time (checkouts may
 * run side by side, ports isolated). Tests read its confirmation key to make expired links.
 */
export const SERVICES_DATA_DIR = join(
  tmpdir(),
  `marketing-e2e-services-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`,
);

/**
 * The Worker's LINK_SECRET under test (playwright.config.ts gives it to `npm start`, which takes it
 * from the environment): a test signs a link as a mail of the Worker's would carry it.
 */
export const E2E_LINK_SECRET = "e2e-link-secret";
