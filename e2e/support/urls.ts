import { DEFAULT_SERVICES_PORT, DEFAULT_SITE_PORT, LOCAL_HOST } from "@marketing/contracts";

// Browser tests run against the default ports, so the site build needs no test-only configuration.
// E2E_SITE_PORT / E2E_SERVICES_PORT move them (a checkout tested beside another on one machine;
// build with VITE_SITE_URL and VITE_SERVICES_URL naming the same ports).
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || DEFAULT_SITE_PORT);
export const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT || DEFAULT_SERVICES_PORT);
export const SITE_URL = `http://${LOCAL_HOST}:${SITE_PORT}`;
export const SERVICES_URL = `http://${LOCAL_HOST}:${SERVICES_PORT}`;
