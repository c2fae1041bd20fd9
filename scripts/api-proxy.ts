// The site server's `/api/*`: each request handed whole to the edge Worker (in workerd, for
// `npm start`) at the site's own address, as Cloudflare routes `/api/*` to it in production, and
// its answer streamed back. The site server adds nothing: the Worker's headers are the answer's.
import type { IncomingMessage, ServerResponse } from "node:http";

/** The Worker, as a fetch: the request as it would reach it at `url`. */
export type ApiHandler = (url: string, init: RequestInit) => Promise<Response>;

/** The largest body passed on; the Worker refuses any submission over 64 KiB itself. */
const MAX_BODY_BYTES = 1 << 20;

/** Hop-by-hop headers and what only Cloudflare may set: never passed on either way. */
const DROPPED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
  "content-encoding",
  "cf-connecting-ip",
]);

async function readBody(req: IncomingMessage): Promise<Buffer | "too large"> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) return "too large";
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function passToApi(
  req: IncomingMessage,
  res: ServerResponse,
  api: ApiHandler,
  origin: string,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !DROPPED.has(name))
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const method = req.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : await readBody(req);
  if (body === "too large") {
    res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
    res.end("Request body too large.");
    return;
  }
  const answer = await api(`${origin}${req.url ?? "/"}`, {
    method,
    headers,
    body: body && new Uint8Array(body),
  });
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!DROPPED.has(name)) out[name] = value;
  });
  res.writeHead(answer.status, out);
  if (answer.body && method !== "HEAD")
    for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}
