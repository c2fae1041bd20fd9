// Runs the Worker inside workerd (Miniflare's API, the engine `wrangler dev` uses): for `npm start`
// (its outbound requests reach the local services' stand-ins over the network), or with them
// answered by a stand-in the caller writes (the Worker's tests, the bench), counting what it is asked.
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { Miniflare, type Request as WorkerRequest } from "miniflare";
import { Agent, fetch as undiciFetch, type RequestInit } from "undici";
import {
  LOCAL_API_KEY,
  LOCAL_ENDPOINT_KEY,
  LOCAL_MAIL_FROM,
  LOCAL_MAILCHIMP_API_KEY,
  LOCAL_MAILCHIMP_BASE,
  LOCAL_MAILCHIMP_LIST_ID,
  LOCAL_ROUTES,
  LOCAL_SPREADSHEET_ID,
} from "@marketing/contracts";
import { company } from "@marketing/site/company";

const ENTRY = fileURLToPath(new URL("../src/index.ts", import.meta.url));

const bundled = new Map<string, Promise<string>>();

/**
 * The Worker as wrangler would bundle it (its dependencies, the contracts from their sources), or
 * another entry that exports its classes (a test's harness).
 */
export function bundleWorker(entry = ENTRY): Promise<string> {
  const cached = bundled.get(entry);
  if (cached) return cached;
  const bundle = build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["source", "workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    // The runtime's own modules (the Durable Object base class), as wrangler leaves them.
    external: ["cloudflare:*"],
    write: false,
  }).then((result) => result.outputFiles[0]!.text);
  bundled.set(entry, bundle);
  return bundle;
}

export interface Asked {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type StandIn = (asked: Asked) => Response | Promise<Response>;

export interface EdgeOptions {
  vars?: Record<string, string>;
  /** Answers every request the Worker makes to another host; without it they go out as sent. */
  upstream?: StandIn;
  /** Submissions a client address may make a minute (default 1000: not what a caller measures). */
  submitLimit?: number;
  /** Forms posted without JavaScript a client may make a minute (default 1000, production 3). */
  formPostLimit?: number;
  /** Reads a client may make a minute (default 100,000: not what a caller measures). */
  readLimit?: number;
  /** Another module than the Worker's (a test's harness exporting the Worker's classes). */
  entry?: string;
}

export interface Edge {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The request as the Worker would get it at `url` (any origin: the site's, for `npm start`). */
  dispatch(url: string, init: globalThis.RequestInit): Promise<Response>;
  /** Where workerd listens. */
  url: URL;
  /** Every request the Worker made, in order. */
  asked: Asked[];
  dispose(): Promise<void>;
}

/**
 * A browser-like client: many requests at once over a bounded pool of connections (workerd resets
 * connections past its accept backlog, as any server does).
 */
const client = new Agent({ connections: 64, pipelining: 1 });

/** The proof-of-work key of a Worker a test starts (its `vars` may name another). */
export const TEST_ALTCHA_HMAC_KEY = "test-altcha-hmac-key";

export async function startEdge(options: EdgeOptions): Promise<Edge> {
  const asked: Asked[] = [];
  const { upstream } = options;
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: "index.js", contents: await bundleWorker(options.entry) }],
    compatibilityDate: "2026-04-20",
    // wrangler.jsonc's Durable Objects, kept in memory: each start begins with none.
    // The mail desk and the mailing tool's queue (wrangler.jsonc `durable_objects`), in memory
    // for the run.
    durableObjects: {
      MAIL_DESK: { className: "MailDesk", useSQLite: true },
      MAILING_SYNC: { className: "MailingSync", useSQLite: true },
    },
    bindings: {
      SPREADSHEET_ID: "the-sheet",
      SHEETS_API_KEY: "secret-key-123",
      ALTCHA_HMAC_KEY: TEST_ALTCHA_HMAC_KEY,
      LINK_SECRET: "test-link-secret",
      ...options.vars,
    },
    ratelimits: {
      SUBMIT_LIMITER: { simple: { limit: options.submitLimit ?? 1000, period: 60 } },
      FORM_POST_LIMITER: { simple: { limit: options.formPostLimit ?? 1000, period: 60 } },
      READ_LIMITER: { simple: { limit: options.readLimit ?? 100_000, period: 60 } },
    },
    serviceBindings: {
      // The site's assets: a not-found page per language, enough for the Worker's fallbacks.
      ASSETS: (request: WorkerRequest) => {
        const path = new URL(request.url).pathname;
        const pages: Record<string, string> = {
          "/404": "not found",
          "/fr/404": "introuvable",
          "/blog/__not-found": "no such post",
          "/about": "about us",
          "/newsletter/unsubscribe": "unsubscribe page",
        };
        const page = pages[path];
        return new Response(page ?? "missing", { status: page ? 200 : 404 }) as never;
      },
    },
    ...(upstream && {
      outboundService: async (request: WorkerRequest) => {
        const entry: Asked = {
          method: request.method,
          url: new URL(request.url),
          headers: new Headers(request.headers as unknown as Headers),
          body: await request.text(),
        };
        asked.push(entry);
        return (await upstream(entry)) as never;
      },
    }),
  });
  const url = await mf.ready;
  return {
    asked,
    url,
    fetch: (path, init) =>
      undiciFetch(new URL(path, url), {
        redirect: "manual",
        ...init,
        dispatcher: client,
      }) as unknown as Promise<Response>,
    dispatch: (target, init) =>
      mf.dispatchFetch(target, {
        redirect: "manual",
        ...init,
      } as never) as unknown as Promise<Response>,
    dispose: () => mf.dispose(),
  };
}

function mailingToolVars(
  local: (path: string) => string,
  env: NodeJS.ProcessEnv,
): Record<string, string> {
  const webhook = env.MAILING_WEBHOOK_URL || "";
  const standIn = !webhook && local("") !== "";
  return {
    MAILCHIMP_API_KEY: env.MAILCHIMP_API_KEY || (standIn ? LOCAL_MAILCHIMP_API_KEY : ""),
    MAILCHIMP_LIST_ID: env.MAILCHIMP_LIST_ID || (standIn ? LOCAL_MAILCHIMP_LIST_ID : ""),
    MAILCHIMP_API_BASE: env.MAILCHIMP_API_BASE || (standIn ? local(LOCAL_MAILCHIMP_BASE) : ""),
    MAILING_WEBHOOK_URL: webhook,
    MAILING_RETRY_SECONDS: env.MAILING_RETRY_SECONDS || "",
  };
}

/**
 * The Worker's variables in front of the local services at `services` (their stand-ins of Google,
 * the Apps Script and Drive), each overridden by the same variable in `env`.
 */
export function localWorkerVars(
  services: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const local = (path: string) => (services ? `${services}${path}` : "");
  const vars: Record<string, string> = {
    SHEETS_API_BASE: env.SHEETS_API_BASE || local(""),
    SHEETS_API_KEY: env.SHEETS_API_KEY || (services ? LOCAL_API_KEY : ""),
    SPREADSHEET_ID: env.SPREADSHEET_ID || LOCAL_SPREADSHEET_ID,
    SHEETS_CACHE_SECONDS: env.SHEETS_CACHE_SECONDS || "60",
    DOCS_BASE: env.DOCS_BASE || local("/docs"),
    DRIVE_BASE: env.DRIVE_BASE || local("/drive"),
    NEWSLETTER_ENDPOINT: env.NEWSLETTER_ENDPOINT || local(LOCAL_ROUTES.newsletter),
    CONTACT_ENDPOINT: env.CONTACT_ENDPOINT || local(LOCAL_ROUTES.contact),
    COMMENTS_ENDPOINT: env.COMMENTS_ENDPOINT || local(LOCAL_ROUTES.comments),
    // The newsletter stand-in's key: it hands this Worker the confirmation token, which the
    // Worker mails (to the outbox) with its unsubscribe link and headers.
    ENDPOINT_KEY: env.ENDPOINT_KEY || (services ? LOCAL_ENDPOINT_KEY : ""),
    GOOGLE_SERVICE_ACCOUNT: env.GOOGLE_SERVICE_ACCOUNT || "",
    // A new key each run: challenges issued before a restart are refused after it.
    ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY || randomBytes(32).toString("hex"),
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS || "",
    // A new key each run, as the proof of work's: a mail's links from an earlier run are refused.
    LINK_SECRET: env.LINK_SECRET || randomBytes(32).toString("hex"),
    // Every mail lands in the local services' outbox, which takes the transport's body.
    MAIL_ENDPOINT: env.MAIL_ENDPOINT || local(LOCAL_ROUTES.outbox),
    MAIL_API_KEY: env.MAIL_API_KEY || "",
    MAIL_FROM: env.MAIL_FROM || (services ? LOCAL_MAIL_FROM : ""),
    // The owner's notices go to the company's (placeholder) contact address, in the outbox.
    OWNER_EMAIL: env.OWNER_EMAIL || (services ? company.email : ""),
    COMPANY_LANG: env.COMPANY_LANG || "en",
    CHAT_WEBHOOK_URL: env.CHAT_WEBHOOK_URL || "",
    // Each notice at once, so each is in the outbox within a second; 600 gathers as in production.
    NOTIFY_DIGEST_SECONDS: env.NOTIFY_DIGEST_SECONDS || "0",
    // Budgets a developer's trials and the browser tests never meet; 20 and 100 in production.
    MAIL_HOURLY_LIMIT: env.MAIL_HOURLY_LIMIT || "10000",
    MAIL_DAILY_LIMIT: env.MAIL_DAILY_LIMIT || "100000",
    // The mailing tool: Mailchimp's stand-in (`GET <services>/mailing-list` lists what it was
    // told), unless a webhook is named.
    ...mailingToolVars(local, env),
  };
  return Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== ""));
}
