// Where the widgets' services are, from build-time environment variables: unset or empty keeps the
// embedded local services. Imports nothing but the contracts, so the prerender (posts.server.ts,
// loaded by react-router.config.ts before any Vite build) reads the same values as the pages.
import { localServiceEndpoints, type ServiceEndpoints } from "@marketing/contracts";

export type Env = Record<string, string | undefined>;

export const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Every service endpoint for an environment: `VITE_SERVICES_URL` moves them all, then one by one. */
export function servicesFromEnv(env: Env): ServiceEndpoints {
  const base = localServiceEndpoints(present(env.VITE_SERVICES_URL));
  const proxies = present(env.VITE_DOC_PROXIES)
    ?.split(",")
    .map((proxy) => proxy.trim())
    .filter(Boolean);
  return {
    newsletterEndpoint: present(env.VITE_NEWSLETTER_ENDPOINT) ?? base.newsletterEndpoint,
    contactEndpoint: present(env.VITE_CONTACT_ENDPOINT) ?? base.contactEndpoint,
    commentsEndpoint: present(env.VITE_COMMENTS_ENDPOINT) ?? base.commentsEndpoint,
    sheetsApiKey: present(env.VITE_SHEETS_API_KEY) ?? base.sheetsApiKey,
    spreadsheetId: present(env.VITE_SPREADSHEET_ID) ?? base.spreadsheetId,
    sheetsApiBase: present(env.VITE_SHEETS_API_BASE)?.replace(/\/+$/, "") ?? base.sheetsApiBase,
    docProxies: proxies?.length ? proxies : base.docProxies,
    driveImageUrl: present(env.VITE_DRIVE_IMAGE_URL) ?? base.driveImageUrl,
  };
}
