// Which other sites' pages may call the API from a browser: the origins the company lists
// (ALLOWED_ORIGINS, e.g. its WordPress site), never any origin. A page on the site's own origin
// needs no CORS; a listed origin gets its own origin back (with `Vary: Origin`), anyone else none,
// so the browser keeps the answer from that page.
import type { Env } from "./env";

/** The listed origins, each as `new URL` spells it (`https://blog.example.com`). */
export function listedOrigins(env: Env): Set<string> {
  const origins = new Set<string>();
  for (const item of (env.ALLOWED_ORIGINS ?? "").split(/[\s,]+/)) {
    if (!item) continue;
    try {
      const url = new URL(item);
      if (url.protocol === "https:" || url.protocol === "http:") origins.add(url.origin);
    } catch {
      console.error(`edge: ALLOWED_ORIGINS has "${item}", which is not an origin; it is ignored.`);
    }
  }
  return origins;
}

/** The request's `Origin` when the API answers it: the site's own, or a listed one. */
export function allowedOrigin(request: Request, url: URL, env: Env): string | undefined {
  const origin = request.headers.get("Origin");
  if (!origin) return undefined;
  return origin === url.origin || listedOrigins(env).has(origin) ? origin : undefined;
}

/** A preflight: the methods and headers the API takes, for an allowed origin only. */
export function preflight(request: Request, url: URL, env: Env): Response {
  const origin = allowedOrigin(request, url, env);
  if (!origin) return new Response(null, { status: 403, headers: { Vary: "Origin" } });
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "GET, HEAD, POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Max-Age": "86400",
      Vary: "Origin",
    },
  });
}

/** The answer, readable by an allowed origin's page. */
export function withCors(response: Response, origin: string | undefined): Response {
  const answer = new Response(response.body, response);
  answer.headers.append("Vary", "Origin");
  if (origin) answer.headers.set("Access-Control-Allow-Origin", origin);
  return answer;
}
