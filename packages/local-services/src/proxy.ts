import type { ServerResponse } from "node:http";
import { DOC_NOT_FOUND_PAGE } from "./docs";
import type { HangingResponses } from "./hanging-responses";
import { sendError, sendText } from "./http-utils";

/** Ways a test can make one proxy attempt fail, chosen per request through `?fail=`. */
export const FAILURE_MODES = ["status", "short", "timeout", "html"] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

const HTML = "text/html; charset=utf-8";

/** Answers like a proxy (or doc host) that failed in the requested way; false if no failure asked. */
export function answerInjectedFailure(
  res: ServerResponse,
  fail: string | null,
  hanging: HangingResponses,
): boolean {
  if (fail === null) return false;
  switch (fail as FailureMode) {
    case "status":
      sendText(
        res,
        500,
        "Internal Server Error: upstream request failed",
        "text/plain; charset=utf-8",
      );
      return true;
    case "short":
      sendText(res, 200, "<html><body></body></html>", HTML);
      return true;
    case "timeout":
      // Headers never sent: the client sees nothing until it gives up.
      if (!hanging.hold(res)) sendError(res, 503, "Too many requests held open by fail=timeout.");
      return true;
    case "html":
      sendText(res, 200, PROXY_ERROR_PAGE, HTML);
      return true;
    default:
      sendError(res, 400, `Unknown fail mode "${fail}": use one of ${FAILURE_MODES.join(", ")}.`);
      return true;
  }
}

/** The proxied doc, or Google's 404 page for anything that is not a local fixture doc. */
export function answerProxiedDoc(res: ServerResponse, page: string | undefined): void {
  if (page === undefined) sendText(res, 404, DOC_NOT_FOUND_PAGE, HTML);
  else sendText(res, 200, page, HTML);
}

/** A 200 that is not a document: what a public proxy serves when its own upstream call failed. */
const PROXY_ERROR_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Proxy error</title><style>body{font-family:system-ui,sans-serif;margin:4rem auto;max-width:36rem;color:#333}</style></head><body><h1>Something went wrong</h1><p>The proxy could not reach the requested address in time. The origin server may be down, blocking our requests, or rate limiting this proxy. Please try again in a few minutes.</p><p>Error reference: 504 Gateway Timeout.</p></body></html>`;
