import { DEFAULT_SERVICES_PORT, DEFAULT_SITE_PORT, LOCAL_HOST } from "@marketing/contracts";

// Browser tests run against the default ports, so the site build needs no test-only configuration.
export const SITE_PORT = DEFAULT_SITE_PORT;
export const SERVICES_PORT = DEFAULT_SERVICES_PORT;
export const SITE_URL = `http://${LOCAL_HOST}:${SITE_PORT}`;
export const SERVICES_URL = `http://${LOCAL_HOST}:${SERVICES_PORT}`;
