// Serves the prerendered site, the widgets' embed scripts (/embed/) and the live embed example
// (/examples/) from one origin: a stand-in for any static host or CDN.
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

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const SITE_DIR = root("sites/marketing/build/client");
export const EMBED_DIR = root("packages/widgets/dist/embed");
export const EXAMPLES_DIR = root("examples");

const mounts: Array<[prefix: string, handler: ReturnType<typeof sirv>]> = [
  ["/embed", sirv(EMBED_DIR, { dev: true, etag: true })],
  ["/examples", sirv(EXAMPLES_DIR, { dev: true, etag: true })],
];

/**
 * An unknown path: the prerendered not-found page of its language (French under /fr/), status 404.
 * An unknown post slug gets the post route's prerendered not-found page (same route, so it hydrates).
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
const compressed = new Map<string, Buffer>();

/**
 * Compresses text responses (brotli, else gzip) like any CDN would; sirv streams files through
 * write/end, so the body is collected, compressed once per file version and cached.
 */
function compressing(req: IncomingMessage, res: ServerResponse): void {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
  if (!encoding || req.method !== "GET") return;
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
    if (status !== 200 || body.length < 1024 || !COMPRESSIBLE.test(type)) {
      writeHead(status, headers);
      return end(body);
    }
    const key = `${encoding} ${req.url} ${String(headers.ETag ?? headers.etag ?? body.length)}`;
    let packed = compressed.get(key);
    if (!packed) {
      packed =
        encoding === "br"
          ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(body, { level: 9 });
      compressed.set(key, packed);
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

export function createSiteServer(): Server {
  const site = sirv(SITE_DIR, {
    extensions: ["html"],
    etag: true,
    dev: false,
    gzip: false,
    setHeaders: cacheHeaders,
  });
  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    for (const [prefix, handler] of mounts) {
      if (url.pathname.startsWith(`${prefix}/`)) {
        req.url = req.url!.slice(prefix.length);
        return handler(req, res, () => {
          res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        });
      }
    }
    compressing(req, res);
    site(req, res, () => {
      // spec §2: paths match case-insensitively, so /About serves the prerendered /about.
      const lower = url.pathname.toLowerCase();
      if (lower !== url.pathname) {
        req.url = lower + url.search;
        return site(req, res, () => sendNotFound(res, url.pathname));
      }
      sendNotFound(res, url.pathname);
    });
  });
}
