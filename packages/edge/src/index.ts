// The site on the internet: the built site (static assets, served by Cloudflare with the build's
// `_headers` and `_redirects`) and the widgets' API on the same origin. Requests reach this code
// only for /api/*, the unsubscribe page (whose address takes a mail client's one-click POST) and
// paths no asset answers (wrangler.jsonc `run_worker_first`).
import { API_PATH, isUnsubscribePath, matchApiRoute } from "@marketing/contracts";
import { allowedOrigin, preflight, withCors } from "./cors";
import type { Context, Env } from "./env";
import { problem } from "./http";
import { notFound } from "./not-found";
import { HANDLERS } from "./routes";
import { unsubscribePage } from "./subscribers/unsubscribe";

// The Durable Object classes wrangler.jsonc binds are exported by the Worker's main module.
export { MailDesk } from "./notify/desk";

async function api(request: Request, url: URL, env: Env, ctx: Context): Promise<Response> {
  if (request.method === "OPTIONS") return preflight(request, url, env);
  const match = matchApiRoute(url.pathname.slice(API_PATH.length));
  if (!match) return problem(404, "No such route.");
  const { method } = match.route;
  const allowed = method === "GET" ? ["GET", "HEAD"] : [method];
  if (!allowed.includes(request.method))
    return problem(405, `Use ${allowed.join(" or ")}.`, {
      Allow: [...allowed, "OPTIONS"].join(", "),
    });
  const origin = allowedOrigin(request, url, env);
  const answer = await HANDLERS[match.name]({
    request,
    url,
    env,
    ctx,
    params: match.params,
    origin,
  });
  return withCors(answer, origin);
}

// The mailing tool's queue, a Durable Object class (wrangler.jsonc `durable_objects`).
export { MailingSync } from "./mailing/sync";

export default {
  async fetch(request: Request, env: Env, ctx: Context): Promise<Response> {
    const url = new URL(request.url);
    const page = isUnsubscribePath(url.pathname);
    if (!page && !url.pathname.startsWith(`${API_PATH}/`)) return notFound(request, url, env);
    try {
      if (page) return await unsubscribePage(request, url, env);
      return await api(request, url, env, ctx);
    } catch (error) {
      console.error("edge:", error);
      return problem(500, "Internal error.");
    }
  },
};
