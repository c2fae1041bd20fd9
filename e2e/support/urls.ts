// Browser tests run against the default ports, so the site build needs no test-only configuration.
export const SITE_PORT = 4173;
export const SERVICES_PORT = 8787;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const SERVICES_URL = `http://127.0.0.1:${SERVICES_PORT}`;
