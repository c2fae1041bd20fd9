// The site's widget configuration, read once from build-time environment variables (Vite inlines
// them). Unset or empty = the library's defaults, i.e. the embedded local services.
import {
  CONFIG_KEY_NAMES,
  DEFAULT_SITE_PORT,
  LOCAL_HOST,
  LOCAL_SERVICES_URL,
  describeConfigKey,
  localServiceEndpoints,
} from "@marketing/contracts";
import { defaultConfig, type WidgetConfig } from "@marketing/widgets";
import { present, servicesFromEnv, type Env } from "./services-config";

/**
 * Every VITE_* variable the site reads: its address, the services' base, each configuration key's
 * own (its descriptor's `env`, @marketing/contracts config-keys.ts) and the loopback switch.
 */
export const SITE_ENV_VARS: readonly string[] = [
  "VITE_SITE_URL",
  "VITE_SERVICES_URL",
  ...CONFIG_KEY_NAMES.flatMap((key) => describeConfigKey(key).env ?? []),
  "VITE_LOCAL_SERVICES",
];

const DEFAULT_SITE_URL = `http://${LOCAL_HOST}:${DEFAULT_SITE_PORT}`;

/** Where the local services are, when the build uses them (`VITE_SERVICES_URL`, else their default). */
const servicesUrlOf = (env: Env) =>
  present(env.VITE_SERVICES_URL)?.replace(/\/+$/, "") ?? LOCAL_SERVICES_URL;

/** The full widget configuration for a given environment (exported for tests). */
export function configFromEnv(env: Env): WidgetConfig {
  const services = servicesUrlOf(env);
  // No calendar configured: the local services' stand-in for the provider (works offline); a
  // configured booking page gets the real provider's script and stylesheet.
  const calendarUrl = present(env.VITE_CALENDAR_URL);
  const calendar = calendarUrl
    ? { calendarUrl }
    : {
        calendarUrl: `${services}/calendar/strategy-call`,
        calendarScriptUrl: `${services}/calendar/widget.js`,
        calendarStylesheetUrl: `${services}/calendar/widget.css`,
        // The stand-in is not the provider: its origin is named (the widget refuses others).
        allowedScriptOrigins: [services],
      };
  return {
    ...defaultConfig,
    ...servicesFromEnv(env),
    ...calendar,
    ...ownVariables(env),
  };
}

/** The keys beyond the services that a build variable of their own sets (their descriptor's `env`). */
function ownVariables(env: Env): Partial<WidgetConfig> {
  const services = new Set<string>(Object.keys(localServiceEndpoints()));
  return Object.fromEntries(
    CONFIG_KEY_NAMES.flatMap((key) => {
      const variable = describeConfigKey(key).env;
      const text = !services.has(key) && variable ? present(env[variable]) : undefined;
      return text ? [[key, text]] : [];
    }),
  );
}

// Empty outside Vite (the site server's CSP calls configFromEnv from Node).
const env = (import.meta.env ?? {}) as unknown as Env;

/** What the site passes to `<WidgetsProvider config>`. */
export const widgetConfig: WidgetConfig = configFromEnv(env);

export const SERVICES_URL = servicesUrlOf(env);

/** The public origin of the site, for canonical URLs, hreflang, Open Graph and the sitemap. */
export const SITE_URL = (present(env.VITE_SITE_URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
