// A path no asset answers, as scripts/site-server.ts answers it for `npm start`: a differently
// cased address of a page serves the page (paths match case-insensitively), an unknown post the
// blog's not-found page (its widget asks the live sheet), anything else the not-found page of the
// path's language, with status 404.
import { logNotFound } from "@marketing/contracts";
import type { Env } from "./env";

const FRENCH = /^\/fr(\/|$)/i;
const POST = /^(\/fr)?\/blog\/[^/]+\/?$/i;

/**
 * The asset at `path` on this site. Set as the path, never resolved against the request's address:
 * `//evil.example/about` is then a path of this site (no such page), not another host's address.
 */
async function asset(env: Env, request: Request, path: string, search = ""): Promise<Response> {
  const target = new URL(request.url);
  target.pathname = path;
  target.search = search;
  return env.ASSETS.fetch(new Request(target, { headers: request.headers }));
}

export async function notFound(request: Request, url: URL, env: Env): Promise<Response> {
  const lower = url.pathname.toLowerCase();
  if (lower !== url.pathname) {
    const page = await asset(env, request, lower, url.search);
    if (page.status !== 404) return page;
  }
  // One JSON line per page not found, as the site server logs it (`wrangler tail` shows it).
  logNotFound(request.url, request.headers.get("referer") ?? "");
  const prefix = FRENCH.test(url.pathname) ? "/fr" : "";
  const page = await asset(
    env,
    request,
    POST.test(url.pathname) ? `${prefix}/blog/__not-found` : `${prefix}/404`,
  );
  return new Response(page.body, { status: 404, headers: page.headers });
}
