// The site on the internet: the built site (static assets, served by Cloudflare with the build's
// `_headers` and `_redirects`) and the widgets' API on the same origin. Requests reach this code
// only for /api/* and for paths no asset answers (wrangler.jsonc `run_worker_first`).
import { EDGE_ROUTES } from "@marketing/contracts";
import { notARead, overReadLimit } from "./cached-route";
import { publishedDoc } from "./docs";
import type { Context, Env } from "./env";
import { preflight, problem } from "./http";
import { notFound } from "./not-found";
import { isSheetsRoute, sheetsValues } from "./sheets";
import { SUBMISSION_ROUTES, submit } from "./submissions";

async function api(request: Request, url: URL, env: Env, ctx: Context): Promise<Response> {
  if (request.method === "OPTIONS") return preflight();
  const read = isSheetsRoute(url.pathname)
    ? sheetsValues
    : url.pathname === EDGE_ROUTES.docs
      ? publishedDoc
      : undefined;
  if (read)
    return notARead(request) ?? (await overReadLimit(request, env)) ?? read(request, url, env, ctx);
  const kind = SUBMISSION_ROUTES[url.pathname];
  if (kind) return submit(request, url, env, kind);
  return problem(404, "No such route.");
}

export default {
  async fetch(request: Request, env: Env, ctx: Context): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith("/api/")) return notFound(request, url, env);
    try {
      return await api(request, url, env, ctx);
    } catch (error) {
      console.error("edge:", error);
      return problem(500, "Internal error.");
    }
  },
};
