// The widgets' defaults are the local services on 127.0.0.1: for development only. On a page served
// from anywhere else, a service nobody configured must not send the visitor's browser to its own
// machine (issue 27, item 4).
import { configKeysWhere, type ServiceEndpoints } from "@marketing/contracts";
import type { WidgetConfig } from "./config";

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

/** Development: a page on a loopback name (npm start, Storybook, the tests) or a `file:` page. */
export function pageOnThisMachine(loopbackHosts: ReadonlySet<string>): boolean {
  const location = globalThis.location as Location | undefined;
  if (!location) return true; // no page at all (a prerender in Node): the site's own check applies
  return location.protocol === "file:" || loopbackHosts.has(location.hostname);
}

/** `config` with every local-services default not in `named` moved to UNCONFIGURED_ORIGIN. */
export function withoutLocalDefaults(
  config: WidgetConfig,
  named: ReadonlySet<string>,
): { config: WidgetConfig; off: string[] } {
  const off = LOCAL_DEFAULT_KEYS.filter((key) => !named.has(key));
  const moved = (url: string) => url.replace(/^https?:\/\/[^/]+/, UNCONFIGURED_ORIGIN);
  const result: WidgetConfig = { ...config };
  for (const key of off) {
    const value = config[key];
    (result as unknown as Record<string, unknown>)[key] = Array.isArray(value)
      ? value.map(moved)
      : moved(value);
  }
  return { config: result, off };
}
