import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_SERVICES_PORT, DEFAULT_SITE_PORT, LOCAL_HOST } from "@marketing/contracts";

// Browser tests run against the default ports, so the site build needs no test-only configuration.
// E2E_SITE_PORT / E2E_SERVICES_PORT move them (a checkout tested beside another on one machine;
// build with VITE_SITE_URL and VITE_SERVICES_URL naming the same ports).
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || DEFAULT_SITE_PORT);
export const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT || DEFAULT_SERVICES_PORT);
export const SITE_URL = `http://${LOCAL_HOST}:${SITE_PORT}`;
export const SERVICES_URL = `http://${LOCAL_HOST}:${SERVICES_PORT}`;

/**
 * The local services' data folder under test: test submissions stay out of the one `npm start`
 * shows; one folder per checkout, since a data folder takes one process at a time (checkouts may
 * run side by side, ports isolated). Tests read its confirmation key to make expired links.
 */
export const SERVICES_DATA_DIR = join(
  tmpdir(),
  `marketing-e2e-services-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}`,
);
