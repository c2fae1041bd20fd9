import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import {
  DEFAULT_SERVICES_PORT,
  DEFAULT_SITE_PORT,
  LOCAL_ENDPOINT_SECRET,
  LOCAL_HOST,
} from "@marketing/contracts";
import { loadConfirmSecret } from "./confirm-secret";
import { loadFixtures } from "./fixtures-loader";
import { HangingResponses } from "./hanging-responses";
import {
  DEFAULT_CONNECTION_LIMITS,
  createLimitedServer,
  type ConnectionLimits,
} from "./limited-server";
import { DEFAULT_DATA_DIR, DEFAULT_FIXTURES_DIR } from "./paths";
import { createRequestHandler } from "./server";
import { SubmissionsStore, type WriteChunk } from "./submissions-store";

export { PRIVATE_SPREADSHEET_ID } from "./constants";
export type { SubmissionRecord, WriteChunk } from "./submissions-store";
export { DataDirLocked } from "./data-dir-lock";
export {
  DEFAULT_CONNECTION_LIMITS,
  createLimitedServer,
  type ConnectionLimits,
} from "./limited-server";
export type { SubmissionKind } from "@marketing/contracts";

export interface StartServicesOptions {
  /** Port to listen on; 0 picks a free one. Default 8787. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1 (never exposed beyond this machine by default). */
  host?: string;
  /** Where `submissions.jsonl` lives. Default `$SERVICES_DATA_DIR`, else `packages/local-services/.data`. */
  dataDir?: string;
  /** Where posts.json, comments.json, images.json and docs/ are read from. Default `fixtures/`. */
  fixturesDir?: string;
  /** Bounds on what clients can hold; the defaults suit a developer's machine. */
  limits?: Partial<ServiceLimits>;
  /**
   * Hold new comments until approved (from the owner's moderation mail), as the Apps Script does.
   * Default on; `$SERVICES_MODERATION === "0"` approves them at once.
   */
  moderation?: boolean;
  /**
   * New subscribers confirm by the link of an email (kept at `/outbox`). Default on, as the Apps
   * Script; `$SERVICES_DOUBLE_OPT_IN === "0"` turns it off (confirmed at once).
   */
  doubleOptIn?: boolean;
  /** The site the confirmation links open. Default `$SERVICES_SITE_URL`, else `npm start`'s default. */
  siteUrl?: string;
  /**
   * What the Worker's moderation bodies must carry (its ENDPOINT_SECRET). Default
   * `$ENDPOINT_SECRET`, else the local default the Worker of `npm start` uses.
   */
  endpointSecret?: string;
  /** How bytes reach the data file (tests inject a full disk). */
  writeChunk?: WriteChunk;
}

export interface ServiceLimits extends ConnectionLimits {
  /** `?fail=timeout` responses held open at once; more answer 503. */
  maxHeldResponses: number;
}

const DEFAULT_LIMITS: ServiceLimits = { ...DEFAULT_CONNECTION_LIMITS, maxHeldResponses: 32 };

export interface RunningServices {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  url: string;
  port: number;
  /** Absolute path of the submissions data file. */
  dataFile: string;
  /** Stops listening, drops held-open responses, waits for pending writes, closes the file. */
  close(): Promise<void>;
}

/** Starts the local stand-ins for Sheets, published Docs, Drive, the newsletter, contact and comments. */
export async function startServices(options: StartServicesOptions = {}): Promise<RunningServices> {
  const host = options.host ?? LOCAL_HOST;
  const dataDir = resolve(options.dataDir ?? process.env.SERVICES_DATA_DIR ?? DEFAULT_DATA_DIR);
  const fixturesDir = resolve(options.fixturesDir ?? DEFAULT_FIXTURES_DIR);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const fixtures = await loadFixtures(fixturesDir);
  const confirmSecret = await loadConfirmSecret(dataDir);
  const store = await SubmissionsStore.open(dataDir, options.writeChunk);
  const hanging = new HangingResponses(limits.maxHeldResponses);
  const hostInUrl = host.includes(":") ? `[${host}]` : host;
  const ctx = {
    fixtures,
    fixturesDir,
    store,
    hanging,
    fallbackOrigin: `http://${hostInUrl}:${options.port ?? DEFAULT_SERVICES_PORT}`,
    allowedHosts: new Set<string>(),
    moderation: options.moderation ?? process.env.SERVICES_MODERATION !== "0",
    doubleOptIn: options.doubleOptIn ?? process.env.SERVICES_DOUBLE_OPT_IN !== "0",
    siteUrl:
      options.siteUrl ??
      process.env.SERVICES_SITE_URL ??
      `http://${LOCAL_HOST}:${DEFAULT_SITE_PORT}`,
    confirmSecret,
    endpointSecret:
      options.endpointSecret ?? (process.env.ENDPOINT_SECRET || LOCAL_ENDPOINT_SECRET),
  };
  const server = createLimitedServer(limits, createRequestHandler(ctx));
  try {
    await listen(server, options.port ?? DEFAULT_SERVICES_PORT, host);
  } catch (error) {
    await store.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  ctx.fallbackOrigin = `http://${hostInUrl}:${port}`;
  // Loopback names only (with the port): a browser sends another name only under DNS rebinding.
  for (const name of ["127.0.0.1", "localhost", "[::1]", hostInUrl.toLowerCase()])
    ctx.allowedHosts.add(`${name}:${port}`);
  let closing: Promise<void> | undefined;
  return {
    url: ctx.fallbackOrigin,
    port,
    dataFile: store.file,
    close: () => (closing ??= shutDown(server, hanging, store)),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolveListen();
    });
  });
}

async function shutDown(
  server: Server,
  hanging: HangingResponses,
  store: SubmissionsStore,
): Promise<void> {
  const stopped = new Promise<void>((done) => server.close(() => done()));
  hanging.closeAll();
  server.closeIdleConnections();
  // Requests in flight get a moment to answer; then every socket goes.
  const force = setTimeout(() => server.closeAllConnections(), 1000);
  await stopped;
  clearTimeout(force);
  await store.close();
}
