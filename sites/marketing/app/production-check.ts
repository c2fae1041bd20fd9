// A production build must not ship what only works on this machine: an API on 127.0.0.1 (visitors'
// browsers would call their own machine) or the calendar provider's offline stand-in instead of
// the company's booking page. Run before `react-router build` (Vite sets NODE_ENV=production for
// every build, so only here is the operator's own NODE_ENV still visible).
import { pathToFileURL } from "node:url";
import { isLoopbackUrl } from "@marketing/contracts";
import { present, type Env } from "./services-config";

/** Whether this build is for visitors: `NODE_ENV=production`, or a public `VITE_SITE_URL`. */
function productionReason(env: Env): string | undefined {
  const siteUrl = present(env.VITE_SITE_URL);
  if (siteUrl && !isLoopbackUrl(siteUrl)) return `VITE_SITE_URL is ${siteUrl}`;
  if (env.NODE_ENV === "production") return "NODE_ENV is production";
  return undefined;
}

/** The message to stop a production build with, or undefined when the build may go on. */
export function productionBuildProblem(env: Env): string | undefined {
  // The explicit switch: a build meant for this machine only (a local production-mode trial).
  if (env.VITE_LOCAL_SERVICES === "1") return undefined;
  const why = productionReason(env);
  if (!why) return undefined;
  const problems: string[] = [];
  const api = present(env.VITE_API);
  if (api && isLoopbackUrl(api))
    problems.push(`VITE_API is ${api}, on this machine: leave it unset (the site's own /api)`);
  if (!present(env.VITE_CALENDAR_URL))
    problems.push(
      "VITE_CALENDAR_URL is not set: the booking button would open the offline stand-in",
    );
  if (problems.length === 0) return undefined;
  return `Production build stopped (${why}): ${problems.join("; ")}. Set them, or VITE_LOCAL_SERVICES=1 for a build used only on this machine; docs/going-live.md.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = productionBuildProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
