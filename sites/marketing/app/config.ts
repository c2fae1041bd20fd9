// The site's widget configuration, read once from build-time environment variables (Vite inlines
// them). Unset or empty = the library's defaults, i.e. the embedded local services.
// From source, not the package name: react-router.config.ts loads this before any build (and
// without the site's Vite alias), through posts.server.ts.
import {
  LOCAL_SERVICES_URL,
  defaultConfig,
  type WidgetConfig,
} from "../../../packages/widgets/src/core/config";

type Env = Record<string, string | undefined>;

/** Every VITE_* variable the site reads, in one place (the README lists the same names). */
export const SITE_ENV_VARS = [
  "VITE_SITE_URL",
  "VITE_SERVICES_URL",
  "VITE_NEWSLETTER_ENDPOINT",
  "VITE_CONTACT_ENDPOINT",
  "VITE_COMMENTS_ENDPOINT",
  "VITE_SHEETS_API_KEY",
  "VITE_SPREADSHEET_ID",
  "VITE_SHEETS_API_BASE",
  "VITE_DOC_PROXIES",
  "VITE_DRIVE_IMAGE_URL",
  "VITE_CALENDAR_URL",
  "VITE_CONTACT_EMAIL",
] as const;

const DEFAULT_SITE_URL = "http://127.0.0.1:4173";

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The local-services defaults moved to another base URL (services on another port or host). */
function rebase(config: WidgetConfig, base: string): WidgetConfig {
  const move = (value: string) =>
    value.startsWith(LOCAL_SERVICES_URL) ? base + value.slice(LOCAL_SERVICES_URL.length) : value;
  return {
    ...config,
    newsletterEndpoint: move(config.newsletterEndpoint),
    contactEndpoint: move(config.contactEndpoint),
    commentsEndpoint: move(config.commentsEndpoint),
    sheetsApiBase: move(config.sheetsApiBase),
    docProxies: config.docProxies.map(move),
    driveImageUrl: move(config.driveImageUrl),
  };
}

/** The full widget configuration for a given environment (exported for tests). */
export function configFromEnv(env: Env): WidgetConfig {
  const servicesUrl = present(env.VITE_SERVICES_URL)?.replace(/\/+$/, "");
  const base = servicesUrl ? rebase(defaultConfig, servicesUrl) : defaultConfig;
  const services = servicesUrl ?? LOCAL_SERVICES_URL;
  // No calendar configured: the local services' stand-in for the provider (works offline); a
  // configured booking page gets the real provider's script and stylesheet.
  const calendarUrl = present(env.VITE_CALENDAR_URL);
  const calendar = calendarUrl
    ? { calendarUrl }
    : {
        calendarUrl: `${services}/calendar/strategy-call`,
        calendarScriptUrl: `${services}/calendar/widget.js`,
        calendarStylesheetUrl: `${services}/calendar/widget.css`,
      };
  const proxies = present(env.VITE_DOC_PROXIES)
    ?.split(",")
    .map((proxy) => proxy.trim())
    .filter(Boolean);
  return {
    ...base,
    newsletterEndpoint: present(env.VITE_NEWSLETTER_ENDPOINT) ?? base.newsletterEndpoint,
    contactEndpoint: present(env.VITE_CONTACT_ENDPOINT) ?? base.contactEndpoint,
    commentsEndpoint: present(env.VITE_COMMENTS_ENDPOINT) ?? base.commentsEndpoint,
    sheetsApiKey: present(env.VITE_SHEETS_API_KEY) ?? base.sheetsApiKey,
    spreadsheetId: present(env.VITE_SPREADSHEET_ID) ?? base.spreadsheetId,
    sheetsApiBase: present(env.VITE_SHEETS_API_BASE)?.replace(/\/+$/, "") ?? base.sheetsApiBase,
    docProxies: proxies?.length ? proxies : base.docProxies,
    driveImageUrl: present(env.VITE_DRIVE_IMAGE_URL) ?? base.driveImageUrl,
    ...calendar,
    contactEmail: present(env.VITE_CONTACT_EMAIL) ?? base.contactEmail,
  };
}

const env = import.meta.env as unknown as Env;

/** What the site passes to `<WidgetsProvider config>`. */
export const widgetConfig: WidgetConfig = configFromEnv(env);

/** The public origin of the site, for canonical URLs, hreflang, Open Graph and the sitemap. */
export const SITE_URL = (present(env.VITE_SITE_URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
