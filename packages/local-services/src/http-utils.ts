import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_BODY_BYTES } from "./constants";

/** An error that becomes a JSON answer `{error: {code, message}}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The client closed the connection before its request was read: an abort, not a failure. */
export class ClientAbort extends Error {}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  contentType: string,
): void {
  res.writeHead(status, { "Content-Type": contentType, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

export function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { code: status, message } });
}

/**
 * Reads the body as UTF-8, refusing more than MAX_BODY_BYTES: a declared length over the limit is
 * refused before reading, a streamed one as soon as it crosses it (the rest is never read).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () => new HttpError(413, `Request body is larger than ${limit} bytes.`);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    // A reset or a close before the end is the client giving up, not a server error.
    req.on("error", () => reject(new ClientAbort("client aborted")));
    req.on("close", () => {
      if (!req.complete) reject(new ClientAbort("client aborted"));
    });
  });
}

const ACCEPTED_BODY_TYPES = new Set(["text/plain", "application/json"]);

/**
 * The real endpoints take JSON: browsers send it as `text/plain` (no preflight: the Apps Script
 * web app answers no OPTIONS, and the webhook is posted `no-cors`), servers as `application/json`.
 * A form encoding, multipart or another charset would not parse there either: 415 here.
 */
export function requireJsonOrText(req: IncomingMessage): void {
  const header = req.headers["content-type"];
  if (header === undefined) return;
  const [type = "", ...params] = header
    .toLowerCase()
    .split(";")
    .map((part) => part.trim());
  const charset = params
    .find((param) => param.startsWith("charset="))
    ?.slice(8)
    .replace(/"/g, "");
  if (
    !ACCEPTED_BODY_TYPES.has(type) ||
    (charset !== undefined && charset !== "utf-8" && charset !== "utf8")
  ) {
    throw new HttpError(415, "Send the JSON body as text/plain or application/json (UTF-8).");
  }
}

/**
 * The regular expression of a route path in MSW's syntax (`LOCAL_ROUTES`): each `:name` segment a
 * capture group, a trailing `/` optional.
 */
export function routePattern(path: string): RegExp {
  const optionalSlash = path.endsWith("/");
  const source = (optionalSlash ? path.slice(0, -1) : path)
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("\\/");
  return new RegExp(`^${source}${optionalSlash ? "\\/?" : ""}$`);
}
