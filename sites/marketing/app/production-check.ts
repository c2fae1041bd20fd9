// A production build must not ship the embedded local services' addresses: visitors' browsers
// would call 127.0.0.1. Run before `react-router build` (Vite sets NODE_ENV=production for every
// build, so only here is the operator's own NODE_ENV still visible).
import { pathToFileURL } from "node:url";
import {
  CONFIG_KEY_NAMES,
  describeConfigKey,
  isLoopbackUrl,
  type ConfigKey,
} from "@marketing/contracts";
import { configFromEnv } from "./config";
import { present, type Env } from "./services-config";

/**
 * The variable that sets each endpoint (VITE_SERVICES_URL moves them all): every configuration key
 * with a build variable whose origin the page calls (its descriptor's `env` and `csp`).
 */
const ENDPOINT_VARIABLES: ReadonlyArray<[ConfigKey, string]> = CONFIG_KEY_NAMES.flatMap((key) => {
  const { env, csp } = describeConfigKey(key);
  return env && csp ? [[key, env] as [ConfigKey, string]] : [];
});

/**
 * Whether this build is for visitors: `NODE_ENV=production`, a public `VITE_SITE_URL`, or any
 * service variable naming a real (not loopback) address. A build half on real services and half on
 * the local ones is never right, so the last counts too (an example once documented was one).
 */
function productionReason(env: Env): string | undefined {
  const siteUrl = present(env.VITE_SITE_URL);
  if (siteUrl && !isLoopbackUrl(siteUrl)) return `VITE_SITE_URL is ${siteUrl}`;
  if (env.NODE_ENV === "production") return "NODE_ENV is production";
  const real = [...ENDPOINT_VARIABLES.map(([, variable]) => variable), "VITE_SERVICES_URL"].filter(
    (variable) => {
      const value = present(env[variable]);
      return !!value && value !== "none" && !value.split(",").every(isLoopbackUrl);
    },
  );
  if (real.length === 0) return undefined;
  return `${real.join(", ")} ${real.length > 1 ? "name" : "names"} real services`;
}

/** The message to stop a production build with, or undefined when the build may go on. */
export function productionBuildProblem(env: Env): string | undefined {
  // The explicit switch: a build meant for this machine only (a local production-mode trial).
  if (env.VITE_LOCAL_SERVICES === "1") return undefined;
  const why = productionReason(env);
  if (!why) return undefined;
  const config = configFromEnv(env);
  const local = ENDPOINT_VARIABLES.filter(([key]) => {
    const value: unknown = config[key];
    return [value].flat().some((url) => typeof url === "string" && isLoopbackUrl(url));
  }).map(([, variable]) => variable);
  if (local.length === 0) return undefined;
  return `Production build stopped (${why}) with endpoints still on this machine (127.0.0.1, localhost): visitors' browsers would call their own machine: set ${local.join(", ")} (or VITE_SERVICES_URL) to the real services, or VITE_LOCAL_SERVICES=1 for a build used only on this machine; docs/going-live.md.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = productionBuildProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
