// Serves the prerendered site, the widgets' embed scripts (/embed/) and the live embed example
// (/examples/) from one origin: a stand-in for any static host or CDN.
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from "node:http";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import { fileURLToPath } from "node:url";
import {
  DEFAULT_CONNECTION_LIMITS,
  createLimitedServer,
  type ConnectionLimits,
} from "@marketing/local-services/limited-server";
import { API_PATH, isUnsubscribePath, logNotFound } from "@marketing/contracts";
import { configFromEnv } from "@marketing/site/config";
import { defaultConfig, PAGE_CONFIG_ID, type WidgetConfig } from "@marketing/widgets";
import {
  builtScriptHashes,
  contentSecurityPolicy,
  inlineScriptHashes,
  policySources,
} from "./site-csp";
import { passToApi, type ApiHandler } from "./api-proxy";
import { byteRange, readStaticFile, type StaticFile } from "./static-files";

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The built site; `SITE_BUILD_DIR` (absolute, as given to the site's build) moves it. */
export const SITE_DIR = process.env.SITE_BUILD_DIR
  ? `${process.env.SITE_BUILD_DIR.replace(/\/+$/, "")}/client`
  : root("sites/marketing/build/client");
export const EMBED_DIR = root("packages/widgets/dist/embed");
export const EXAMPLES_DIR = root("examples");
/** The static Storybook (`npm run build-storybook`; `npm start` builds it once the site is up). */
export const STORYBOOK_DIR = root("storybook-static");

/**
 * It shares `npm start`'s process with the local services, with their limits: both caps together
 * stay under a 256 open-file limit (macOS's default) however many clients hang on either port.
 */
export const SITE_LIMITS: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS };

type Policy = ReturnType<typeof policySources>;

/** What one request gets, before conditional requests, ranges and compression. */
interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The file's validator: only a file answers 304 or a byte range. */
  etag?: string;
  /** The sources of the Content-Security-Policy, for an HTML answer. */
  policy?: Policy;
  /** The inline scripts it allows: the build's list for the site, the page's own for an example. */
  scriptHashes?: readonly string[];
}

const text = (status: number, message: string, headers: OutgoingHttpHeaders = {}): Answer => ({
  status,
  headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  body: Buffer.from(message),
});

function fileAnswer(file: StaticFile, headers: OutgoingHttpHeaders, policy?: Policy): Answer {
  return {
    status: 200,
    headers: {
      "Content-Type": file.type,
      "Last-Modified": file.lastModified,
      ETag: file.etag,
      "Accept-Ranges": "bytes",
      ...headers,
    },
    body: file.body,
    etag: file.etag,
    policy,
  };
}

const HTML = /^text\/html\b/i;

/**
 * Text compressed like any CDN does (brotli, else gzip; at the levels the embeds' budgets were
 * measured with), by the `compression` middleware: whole answers and not-found pages, never a
 * range, from `threshold` bytes.
 */
function compressor(threshold: number) {
  // Its types name Express's request and response; it reads only what Node's carry.
  return compression({
    level: 9,
    threshold,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } },
    filter: (req, res) =>
      (res.statusCode === 200 || res.statusCode === 404) && compression.filter(req, res),
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

/**
 * The example page stands for a marketer's page: its policy allows what its own configuration block
 * names (as docs/embedding.md tells a host page to), and only the site may frame it.
 */
function examplePolicy(html: string): Policy {
  const block = new RegExp(
    `<script\\b[^>]*\\bid="${PAGE_CONFIG_ID}"[^>]*>([\\s\\S]*?)</script\\s*>`,
    "i",
  ).exec(html)?.[1];
  let named: Record<string, unknown> = {};
  try {
    named = block ? (JSON.parse(block) as Record<string, unknown>) : {};
  } catch {
    // The widgets ignore an invalid block too: the defaults apply.
  }
  const config: Record<string, unknown> = { ...defaultConfig };
  for (const key of Object.keys(defaultConfig)) {
    const value = named?.[key];
    if (
      typeof value === "string" ||
      (Array.isArray(value) && value.every((v) => typeof v === "string"))
    )
      config[key] = value;
  }
  return policySources(config as unknown as WidgetConfig);
}

/**
 * Adds the page's Content-Security-Policy to HTML (the inline scripts the build lists) and answers
 * conditional and range requests.
 */
function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const { etag } = answer;
  let { status, body } = answer;
  const headers: OutgoingHttpHeaders = { "Content-Length": body.length, ...answer.headers };
  const type = String(headers["Content-Type"] ?? "");
  if (answer.policy && HTML.test(type))
    headers["Content-Security-Policy"] = contentSecurityPolicy(
      answer.policy,
      answer.scriptHashes ?? [],
    );
  const head = req.method === "HEAD";
  if (etag && status === 200) {
    const match = req.headers["if-none-match"];
    if (match && (match.trim() === "*" || match.split(/\s*,\s*/).includes(etag))) {
      res.writeHead(304, { ETag: etag, "Cache-Control": headers["Cache-Control"] ?? "no-cache" });
      return void res.end();
    }
    const ifRange = req.headers["if-range"];
    const range =
      !ifRange || ifRange === etag ? byteRange(req.headers.range, body.length) : undefined;
    if (range === "unsatisfiable") {
      res.writeHead(416, { "Content-Range": `bytes */${body.length}`, "Content-Length": 0 });
      return void res.end();
    }
    if (range) {
      headers["Content-Range"] = `bytes ${range.start}-${range.end}/${body.length}`;
      body = body.subarray(range.start, range.end + 1);
      headers["Content-Length"] = body.length;
      status = 206;
    }
  }
  res.writeHead(status, headers);
  res.end(head ? undefined : body);
}

export interface SiteServerOptions {
  /**
   * The widgets' API (`npm start`: the edge Worker in workerd), answering `/api/*` at the site's
   * own address `siteOrigin`, as in production; without it `/api/*` is not found.
   */
  api?: ApiHandler;
  /** The site's public origin the API sees (default http://127.0.0.1:<port>). */
  siteOrigin?: string;
  /** Where a page not found is logged, one JSON line each (default: stderr). */
  logNotFound?: (line: string) => void;
  /** The widget configuration the site was built with: the policy's connect/img/frame sources. */
  widgetConfig?: WidgetConfig;
  /** The folders served (default: the build's): the site, `/embed/` and `/examples/`. */
  siteDir?: string;
  embedDir?: string;
  examplesDir?: string;
  /** The static Storybook, served at /storybook/ (default: storybook-static). */
  storybookDir?: string;
  /** The smallest body compressed (default 1024 bytes). */
  compressFrom?: number;
  /** Default: SITE_LIMITS. */
  limits?: Partial<ConnectionLimits>;
}

export type SiteServer = Server;

export function createSiteServer(options: SiteServerOptions = {}): SiteServer {
  return createLimitedServer({ ...SITE_LIMITS, ...options.limits }, createSiteHandler(options));
}

/** The site server's request handler, for a server of another kind (the bench's host pages). */
export function createSiteHandler(
  options: Omit<SiteServerOptions, "limits"> = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const siteDir = options.siteDir ?? SITE_DIR;
  const embedDir = options.embedDir ?? EMBED_DIR;
  const examplesDir = options.examplesDir ?? EXAMPLES_DIR;
  const storybookDir = options.storybookDir ?? STORYBOOK_DIR;
  // Default: the configuration the site was built with (the same VITE_* variables).
  const policy = policySources(options.widgetConfig ?? configFromEnv(process.env));
  const compress = compressor(options.compressFrom ?? 1024);

  /**
   * An unknown path: the prerendered not-found page of its language (French under /fr/), status
   * 404. An unknown post slug gets the blog's prerendered not-found page (its widget asks the live
   * sheet).
   */
  async function notFound(pathname: string): Promise<Answer> {
    const prefix = /^\/fr(\/|$)/i.test(pathname) ? "/fr" : "";
    const isPost = /^(\/fr)?\/blog\/[^/]+\/?$/i.test(pathname);
    const page = await readStaticFile(
      siteDir,
      isPost ? `${prefix}/blog/__not-found` : `${prefix}/404`,
    );
    if (page.kind !== "found") return text(404, "Site not built: run npm run build");
    return {
      ...fileAnswer(page.file, { "Cache-Control": "no-cache" }, policy),
      status: 404,
      scriptHashes: await builtScriptHashes(siteDir),
    };
  }

  /**
   * The build's `_redirects` (the format Netlify and Cloudflare Pages read: `from to status` per
   * line), read per request like every file: permanent moves, such as a post's old address in the
   * other language's tree.
   */
  async function redirectOf(pathname: string, search: string): Promise<Answer | undefined> {
    const file = await readStaticFile(siteDir, "/_redirects");
    if (file.kind !== "found") return undefined;
    const wanted = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
    for (const line of file.file.body.toString("utf8").split("\n")) {
      const [from, to, status] = line.trim().split(/\s+/);
      if (!from || !to || from.startsWith("#") || from.toLowerCase() !== wanted) continue;
      return {
        status: Number(status) || 301,
        headers: { Location: to + search },
        body: Buffer.alloc(0),
      };
    }
    return undefined;
  }

  /**
   * The designers' review tool beside the site: kept out of search engines (its pages also carry a
   * robots meta, .storybook/main.ts) and out of the sitemap (which lists the site's routes only).
   * Storybook's pages run inline scripts: they get no Content-Security-Policy of the site's.
   */
  async function storybookFile(path: string): Promise<Answer> {
    const headers = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-cache" };
    const found = await readStaticFile(storybookDir, path);
    if (found.kind === "failed") return failed(found.error);
    if (found.kind === "missing")
      return text(
        404,
        path === "/"
          ? "Storybook is not built yet: npm start builds it once the site is up (it says when it is ready), or run npm run build-storybook."
          : "Not found",
        headers,
      );
    return fileAnswer(found.file, headers);
  }

  async function answer(req: IncomingMessage): Promise<Answer> {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      return text(400, "Bad request");
    }
    const answered = await answerUrl(req, url);
    // A marketer's record of broken inbound links: every page not found, with what linked to it.
    if (answered.status === 404 && !url.pathname.startsWith("/embed/"))
      logNotFound(url.pathname, String(req.headers.referer ?? ""), options.logNotFound);
    return answered;
  }

  async function answerUrl(req: IncomingMessage, url: URL): Promise<Answer> {
    if (req.method !== "GET" && req.method !== "HEAD")
      return text(405, "Method not allowed", { Allow: "GET, HEAD" });
    const { pathname } = url;
    if (pathname.startsWith("/embed/")) {
      // The loader imports its chunks as ES modules, which browsers fetch with CORS from a host
      // page on another origin: every embed file allows any origin. Chunks have content-hashed
      // names: cached a year.
      const cors = { "Access-Control-Allow-Origin": "*" };
      const found = await readStaticFile(embedDir, pathname.slice("/embed".length));
      if (found.kind === "missing") return text(404, "Not found", cors);
      if (found.kind === "failed") return failed(found.error);
      const immutable = pathname.startsWith("/embed/chunks/");
      return fileAnswer(found.file, {
        ...cors,
        "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      });
    }
    if (pathname.startsWith("/examples/")) {
      const found = await readStaticFile(examplesDir, pathname.slice("/examples".length));
      if (found.kind === "missing") return text(404, "Not found");
      if (found.kind === "failed") return failed(found.error);
      if (!HTML.test(found.file.type))
        return fileAnswer(found.file, { "Cache-Control": "no-cache" });
      const html = found.file.body.toString("utf8");
      return {
        ...fileAnswer(found.file, { "Cache-Control": "no-cache" }, examplePolicy(html)),
        scriptHashes: inlineScriptHashes(html),
      };
    }
    if (pathname === "/storybook") return text(301, "", { Location: "/storybook/" });
    if (pathname.startsWith("/storybook/"))
      return storybookFile(pathname.slice("/storybook".length));
    const moved = await redirectOf(pathname, url.search);
    if (moved) return moved;
    // The host's own file, never a page.
    if (pathname === "/_redirects") return notFound(pathname);
    let found = await readStaticFile(siteDir, pathname);
    // spec §2: paths match case-insensitively, so /About serves the prerendered /about.
    if (found.kind === "missing" && pathname.toLowerCase() !== pathname)
      found = await readStaticFile(siteDir, pathname.toLowerCase());
    if (found.kind === "missing") return notFound(pathname);
    if (found.kind === "failed") return failed(found.error);
    // Hashed build assets never change: cached a year; pages revalidate with their ETag.
    const immutable = pathname.startsWith("/assets/");
    const cache = immutable ? "public, max-age=31536000, immutable" : "no-cache";
    if (!HTML.test(found.file.type)) return fileAnswer(found.file, { "Cache-Control": cache });
    return {
      ...fileAnswer(found.file, { "Cache-Control": cache }, policy),
      scriptHashes: await builtScriptHashes(siteDir),
    };
  }

  return (req, res) => {
    const api = options.api;
    const path = req.url ?? "";
    // The API, and the unsubscribe page's POST (a mail client's one-click, the page's press), which
    // the Worker answers at the page's address as in production (wrangler.jsonc).
    const unsubscribe = req.method === "POST" && isUnsubscribePath(path.split("?")[0] ?? "");
    if (api && (path === API_PATH || path.startsWith(`${API_PATH}/`) || unsubscribe)) {
      const origin = options.siteOrigin ?? `http://${req.headers.host ?? "127.0.0.1"}`;
      passToApi(req, res, api, origin).catch((error: unknown) => {
        console.error("site server: the API failed:", (error as Error).message);
        if (res.headersSent) return void res.destroy();
        send(req, res, text(502, "The API did not answer."));
      });
      return;
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    // No input, and no file removed or unreadable since start-up, may end the process: whatever
    // goes wrong is this request's answer, never a throw.
    compress(req, res, () =>
      answer(req)
        .then((result) => send(req, res, result))
        .catch((error: unknown) => {
          console.error("site server:", (error as Error).message);
          if (res.headersSent) return void res.destroy();
          send(req, res, text(500, "Internal error"));
        }),
    );
  };
}

function failed(error: NodeJS.ErrnoException): Answer {
  console.error(`site server: a file could not be read (${error.code ?? error.message}).`);
  return text(500, "The file could not be read.");
}
