// A page not found, as a marketer reads it in the server's log (spec: the path of a page not found
// is logged): one JSON line per request, so broken inbound links can be found and redirected. Any
// server can call it: the site server (scripts/site-server.ts), an edge Worker in front of a CDN.
import { withoutQuery } from "./attribution";

/** What one not-found request says: the path and the page that linked to it. */
export interface NotFoundEntry {
  event: "page_not_found";
  path: string;
  referrer: string;
}

/** Long enough for any real path; a longer one is cut (a log line stays a line). */
const MAX_LENGTH = 2000;

/** One line of inert text: no control character (a forged log line), bounded. */
const logText = (value: string) =>
  // eslint-disable-next-line no-control-regex -- the characters that could break a log line
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "").slice(0, MAX_LENGTH);

/**
 * The log entry of a page not found: the path without its query (which may name someone), the
 * referrer without its query either, each made inert.
 */
export function notFoundEntry(url: string, referrer = ""): NotFoundEntry {
  // A full URL (a Worker's request.url) or a request target (Node's req.url): its path.
  const path = withoutQuery(url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, ""));
  return {
    event: "page_not_found",
    path: logText(path || "/"),
    referrer: logText(withoutQuery(referrer)),
  };
}

/** Writes the entry as one JSON line to `log` (default: the console's warnings, i.e. stderr). */
export function logNotFound(
  url: string,
  referrer = "",
  log: (line: string) => void = (line) => console.warn(line),
): NotFoundEntry {
  const entry = notFoundEntry(url, referrer);
  log(JSON.stringify(entry));
  return entry;
}
