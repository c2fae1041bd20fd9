import { createServer, type RequestListener, type Server } from "node:http";

/** Bounds on what slow, idle or numerous clients can hold: one set for every server of `npm start`. */
export interface ConnectionLimits {
  /** Open sockets at once; more are closed on arrival. */
  maxConnections: number;
  /** Time for a client to send its request headers. */
  headersTimeoutMs: number;
  /** Time for a client to send its whole request. */
  requestTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 512,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
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
  return server;
}
