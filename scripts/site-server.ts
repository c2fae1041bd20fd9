// Serves the prerendered site, the widgets' embed scripts (/embed/) and the live embed example
// (/examples/) from one origin: a stand-in for any static host or CDN.
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
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

function sendFallback(res: ServerResponse, status: number) {
  // A path that was not prerendered: the app shell renders it (a new post, or the 404 page).
  const fallback = `${SITE_DIR}/__spa-fallback.html`;
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(existsSync(fallback) ? readFileSync(fallback) : "Site not built: run npm run build");
}

export function createSiteServer(): Server {
  const site = sirv(SITE_DIR, { extensions: ["html"], etag: true, dev: false, gzip: false });
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
    site(req, res, () => {
      // spec §2: paths match case-insensitively, so /About serves the prerendered /about.
      const lower = url.pathname.toLowerCase();
      if (lower !== url.pathname) {
        req.url = lower + url.search;
        return site(req, res, () => sendFallback(res, 404));
      }
      sendFallback(res, url.pathname.startsWith("/blog/") ? 200 : 404);
    });
  });
}
