// Where the widgets' services are, from build-time environment variables: unset or empty keeps the
// embedded local services. Imports nothing but the contracts, so the prerender (posts.server.ts,
// loaded by react-router.config.ts before any Vite build) reads the same values as the pages.
import {
  describeConfigKey,
  localServiceEndpoints,
  type ServiceEndpoints,
} from "@marketing/contracts";

export type Env = Record<string, string | undefined>;

export const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** A variable's text as its key's value: a list (`urls`) is comma-separated. */
function fromVariable(key: keyof ServiceEndpoints, text: string): string | string[] | undefined {
  if (describeConfigKey(key).kind === "urls") {
    const list = text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    return list.length ? list : undefined;
  }
  // A base address, which the widgets join paths to.
  return key === "sheetsApiBase" ? text.replace(/\/+$/, "") : text;
}

/**
 * Every service endpoint for an environment: `VITE_SERVICES_URL` moves them all, then each key's
 * own build variable (its descriptor's `env`, @marketing/contracts config-keys.ts) sets it.
 */
export function servicesFromEnv(env: Env): ServiceEndpoints {
  const base = localServiceEndpoints(present(env.VITE_SERVICES_URL));
  const keys = Object.keys(base) as Array<keyof ServiceEndpoints>;
  return Object.fromEntries(
    keys.map((key) => {
      const variable = describeConfigKey(key).env;
      const text = variable && present(env[variable]);
      return [key, (text && fromVariable(key, text)) ?? base[key]];
    }),
  ) as unknown as ServiceEndpoints;
}
