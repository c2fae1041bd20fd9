// The widgets' defaults are the local services on 127.0.0.1: for development only. On a page served
// from anywhere else, a service nobody configured must not send the visitor's browser to its own
// machine.
import { configKeysWhere, type ServiceEndpoints } from "@marketing/contracts";

/**
 * Where such a service points instead: a `.invalid` name (RFC 6761) never resolves, so the widget
 * shows its error state. Naming a loopback address explicitly (page block, attribute, provider)
 * still works: that is the switch for a page that really wants it.
 */
export const UNCONFIGURED_ORIGIN = "https://services-not-configured.invalid";

/** The keys whose defaults are the local services (`localServiceEndpoints`). */
const LOCAL_DEFAULT_KEYS = configKeysWhere(
  (descriptor) => descriptor.localDefault === true,
) as ReadonlyArray<keyof ServiceEndpoints>;

/** What this module reads of a configuration (core/config.ts's WidgetConfig has these keys). */
type LocalDefaults = Record<keyof ServiceEndpoints, string | readonly string[]>;

/** Development: a page on a loopback name (npm start, Storybook, the tests) or a `file:` page. */
export function pageOnThisMachine(loopbackHosts: ReadonlySet<string>): boolean {
  const location = globalThis.location as Location | undefined;
  if (!location) return true; // no page at all (a prerender in Node): the site's own check applies
  return location.protocol === "file:" || loopbackHosts.has(location.hostname);
}

/** `config` with every local-services default not in `named` moved to UNCONFIGURED_ORIGIN. */
export function withoutLocalDefaults<Config extends LocalDefaults>(
  config: Config,
  named: ReadonlySet<string>,
): { config: Config; off: string[] } {
  const off = LOCAL_DEFAULT_KEYS.filter((key) => !named.has(key));
  const moved = (url: string) => url.replace(/^https?:\/\/[^/]+/, UNCONFIGURED_ORIGIN);
  const result: Config = { ...config };
  for (const key of off) {
    const value: string | readonly string[] = config[key];
    (result as unknown as Record<string, unknown>)[key] =
      typeof value === "string" ? moved(value) : value.map(moved);
  }
  return { config: result, off };
}
