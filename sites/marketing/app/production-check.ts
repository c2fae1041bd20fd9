// A production build must not ship the embedded local services' addresses: visitors' browsers
// would call 127.0.0.1. Run before `react-router build` (Vite sets NODE_ENV=production for every
// build, so only here is the operator's own NODE_ENV still visible).
import { pathToFileURL } from "node:url";
import { configFromEnv } from "./config";

type Env = Record<string, string | undefined>;

/** The variable that sets each endpoint (VITE_SERVICES_URL moves them all). */
const ENDPOINT_VARIABLES = {
  newsletterEndpoint: "VITE_NEWSLETTER_ENDPOINT",
  contactEndpoint: "VITE_CONTACT_ENDPOINT",
  commentsEndpoint: "VITE_COMMENTS_ENDPOINT",
  sheetsApiBase: "VITE_SHEETS_API_BASE",
  docProxies: "VITE_DOC_PROXIES",
  driveImageUrl: "VITE_DRIVE_IMAGE_URL",
  calendarUrl: "VITE_CALENDAR_URL",
} as const;

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url.replace(/\{[^}]*\}/g, "x")).hostname;
    return /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|0\.0\.0\.0)$/i.test(host);
  } catch {
    return false;
  }
}

/** The message to stop a production build with, or undefined when the build may go on. */
export function productionBuildProblem(env: Env): string | undefined {
  const siteUrl = env.VITE_SITE_URL?.trim();
  const publicSite = !!siteUrl && !isLoopback(siteUrl);
  if (env.NODE_ENV !== "production" && !publicSite) return undefined;
  const config = configFromEnv(env);
  const local = Object.entries(ENDPOINT_VARIABLES)
    .filter(([key]) => {
      const value = config[key as keyof typeof ENDPOINT_VARIABLES];
      return (Array.isArray(value) ? value : [value]).some(isLoopback);
    })
    .map(([, variable]) => variable);
  if (local.length === 0) return undefined;
  const why = publicSite ? `VITE_SITE_URL is ${siteUrl}` : "NODE_ENV is production";
  return `Production build stopped (${why}) with endpoints still on 127.0.0.1: set ${local.join(", ")} (or VITE_SERVICES_URL) to the real services; README "Pointing the site at the real services".`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = productionBuildProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
