// Reads from Google held in Cloudflare's cache (the Cache API, per data centre), so the site's
// traffic never becomes Google's: fresh for a period, then served stale while one request
// revalidates, and on Google's 429, 5xx or a time-out the last good copy (kept a day) instead of an
// error. Concurrent misses in one isolate share one request (`inFlight`); across isolates a short
// lease written back to the cache keeps others from revalidating the same copy at once.

/** What Google answered, as the cache and every waiting request need it. */
export interface Upstream {
  status: number;
  body: string;
  contentType: string;
  /** Why the Worker itself could not ask (a misconfiguration it logged): the answer's message. */
  problem?: string;
}

export interface ReadOptions {
  /** The cache key: the canonical address of the read (no query a client could vary). */
  key: string;
  /** Seconds a copy is fresh; each copy gets ±10% so copies made together expire apart. */
  freshSeconds: number;
  /** Asks Google; throws or resolves to its answer (any status). */
  fetchUpstream: () => Promise<Upstream>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Default Math.random (tests pin it). */
  random?: () => number;
}

/** How long a copy is kept for the failure case: a day. */
const KEEP_SECONDS = 86_400;
/** Past fresh, how long a copy is still served at once while it is revalidated (as RFC 5861's). */
const STALE_WHILE_REVALIDATE_FACTOR = 10;
/** A revalidation's (or a failure's) hold on a copy: others serve it as fresh meanwhile. */
const LEASE_SECONDS = 10;

const FETCHED_AT = "X-Edge-Fetched-At";
const FRESH_UNTIL = "X-Edge-Fresh-Until";
const FAILED_STATUS = "X-Edge-Upstream-Failed";
/** Set on a copy held by a lease: past its period, still served while it is revalidated. */
const LEASED = "X-Edge-Leased";

/** Google is overloaded or down: serve the copy instead. */
const isFailure = (status: number) => status === 429 || status >= 500;

const inFlight = new Map<string, Promise<Upstream>>();

/** One request to Google per key at a time in this isolate, whoever asks. */
function coalesced(key: string, fetchUpstream: () => Promise<Upstream>): Promise<Upstream> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fetchUpstream()
      .catch((): Upstream => ({ status: 504, body: "", contentType: "" }))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

function stored(
  upstream: Upstream,
  fetchedAt: number,
  freshUntil: number,
  lease?: { failed?: number },
) {
  return new Response(upstream.body, {
    headers: {
      "Content-Type": upstream.contentType,
      "Cache-Control": `public, max-age=${KEEP_SECONDS}`,
      [FETCHED_AT]: String(fetchedAt),
      [FRESH_UNTIL]: String(freshUntil),
      ...(lease ? { [LEASED]: "1" } : {}),
      ...(lease?.failed ? { [FAILED_STATUS]: String(lease.failed) } : {}),
    },
  });
}

/** Why a copy was served: the `X-Edge-Cache` header a client (and the bench) reads. */
export type CacheOutcome = "hit" | "miss" | "stale" | "stale-if-error";

export interface ReadAnswer {
  upstream: Upstream;
  outcome: CacheOutcome;
  /** Seconds since Google answered this copy. */
  age: number;
}

export async function cachedRead(options: ReadOptions): Promise<ReadAnswer> {
  const { key, freshSeconds, waitUntil } = options;
  const random = options.random ?? Math.random;
  const cache = caches.default;
  const request = new Request(key);
  const now = Date.now();
  const freshFor = () => freshSeconds * 1000 * (0.9 + 0.2 * random());

  const store = async (
    copy: Upstream,
    fetchedAt: number,
    freshUntil: number,
    lease?: { failed?: number },
  ) => {
    await cache.put(request, stored(copy, fetchedAt, freshUntil, lease));
  };

  /** Asks Google (once, however many ask) and keeps a good answer. */
  const refresh = async (): Promise<Upstream> => {
    const answer = await coalesced(key, async () => {
      const upstream = await options.fetchUpstream();
      if (upstream.status === 200) {
        const at = Date.now();
        await store(upstream, at, at + freshFor());
      }
      return upstream;
    });
    return answer;
  };

  const copy = await cache.match(request);
  if (!copy) {
    const upstream = await refresh();
    return { upstream, outcome: "miss", age: 0 };
  }

  const fetchedAt = Number(copy.headers.get(FETCHED_AT)) || 0;
  const freshUntil = Number(copy.headers.get(FRESH_UNTIL)) || 0;
  const failed = Number(copy.headers.get(FAILED_STATUS)) || undefined;
  const leased = copy.headers.has(LEASED);
  const kept: Upstream = {
    status: 200,
    body: await copy.text(),
    contentType: copy.headers.get("Content-Type") ?? "application/json; charset=UTF-8",
  };
  const age = Math.max(0, Math.round((now - fetchedAt) / 1000));
  if (now < freshUntil)
    return { upstream: kept, outcome: failed ? "stale-if-error" : leased ? "stale" : "hit", age };

  /** Revalidates; on a failure the copy stays, marked, held a little before the next try. */
  const revalidate = async (): Promise<Upstream> => {
    await store(kept, fetchedAt, Date.now() + LEASE_SECONDS * 1000, { failed });
    const upstream = await refresh();
    if (isFailure(upstream.status))
      await store(kept, fetchedAt, Date.now() + LEASE_SECONDS * 1000, { failed: upstream.status });
    return upstream;
  };

  const stale = { upstream: kept, outcome: failed ? "stale-if-error" : "stale", age } as const;
  // Someone here is already asking Google: the copy meanwhile.
  if (inFlight.has(key)) return stale;
  if (now - freshUntil < freshSeconds * 1000 * STALE_WHILE_REVALIDATE_FACTOR) {
    waitUntil(revalidate().catch(() => undefined));
    return stale;
  }
  // Long unread: wait for Google, and fall back on the copy only if it fails.
  const upstream = await revalidate();
  if (isFailure(upstream.status)) return { upstream: kept, outcome: "stale-if-error", age };
  return { upstream, outcome: "miss", age: 0 };
}
