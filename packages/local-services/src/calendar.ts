// The calendar provider's stand-in: its embed script, stylesheet and a booking page, with the same
// API as the real provider's, so the booking button works offline.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCAL_ROUTES } from "@marketing/contracts";
import { routePattern, sendError, sendText } from "./http-utils";

/** The files under fixtures/calendar/ the stand-in serves, by the name in the URL. */
const FILES = new Map([
  ["widget.js", { file: "widget.js", type: "text/javascript; charset=utf-8" }],
  ["widget.css", { file: "widget.css", type: "text/css; charset=utf-8" }],
  ["strategy-call.js", { file: "strategy-call.js", type: "text/javascript; charset=utf-8" }],
  ["strategy-call", { file: "strategy-call.html", type: "text/html; charset=utf-8" }],
]);

export const CALENDAR_PATTERN = routePattern(LOCAL_ROUTES.calendarFile);

export async function calendarFile(
  _req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: { fixturesDir: string },
): Promise<void> {
  const entry = FILES.get(CALENDAR_PATTERN.exec(url.pathname)?.[1] ?? "");
  if (!entry) return sendError(res, 404, "No such calendar file.");
  const body = await readFile(join(ctx.fixturesDir, "calendar", entry.file), "utf8");
  sendText(res, 200, body, entry.type);
}
