import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { commentsToRows, postsToRows } from "../fixtures/index";
import { CALENDAR_PATTERN, calendarFile } from "./calendar";
import { publishedDocPage } from "./docs";
import { thumbnailJpeg } from "./drive";
import type { Fixtures } from "./fixtures-loader";
import type { HangingResponses } from "./hanging-responses";
import { encodeJpegOffThread } from "./jpeg-worker";
import {
  ClientAbort,
  HttpError,
  readBody,
  requireJsonOrText,
  sendError,
  sendJson,
  routePattern,
  sendText,
} from "./http-utils";
import { answerInjectedFailure, answerProxiedDoc } from "./proxy";
import { asSheetText, getValues } from "./sheets";
import { storageFailureStatus } from "./storage-errors";
import type { SubmissionRecord, SubmissionsStore } from "./submissions-store";
import { mailchimpMember, mailingList } from "./mailing-tool";
import {
  recordMailingTool,
  subscriptionStatus,
  unsubscribeAddress,
  workerAsk,
} from "./subscribers";
import {
  CONFIRMATION_MAIL,
  CONFIRMATION_TTL_MS,
  LOCAL_ROUTES,
  SUBMISSION_KINDS,
  SubmissionError,
  TOKEN_PROBLEM_STATUS,
  commentToRow,
  confirmationLink,
  MAIL_LANGUAGE_HEADER,
  mailLinks,
  type TransportMail,
  mailLanguage,
  readConfirmationToken,
  signConfirmationToken,
  validateSubmission,
  caughtByHoneypot,
  honeypotAnswer,
  type SubmissionKind,
  type CommentAnswer,
  type CommentPayload,
  type NewsletterAnswer,
  type NewsletterSubscription,
} from "@marketing/contracts";

export interface ServicesContext {
  fixtures: Fixtures;
  fixturesDir: string;
  store: SubmissionsStore;
  hanging: HangingResponses;
  /** Used when a request carries no Host header (HTTP/1.0). */
  fallbackOrigin: string;
  /** The Host headers accepted (loopback names with the port): anything else is DNS rebinding. */
  allowedHosts: ReadonlySet<string>;
  /** New comments are held for moderation (`approved` FALSE) instead of approved at once. */
  moderation: boolean;
  /** New subscribers confirm by the link of an email (kept in the outbox); off: confirmed at once. */
  doubleOptIn: boolean;
  /** The site whose confirmation page the emails link to (`npm start`'s). */
  siteUrl: string;
  /** Signs and checks the confirmation links (kept in the data folder). */
  confirmSecret: string;
}

type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: ServicesContext,
) => Promise<void> | void;

interface Route {
  method: "GET" | "POST" | "PUT";
  /** For the index at GET /. */
  path: string;
  pattern: RegExp;
  describe: string;
  handle: Handler;
}

const HTML = "text/html; charset=utf-8";
const SHEETS_VALUES = routePattern(LOCAL_ROUTES.sheetsValues);

/** A stand-in's path for the index: `{name}` for each segment, then the query it reads. */
const shown = (path: string, query = "") => path.replace(/:(\w+)/g, "{$1}") + query;

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
    path: shown(LOCAL_ROUTES.sheetsValues, "?key={key}"),
    pattern: SHEETS_VALUES,
    describe:
      "Sheets API v4 values.get: Sheet1!A:H (posts), Comments!A:H (comments, no emails); ?key=",
    handle: sheetsValues,
  },
  {
    method: "GET",
    path: shown(LOCAL_ROUTES.publishedDoc),
    pattern: routePattern(LOCAL_ROUTES.publishedDoc),
    describe:
      "published Google Doc page (?fail= makes the read fail: status, short, timeout, html)",
    handle: publishedDoc,
  },
  {
    method: "GET",
    path: shown(LOCAL_ROUTES.driveThumbnail, "?id={fileId}&sz=w1600"),
    pattern: routePattern(LOCAL_ROUTES.driveThumbnail),
    describe: "Drive thumbnail stand-in: ?id=<file id>&sz=w1600",
    handle: driveThumbnail,
  },
  {
    method: "GET",
    path: LOCAL_ROUTES.calendarFile.replace(":file", "{widget.js|widget.css|strategy-call}"),
    pattern: CALENDAR_PATTERN,
    describe: "calendar provider stand-in: embed script, stylesheet, booking page",
    handle: calendarFile,
  },
  {
    method: "POST",
    path: LOCAL_ROUTES.newsletter,
    pattern: routePattern(LOCAL_ROUTES.newsletter),
    describe:
      "Apps Script web app stand-in: a subscription (pending until confirmed, its email in /outbox), {type: newsletter_confirmation, token}, or the Worker's newsletter_unsubscribe and newsletter_mailing_tool",
    handle: submissionRoute("newsletter", newsletter),
  },
  {
    method: "POST",
    path: LOCAL_ROUTES.contact,
    pattern: routePattern(LOCAL_ROUTES.contact),
    describe: "contact webhook stand-in (no-cors)",
    handle: submissionRoute("contact", submit("contact")),
  },
  {
    method: "POST",
    path: LOCAL_ROUTES.comments,
    pattern: routePattern(LOCAL_ROUTES.comments),
    describe:
      "comment endpoint; shows in Comments!A:H without its email (held when SERVICES_MODERATION=1)",
    handle: submissionRoute("comment", submit("comment")),
  },
  {
    method: "GET",
    path: "/submissions",
    pattern: /^\/submissions$/,
    describe:
      "what was received, newest first, 100 a page; ?kind=newsletter|contact|comment&limit=&before=",
    handle: listSubmissions,
  },
  {
    method: "GET",
    path: LOCAL_ROUTES.outbox,
    pattern: routePattern(LOCAL_ROUTES.outbox),
    describe: "the emails that would have been sent (their links listed), newest first",
    handle: (_q, res, _u, ctx) => sendJson(res, 200, ctx.store.outbox()),
  },
  {
    method: "POST",
    path: LOCAL_ROUTES.outbox,
    pattern: routePattern(LOCAL_ROUTES.outbox),
    describe: "the mail transport stand-in: Resend's POST /emails body, kept for GET /outbox",
    handle: receiveMail,
  },
  {
    method: "PUT",
    path: shown(LOCAL_ROUTES.mailchimpMember),
    pattern: routePattern(LOCAL_ROUTES.mailchimpMember),
    describe:
      "Mailchimp Marketing API stand-in: add or update a list member (status_if_new, status, language)",
    handle: (req, res, url, ctx) => mailchimpMember(req, res, url, ctx.store),
  },
  {
    method: "GET",
    path: LOCAL_ROUTES.mailingList,
    pattern: routePattern(LOCAL_ROUTES.mailingList),
    describe: "what the mailing tool was told: [{email, status, language}], the last written first",
    handle: (_q, res, _u, ctx) => mailingList(res, ctx.store),
  },
];

/**
 * The request listener. Everything from outside (URL, Host, method, body) is parsed inside one
 * guard: a request that cannot be parsed answers 400 and nothing a client sends can end the process.
 */
export function createRequestHandler(ctx: ServicesContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    let url: URL;
    let route: Route | undefined;
    let matching: Route[];
    // Every answer is what its Content-Type says: a browser never sniffs a JSON error as HTML.
    res.setHeader("X-Content-Type-Options", "nosniff");
    try {
      const host = req.headers.host;
      if (host !== undefined && !ctx.allowedHosts.has(host.toLowerCase())) {
        // A name other than loopback means DNS rebinding (a page's own name now resolving here).
        sendError(
          res,
          /^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i.test(host) ? 403 : 400,
          "Host not allowed: use 127.0.0.1 or localhost with the port.",
        );
        return;
      }
      url = new URL(req.url ?? "/", host ? `http://${host}` : ctx.fallbackOrigin);
      matching = ROUTES.filter((candidate) => candidate.pattern.test(url.pathname));
      const method = req.method === "HEAD" ? "GET" : req.method;
      route = matching.find((candidate) => candidate.method === method);
    } catch {
      sendError(res, 400, "Malformed request.");
      return;
    }
    if (!route) {
      if (matching.length > 0)
        res.setHeader("Allow", [...new Set(matching.map((r) => r.method))].join(", "));
      sendError(
        res,
        matching.length > 0 ? 405 : 404,
        matching.length > 0 ? `Use ${matching[0]?.method}.` : "No such route. GET / lists them.",
      );
      return;
    }
    const chosen = route;
    // Inside a promise so a synchronous throw gets the same JSON answer.
    Promise.resolve()
      .then(() => chosen.handle(req, res, url, ctx))
      .catch((error: unknown) => answerFailure(res, error));
  };
}

function answerFailure(res: ServerResponse, error: unknown): void {
  // The client went away: nobody to answer, nothing to report.
  if (error instanceof ClientAbort || res.destroyed) return void res.destroy();
  if (res.headersSent) return void res.destroy();
  if (error instanceof HttpError || error instanceof SubmissionError) {
    // 413: answer and close instead of reading (and discarding) the rest of the body.
    if (error.status === 413) res.setHeader("Connection", "close");
    sendError(res, error.status, error.message);
    return;
  }
  const storage = storageFailureStatus(error);
  if (storage) {
    console.warn(`local-services: a submission could not be stored (${storage.reason}).`);
    sendError(res, storage.status, "The submission could not be stored; nothing was recorded.");
    return;
  }
  console.error("local-services:", error);
  sendError(res, 500, "Internal error in the local services.");
}

/** The mail transport's stand-in: what Resend's `POST /emails` takes, kept in the outbox. */
async function receiveMail(
  req: IncomingMessage,
  res: ServerResponse,
  _url: URL,
  ctx: ServicesContext,
) {
  let body: Partial<TransportMail> | undefined;
  try {
    body = JSON.parse(await readBody(req)) as Partial<TransportMail>;
  } catch {
    throw new HttpError(400, "The body is not JSON.");
  }
  const to = Array.isArray(body?.to) ? body.to : [];
  const headers = body?.headers ?? {};
  const text = body?.text;
  if (
    to.length !== 1 ||
    typeof to[0] !== "string" ||
    typeof body?.from !== "string" ||
    typeof body.subject !== "string" ||
    typeof text !== "string" ||
    typeof headers !== "object"
  )
    throw new HttpError(422, "A mail needs from, one address in to, subject and text.");
  const links = mailLinks(text);
  const stored = await ctx.store.recordMail({
    to: to[0],
    from: body.from,
    lang: mailLanguage(headers[MAIL_LANGUAGE_HEADER]),
    subject: body.subject,
    body: text,
    link: links[0] ?? "",
    links,
    ...(typeof body.reply_to === "string" ? { replyTo: body.reply_to } : {}),
    headers,
  });
  sendJson(res, 200, { id: stored.id });
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
  // Posted comments are appended the way the Apps Script (packages/apps-script) does: public fields only, each
  // entered as text. The email stays in the submissions store, which only GET /submissions shows.
  const comments = (): string[][] => [
    ...commentsToRows(ctx.fixtures.comments),
    ...ctx.store
      .list("comment")
      .map((record) => commentToRow(publicComment(record)).map(asSheetText)),
  ];
  const result = getValues(
    { Sheet1: () => postsToRows(ctx.fixtures.posts), Comments: comments },
    id ?? "",
    range ?? rawRange,
    url.searchParams.get("key"),
  );
  if ("body" in result) sendJson(res, result.status, result.body);
  else sendJson(res, 200, result);
}

/** The sheet's part of a stored comment: never its email. A record from before moderation is approved. */
function publicComment(record: SubmissionRecord) {
  // Partial: a record written by hand or by an older version may lack fields.
  const payload = record.payload as Partial<CommentPayload>;
  return {
    postSlug: payload.postSlug ?? "",
    id: payload.id ?? "",
    name: payload.name ?? "",
    message: payload.message ?? "",
    date: payload.date || record.receivedAt,
    parentId: payload.parentId ?? "",
    approved: !record.held,
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
  answerProxiedDoc(res, await publishedDocPage(ctx.fixturesDir, ctx.fixtures.posts, docId));
}

async function driveThumbnail(
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: ServicesContext,
): Promise<void> {
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
  const jpeg = await thumbnailJpeg(image.id, url.searchParams.get("sz"), encodeJpegOffThread);
  res.writeHead(200, {
    "Content-Type": "image/jpeg",
    "Content-Length": jpeg.byteLength,
    "Cache-Control": "public, max-age=3600",
  });
  res.end(jpeg);
}

type Answer = [status: number, body: unknown];

/** A contact message or a comment, checked and stored: the endpoint's status and answer. */
function submit(kind: "contact" | "comment") {
  return async (text: string, ctx: ServicesContext): Promise<Answer> => {
    const payload = validateSubmission(kind, text);
    if (kind === "comment") {
      const id = (payload as CommentPayload).id;
      const fixture = ctx.fixtures.comments.find((comment) => comment.id === id);
      // A retried post (answer lost on the way back) must not show the comment twice.
      const stored = fixture
        ? undefined
        : (ctx.store.findComment(id) ??
          (await ctx.store.append(kind, payload, { held: ctx.moderation })).record);
      const approved = fixture ? fixture.approved !== false : !stored?.held;
      const answer: CommentAnswer = { ok: true, id, approved };
      return [201, answer];
    }
    await ctx.store.append(kind, payload);
    return [200, { ok: true }];
  };
}

/**
 * A submission route: the JSON the edge Worker forwards (it turns a form posted without JavaScript
 * into the same JSON first), answered as the Apps Script answers it.
 */
function submissionRoute(
  kind: SubmissionKind,
  answer: (text: string, ctx: ServicesContext) => Promise<Answer>,
): Handler {
  return async (req, res, _url, ctx) => {
    requireJsonOrText(req);
    const text = await readBody(req);
    const [status, body] = caughtByHoneypot(text)
      ? honeypotAnswer(kind, randomUUID)
      : await answer(text, ctx);
    sendJson(res, status, body);
  };
}

/**
 * The Apps Script's newsletter (packages/apps-script): a subscription is stored pending and its
 * confirmation email goes to the outbox, in the subscriber's language; the confirmation page
 * posts the link's token back. Real statuses where the script can only answer 200 with the same
 * `{error: {code}}` body: 410 for an expired link, 403 for a forged one.
 */
async function newsletter(text: string, ctx: ServicesContext): Promise<Answer> {
  const body = parseObject(text);
  if (body?.type === "newsletter_confirmation") {
    const read = await readConfirmationToken(body.token, ctx.confirmSecret, Date.now());
    if ("problem" in read) {
      const message =
        read.problem === "expired"
          ? "This confirmation link has expired."
          : "This confirmation link is not valid.";
      throw new HttpError(TOKEN_PROBLEM_STATUS[read.problem], message);
    }
    const subscriptions = ctx.store
      .subscriptionsOf(read.email)
      .filter((record) => !record.unsubscribedAt);
    // Its record was removed or unsubscribed: the link no longer names a subscription.
    if (!subscriptions.length)
      throw new HttpError(TOKEN_PROBLEM_STATUS.invalid, "This confirmation link is not valid.");
    const ask = workerAsk(body);
    for (const record of subscriptions) {
      if (record.pending) await ctx.store.confirm(record);
      if (ask?.syncsMailingTool) await ctx.store.markMailingTool(record, "waiting");
    }
    if (!ask) return [200, { result: "confirmed" } satisfies NewsletterAnswer];
    // To the Worker: the address and its language, which the mailing tool is told of.
    const lang = (subscriptions.at(-1)?.payload as NewsletterSubscription).lang ?? "";
    return [200, { result: "confirmed", email: read.email, lang }];
  }
  if (body?.type === "newsletter_unsubscribe") return unsubscribeAddress(body, ctx.store);
  if (body?.type === "newsletter_mailing_tool") return recordMailingTool(body, ctx.store);
  const payload = validateSubmission("newsletter", text) as NewsletterSubscription;
  if (!ctx.doubleOptIn) {
    await ctx.store.append("newsletter", payload);
    return [200, { result: "success" } satisfies NewsletterAnswer];
  }
  const lang = mailLanguage(payload.lang);
  const token = await signConfirmationToken(
    payload.email,
    ctx.confirmSecret,
    Date.now() + CONFIRMATION_TTL_MS,
  );
  // The Worker mails it itself (with its unsubscribe link and headers): it gets the token.
  if (workerAsk(body)?.mailsConfirmation) {
    await ctx.store.append("newsletter", payload, { pending: true });
    return [200, { result: "success", pending: true, confirmationToken: token }];
  }
  const link = confirmationLink(ctx.siteUrl, lang, token);
  const { subject, body: template } = CONFIRMATION_MAIL[lang];
  const mail = { to: payload.email, lang, subject, body: template.replace("{link}", link), link };
  await ctx.store.append("newsletter", payload, { pending: true, mail });
  // No row number: it would tell anyone the number of subscribers.
  return [200, { result: "success", pending: true } satisfies NewsletterAnswer];
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 1000;

/** Newest first, a page at a time: `?limit=` (1–1000, default 100) and `?before=<record id>`. */
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
  const limitText = url.searchParams.get("limit") ?? String(PAGE_SIZE);
  const limit = Number(limitText);
  if (!/^\d{1,4}$/.test(limitText) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new HttpError(400, `"limit" must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  const before = url.searchParams.get("before");
  const page = ctx.store.page({
    kind: (kind as SubmissionKind | null) ?? undefined,
    before,
    limit,
  });
  if (!page) throw new HttpError(400, `Unknown "before" id: pass the id of a listed record.`);
  if (page.nextBefore) {
    const next = new URLSearchParams(url.searchParams);
    next.set("limit", String(limit));
    next.set("before", page.nextBefore);
    res.setHeader("Link", `</submissions?${next.toString()}>; rel="next"`);
  }
  // A subscription says whether its owner confirmed it (double opt-in), or unsubscribed.
  sendJson(
    res,
    200,
    page.records.map((record) =>
      record.kind === "newsletter" ? { ...record, status: subscriptionStatus(record) } : record,
    ),
  );
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
