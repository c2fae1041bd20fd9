// What the two cached reads (Sheets values, published documents) do once the address is checked:
// ask the cache (read-cache.ts), then answer its copy with the headers every read carries.
import { numberVar, type Context, type Env } from "./env";
import { clientKey } from "./client";
import { problem } from "./http";
import { cachedRead, type Upstream } from "./read-cache";

export interface CachedRoute {
  /** The cache key: the canonical address of the read. */
  key: string;
  fetchUpstream: () => Promise<Upstream>;
  /** The content type when the upstream names none. */
  contentType: string;
  /** The answer when nothing is kept and the upstream failed (undefined: pass its answer on). */
  failed: (upstream: Upstream) => Response | undefined;
  /** The route's own headers. */
  headers?: Record<string, string>;
}

export async function serveCached(
  request: Request,
  env: Env,
  ctx: Context,
  route: CachedRoute,
): Promise<Response> {
  const answer = await cachedRead({
    key: route.key,
    freshSeconds: numberVar(env.SHEETS_CACHE_SECONDS, 60),
    fetchUpstream: route.fetchUpstream,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  const { upstream } = answer;
  const failure = route.failed(upstream);
  if (failure) return failure;
  return new Response(request.method === "HEAD" ? null : upstream.body, {
    status: upstream.status,
    headers: {
      "Content-Type": upstream.contentType || route.contentType,
      "X-Content-Type-Options": "nosniff",
      // The widgets keep their own copy; a browser asks again, and the edge answers from cache.
      "Cache-Control": "no-cache",
      "X-Edge-Cache": answer.outcome,
      Age: String(answer.age),
      ...route.headers,
    },
  });
}

/**
 * The 429 for a client past its reads a minute (READ_LIMITER), else undefined. A request that names
 * no client did not come through Cloudflare (`npm start`, `npm run edge`): nobody to count.
 */
export async function overReadLimit(request: Request, env: Env): Promise<Response | undefined> {
  const client = clientKey(request);
  if (!env.READ_LIMITER || client === "unknown") return undefined;
  if ((await env.READ_LIMITER.limit({ key: client })).success) return undefined;
  return problem(429, "Too many reads from this address; try again in a minute.", {
    "Retry-After": "60",
  });
}
