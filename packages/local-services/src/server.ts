import type { IncomingMessage, ServerResponse } from "node:http";
import { commentsToRows, postsToRows, type FixtureComment } from "../fixtures/index";
import { CALENDAR_PATTERN, calendarFile } from "./calendar";
import { docIdForProxiedUrl, publishedDocPage } from "./docs";
import { thumbnailSvg } from "./drive";
import type { Fixtures } from "./fixtures-loader";
import type { HangingResponses } from "./hanging-responses";
import { HttpError, readBody, sendError, sendJson, sendText, setCors } from "./http-utils";
import { answerInjectedFailure, answerProxiedDoc, proxiedUrl } from "./proxy";
import { getValues } from "./sheets";
import type { SubmissionRecord, SubmissionsStore } from "./submissions-store";
import {
  SUBMISSION_KINDS,
  validateSubmission,
  type CommentPayload,
  type SubmissionKind,
} from "./validate";

export interface ServicesContext {
  fixtures: Fixtures;
  fixturesDir: string;
  store: SubmissionsStore;
  hanging: HangingResponses;
  /** Used when a request carries no Host header. */
  fallbackOrigin: string;
}

type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: ServicesContext,
) => Promise<void> | void;

interface Route {
  method: "GET" | "POST";
  /** For the index at GET /. */
  path: string;
  pattern: RegExp;
  describe: string;
  handle: Handler;
}

const HTML = "text/html; charset=utf-8";
const SHEETS_VALUES = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+)$/;

const ROUTES: Route[] = [
  {
    method: "GET",
    path: "/",
    pattern: /^\/$/,
    describe: "this index",
    handle: (_q, res) => sendJson(res, 200, routeIndex()),
  },
  {
    method: "GET",
    path: "/health",
    pattern: /^\/health$/,
    describe: "liveness",
    handle: (_q, res) => sendJson(res, 200, { ok: true }),
  },
  {
    method: "GET",
    path: "/v4/spreadsheets/{spreadsheetId}/values/{range}?key={key}",
    pattern: SHEETS_VALUES,
    describe: "Sheets API v4 values.get: Sheet1!A:H (posts), Comments!A:G (comments); ?key=",
    handle: sheetsValues,
  },
  {
    method: "GET",
    path: "/docs/document/d/e/{docId}/pub",
    pattern: /^\/docs\/document\/d\/e\/([^/]+)\/pub$/,
    describe: "published Google Doc page (?fail= as for the proxies)",
    handle: publishedDoc,
  },
  {
    method: "GET",
    path: "/proxy/allorigins/raw?url={url}",
    pattern: /^\/proxy\/allorigins\/raw$/,
    describe: "allorigins.win/raw stand-in: ?url=<doc URL>[&fail=status|short|timeout|html]",
    handle: proxy,
  },
  {
    method: "GET",
    path: "/proxy/corsproxy/?url={url}",
    pattern: /^\/proxy\/corsproxy\/?$/,
    describe: "corsproxy.io stand-in: ?url=<doc URL>[&fail=status|short|timeout|html]",
    handle: proxy,
  },
  {
    method: "GET",
    path: "/drive/thumbnail?id={fileId}&sz=w1600",
    pattern: /^\/drive\/thumbnail$/,
    describe: "Drive thumbnail stand-in: ?id=<file id>&sz=w1600",
    handle: driveThumbnail,
  },
  {
    method: "GET",
    path: "/calendar/{widget.js|widget.css|strategy-call}",
    pattern: CALENDAR_PATTERN,
    describe: "calendar provider stand-in: embed script, stylesheet, booking page",
    handle: calendarFile,
  },
  {
    method: "POST",
    path: "/newsletter",
    pattern: /^\/newsletter$/,
    describe: "Apps Script web app stand-in",
    handle: submit("newsletter"),
  },
  {
    method: "POST",
    path: "/contact",
    pattern: /^\/contact$/,
    describe: "contact webhook stand-in (no-cors)",
    handle: submit("contact"),
  },
  {
    method: "POST",
    path: "/comments",
    pattern: /^\/comments$/,
    describe: "comment endpoint; shows in Comments!A:G",
    handle: submit("comment"),
  },
  {
    method: "GET",
    path: "/submissions",
    pattern: /^\/submissions$/,
    describe: "what was received, newest first; ?kind=newsletter|contact|comment",
    handle: listSubmissions,
  },
];

/** The request listener: CORS on every answer, one JSON error shape, no stack traces to clients. */
export function createRequestHandler(ctx: ServicesContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    setCors(req, res);
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "Content-Length": 0 });
      res.end();
      return;
    }
    const url = new URL(req.url ?? "/", requestOrigin(req, ctx));
    const matching = ROUTES.filter((route) => route.pattern.test(url.pathname));
    const method = req.method === "HEAD" ? "GET" : req.method;
    const route = matching.find((candidate) => candidate.method === method);
    if (!route) {
      if (matching.length > 0)
        res.setHeader("Allow", [...new Set(matching.map((r) => r.method)), "OPTIONS"].join(", "));
      sendError(
        res,
        matching.length > 0 ? 405 : 404,
        matching.length > 0 ? `Use ${matching[0]?.method}.` : "No such route. GET / lists them.",
      );
      return;
    }
    // Inside a promise so a synchronous throw gets the same JSON answer.
    Promise.resolve()
      .then(() => route.handle(req, res, url, ctx))
      .catch((error: unknown) => {
        if (res.headersSent) return void res.destroy();
        if (error instanceof HttpError) {
          // 413: answer and close instead of reading (and discarding) the rest of the body.
          if (error.status === 413) res.setHeader("Connection", "close");
          sendError(res, error.status, error.message);
          return;
        }
        console.error("local-services:", error);
        sendError(res, 500, "Internal error in the local services.");
      });
  };
}

function routeIndex() {
  return {
    name: "@marketing/local-services",
    routes: ROUTES.map((route) => ({
      method: route.method,
      path: route.path,
      description: route.describe,
    })),
  };
}

function sheetsValues(
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: ServicesContext,
): void {
  const [, rawId = "", rawRange = ""] = SHEETS_VALUES.exec(url.pathname) ?? [];
  const id = safeDecode(rawId);
  const range = safeDecode(rawRange);
  const comments = (): string[][] =>
    commentsToRows([
      ...ctx.fixtures.comments,
      ...ctx.store.list("comment").map(commentRowFromRecord),
    ]);
  const result = getValues(
    { Sheet1: () => postsToRows(ctx.fixtures.posts), Comments: comments },
    id ?? "",
    range ?? rawRange,
    url.searchParams.get("key"),
  );
  if ("body" in result) sendJson(res, result.status, result.body);
  else sendJson(res, 200, result);
}

function commentRowFromRecord(record: SubmissionRecord): FixtureComment {
  const payload = record.payload as CommentPayload;
  return {
    postSlug: payload.postSlug,
    id: payload.id,
    name: payload.name,
    email: payload.email,
    message: payload.message,
    date: payload.date || record.receivedAt,
    parentId: payload.parentId,
  };
}

async function publishedDoc(
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: ServicesContext,
) {
  if (answerInjectedFailure(res, url.searchParams.get("fail"), ctx.hanging)) return;
  const docId = safeDecode(url.pathname.split("/")[5] ?? "") ?? "";
  answerProxiedDoc(
    res,
    await publishedDocPage(ctx.fixturesDir, ctx.fixtures.posts, docId, url.origin),
  );
}

async function proxy(_req: IncomingMessage, res: ServerResponse, url: URL, ctx: ServicesContext) {
  if (answerInjectedFailure(res, url.searchParams.get("fail"), ctx.hanging)) return;
  const target = proxiedUrl(url.searchParams, url.search);
  if (!target) throw new HttpError(400, "Missing url parameter: ?url=<encoded document URL>.");
  // Only local fixture docs: this stand-in never fetches the internet.
  const docId = docIdForProxiedUrl(target, url.origin);
  const page = docId
    ? await publishedDocPage(ctx.fixturesDir, ctx.fixtures.posts, docId, url.origin)
    : undefined;
  answerProxiedDoc(res, page);
}

function driveThumbnail(
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: ServicesContext,
): void {
  const id = url.searchParams.get("id") ?? "";
  const image = ctx.fixtures.images.find((candidate) => candidate.id === id);
  if (!image) {
    sendText(
      res,
      404,
      "<!DOCTYPE html><html><body><p>404. That's an error.</p></body></html>",
      HTML,
    );
    return;
  }
  const svg = thumbnailSvg(image.id, image.label, url.searchParams.get("sz"));
  res.setHeader("Cache-Control", "public, max-age=3600");
  sendText(res, 200, svg, "image/svg+xml");
}

function submit(kind: SubmissionKind): Handler {
  return async (req, res, _url, ctx) => {
    const payload = validateSubmission(kind, await readBody(req));
    if (kind === "comment") {
      const id = (payload as CommentPayload).id;
      const known =
        ctx.fixtures.comments.some((comment) => comment.id === id) ||
        ctx.store.hasPendingOrStoredComment(id);
      // A retried post (answer lost on the way back) must not show the comment twice.
      if (known) return sendJson(res, 201, { ok: true, id });
      await ctx.store.append(kind, payload);
      return sendJson(res, 201, { ok: true, id });
    }
    const { sequence } = await ctx.store.append(kind, payload);
    // Apps Script answers with the sheet row it appended to; row 1 is the header.
    if (kind === "newsletter") sendJson(res, 200, { result: "success", row: sequence + 1 });
    else sendJson(res, 200, { ok: true });
  };
}

function listSubmissions(
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: ServicesContext,
): void {
  const kind = url.searchParams.get("kind");
  if (kind !== null && !SUBMISSION_KINDS.includes(kind as SubmissionKind)) {
    throw new HttpError(400, `Unknown kind "${kind}": use one of ${SUBMISSION_KINDS.join(", ")}.`);
  }
  sendJson(res, 200, ctx.store.list((kind as SubmissionKind | null) ?? undefined).reverse());
}

function requestOrigin(req: IncomingMessage, ctx: ServicesContext): string {
  const host = req.headers.host;
  return host && /^[\w.:[\]-]+$/.test(host) ? `http://${host}` : ctx.fallbackOrigin;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
