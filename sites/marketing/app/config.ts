// The site's widget configuration, read once from build-time environment variables (Vite inlines
// them). Unset or empty = the library's defaults: the API on the site's own origin (`/api`).
import {
  CONFIG_KEY_NAMES,
  DEFAULT_SITE_PORT,
  LOCAL_HOST,
  describeConfigKey,
} from "@marketing/contracts";
import { defaultConfig, type WidgetConfig } from "@marketing/widgets";
import { CALENDAR_STAND_IN_PATH } from "./content/pages";
import { present, type Env } from "./services-config";

/**
 * Every VITE_* variable the site reads: its address, each configuration key's own (its
 * descriptor's `env`, @marketing/contracts config-keys.ts) and the local-build switch.
 */
export const SITE_ENV_VARS: readonly string[] = [
  "VITE_SITE_URL",
  ...CONFIG_KEY_NAMES.flatMap((key) => describeConfigKey(key).env ?? []),
  "VITE_LOCAL_SERVICES",
];

const DEFAULT_SITE_URL = `http://${LOCAL_HOST}:${DEFAULT_SITE_PORT}`;

/** The public origin of the site for an environment (canonical URLs, the calendar stand-in). */
const siteUrlOf = (env: Env) =>
  (present(env.VITE_SITE_URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, "");

/** The full widget configuration for a given environment (exported for tests). */
export function configFromEnv(env: Env): WidgetConfig {
  // No calendar configured: the stand-in for the provider; a configured booking page gets the
  // real provider's script and stylesheet.
  const calendarUrl = present(env.VITE_CALENDAR_URL);
  const standIn = `${siteUrlOf(env)}${CALENDAR_STAND_IN_PATH}`;
  const calendar = calendarUrl
    ? { calendarUrl }
    : {
        calendarUrl: `${standIn}/strategy-call`,
        calendarScriptUrl: `${standIn}/widget.js`,
        calendarStylesheetUrl: `${standIn}/widget.css`,
        // The stand-in is not the provider: its origin is named (the widget refuses others).
        allowedScriptOrigins: [new URL(standIn).origin],
      };
  return { ...defaultConfig, ...calendar, ...ownVariables(env) };
}

/** The keys a build variable of their own sets (their descriptor's `env`). */
function ownVariables(env: Env): Partial<WidgetConfig> {
  return Object.fromEntries(
    CONFIG_KEY_NAMES.flatMap((key) => {
      const variable = describeConfigKey(key).env;
      const text = variable ? present(env[variable]) : undefined;
      return text ? [[key, text]] : [];
    }),
  );
}

// Empty outside Vite (the site server's CSP calls configFromEnv from Node).
const env = (import.meta.env ?? {}) as unknown as Env;

/** What the site passes to `<WidgetsProvider config>`. */
export const widgetConfig: WidgetConfig = configFromEnv(env);

/** The public origin of the site, for canonical URLs, hreflang, Open Graph and the sitemap. */
export const SITE_URL = siteUrlOf(env);

/** The API as an absolute address (a build reads documents' pictures through it). */
export const ABSOLUTE_API = new URL(widgetConfig.api, `${SITE_URL}/`).href.replace(/\/+$/, "");
