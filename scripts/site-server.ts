// Serves the prerendered site, the widgets' embed scripts (/embed/) and the live embed example
// (/examples/) from one origin: a stand-in for any static host or CDN.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { configFromEnv } from "@marketing/site/config";
import type { WidgetConfig } from "@marketing/widgets";
import { ByteLru } from "./byte-lru";
import { contentSecurityPolicy, policySources } from "./site-csp";

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The built site; `SITE_BUILD_DIR` (absolute, as given to the site's build) moves it. */
export const SITE_DIR = process.env.SITE_BUILD_DIR
  ? `${process.env.SITE_BUILD_DIR.replace(/\/+$/, "")}/client`
  : root("sites/marketing/build/client");
export const EMBED_DIR = root("packages/widgets/dist/embed");
export const EXAMPLES_DIR = root("examples");

/**
 * The loader imports its chunks as ES modules, which browsers fetch with CORS from a host page on
 * another origin: every embed file allows any origin. Chunks have content-hashed names: cached a year.
 */
function embedHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  if (pathname.startsWith("/chunks/"))
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
}

const mounts: Array<[prefix: string, handler: ReturnType<typeof sirv>]> = [
  ["/embed", sirv(EMBED_DIR, { dev: true, etag: true, setHeaders: embedHeaders })],
  ["/examples", sirv(EXAMPLES_DIR, { dev: true, etag: true })],
];

/**
 * An unknown path: the prerendered not-found page of its language (French under /fr/), status 404.
 * An unknown post slug gets the blog's prerendered not-found page (its widget asks the live sheet).
 */
function sendNotFound(res: ServerResponse, pathname: string) {
  const french = /^\/fr(\/|$)/i.test(pathname);
  const prefix = french ? "/fr" : "";
  const isPost = /^(\/fr)?\/blog\/[^/]+\/?$/i.test(pathname);
  const page = isPost ? `${prefix}/blog/__not-found` : `${prefix}/404`;
  const file = `${SITE_DIR}${page}/index.html`;
  res.writeHead(404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
  res.end(existsSync(file) ? readFileSync(file) : "Site not built: run npm run build");
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;
const HTML = /^text\/html\b/i;

type Policy = ReturnType<typeof policySources>;

/**
 * Holds the site's answer until it ends (sirv streams files through write/end), then adds the
 * page's Content-Security-Policy to HTML (its inline scripts' hashes, read from the very bytes
 * served) and compresses text (brotli, else gzip) like any CDN would, each file version once.
 */
function finishing(
  req: IncomingMessage,
  res: ServerResponse,
  policy: Policy | undefined,
  cache: ByteLru,
): void {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding =
    req.method !== "GET"
      ? undefined
      : /\bbr\b/.test(accepts)
        ? "br"
        : /\bgzip\b/.test(accepts)
          ? "gzip"
          : undefined;
  const chunks: Buffer[] = [];
  let status = 200;
  let headers: OutgoingHttpHeaders = {};
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((code: number, head?: OutgoingHttpHeaders) => {
    status = code;
    headers = { ...headers, ...head };
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: Buffer | string) => {
    chunks.push(Buffer.from(chunk));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: Buffer | string | (() => void)) => {
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks);
    const type = String(
      headers["Content-Type"] ?? headers["content-type"] ?? res.getHeader("content-type") ?? "",
    );
    if (policy && HTML.test(type))
      headers["Content-Security-Policy"] = contentSecurityPolicy(policy, body.toString("utf8"));
    const compressible = status === 200 || status === 404; // a not-found page is a page too
    if (!encoding || !compressible || body.length < 1024 || !COMPRESSIBLE.test(type)) {
      writeHead(status, headers);
      return end(body);
    }
    // Keyed by the bytes, never the URL: /?1, /?2… or every unknown path answered with the same
    // not-found page must not each take a cache entry.
    const key = `${encoding} ${createHash("sha256").update(body).digest("base64")}`;
    let packed = cache.get(key);
    if (!packed) {
      packed =
        encoding === "br"
          ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(body, { level: 9 });
      cache.set(key, packed);
    }
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === "content-length") delete headers[name];
    }
    writeHead(status, {
      ...headers,
      "Content-Encoding": encoding,
      "Content-Length": packed.length,
      Vary: "Accept-Encoding",
    });
    return end(packed);
  }) as typeof res.end;
}

/** Hashed build assets never change: cache them for a year; pages revalidate with their ETag. */
function cacheHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader(
    "Cache-Control",
    pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
  );
}

export interface SiteServerOptions {
  /** The widget configuration the site was built with: the policy's connect/img/frame sources. */
  widgetConfig?: WidgetConfig;
  /** Bytes of compressed files kept in memory. */
  compressionCacheBytes?: number;
}

export type SiteServer = Server & { compressionCache: ByteLru };

/**
 * The build's `_redirects` (the format Netlify and Cloudflare Pages read: `from to status` per
 * line): permanent moves, such as a post's old address in the other language's tree (issue 28).
 */
function readRedirects(): Map<string, { to: string; status: number }> {
  const redirects = new Map<string, { to: string; status: number }>();
  const file = `${SITE_DIR}/_redirects`;
  if (!existsSync(file)) return redirects;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#")) continue;
    redirects.set(from.toLowerCase(), { to, status: Number(status) || 301 });
  }
  return redirects;
}

export function createSiteServer(options: SiteServerOptions = {}): SiteServer {
  const redirects = readRedirects();
  const site = sirv(SITE_DIR, {
    extensions: ["html"],
    etag: true,
    dev: false,
    gzip: false,
    setHeaders: cacheHeaders,
  });
  // Default: the configuration the site was built with (the same VITE_* variables).
  const policy = policySources(options.widgetConfig ?? configFromEnv(process.env));
  const cache = new ByteLru(options.compressionCacheBytes ?? 32 * 1024 * 1024);
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("Bad request");
      return;
    }
    for (const [prefix, handler] of mounts) {
      if (url.pathname.startsWith(`${prefix}/`)) {
        // /embed and /examples stand for a third party's files and host page: no site policy.
        finishing(req, res, undefined, cache);
        req.url = req.url!.slice(prefix.length);
        return handler(req, res, () => {
          res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        });
      }
    }
    const moved = redirects.get(url.pathname.toLowerCase().replace(/(.)\/+$/, "$1"));
    if (moved) {
      res.writeHead(moved.status, { Location: moved.to + url.search }).end();
      return;
    }
    finishing(req, res, policy, cache);
    // The host's own file, never a page.
    if (url.pathname === "/_redirects") return sendNotFound(res, url.pathname);
    site(req, res, () => {
      // spec §2: paths match case-insensitively, so /About serves the prerendered /about.
      const lower = url.pathname.toLowerCase();
      if (lower !== url.pathname) {
        req.url = lower + url.search;
        return site(req, res, () => sendNotFound(res, url.pathname));
      }
      sendNotFound(res, url.pathname);
    });
  };
  const server = createServer((req, res) => {
    // No input may end the process: whatever a request breaks is answered, never thrown.
    try {
      handle(req, res);
    } catch (error) {
      console.error("site server:", (error as Error).message);
      if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain" });
      res.end();
    }
  });
  return Object.assign(server, { compressionCache: cache });
}
