import { createServer, type RequestListener, type Server } from "node:http";

/** Bounds on what slow, idle or numerous clients can hold: one set for every server of `npm start`. */
export interface ConnectionLimits {
  /** Open sockets at once; more are closed on arrival. */
  maxConnections: number;
  /** Time for a client to send its request headers. */
  headersTimeoutMs: number;
  /** Time for a client to send its whole request. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open for the client's next request. */
  keepAliveTimeoutMs: number;
}

/**
 * `npm start` runs the local services and the site server in one process, each holding a socket
 * (one file descriptor) per connection: their caps together (96 + 96) stay under macOS's default
 * limit of 256 open files with 64 left for the files served, the data file, stdio and the worker
 * threads, so no number of idle clients on one port stops the other from answering.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 96,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Node's default, 5 s, is shorter than many clients keep a pooled socket: Playwright's request
  // context (microsoft/playwright#42698) and other Node agents ignore the server's Keep-Alive hint
  // and reuse a socket the server is closing, which fails with ECONNRESET. Browsers retry that
  // request; those clients do not.
  keepAliveTimeoutMs: 65_000,
};

/** An HTTP server that drops clients too slow to send their request, and refuses one too many. */
export function createLimitedServer(limits: ConnectionLimits, listener: RequestListener): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
      // How often those two are checked; the default (30 s) would let them overrun.
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  return server;
}
