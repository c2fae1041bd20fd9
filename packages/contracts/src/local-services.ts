// The local services' address and credentials: stand-ins for what is outside our code (Google
// Sheets, published Docs, Drive, the Apps Script, the calendar), which the edge Worker calls in
// development and the tests; SERVICES_PORT moves them. No page ever names them.

export const LOCAL_HOST = "127.0.0.1";
/** `SERVICES_PORT`'s default. */
export const DEFAULT_SERVICES_PORT = 8787;
/** `PORT`'s default: where `npm start` serves the site. */
export const DEFAULT_SITE_PORT = 4173;
export const LOCAL_SERVICES_URL = `http://${LOCAL_HOST}:${DEFAULT_SERVICES_PORT}`;

/** The spreadsheet id the local Sheets stand-in serves; any other id is "not found". */
export const LOCAL_SPREADSHEET_ID = "local-blog-sheet";
/** The only API key the local Sheets stand-in accepts (the Worker's SHEETS_API_KEY in development). */
export const LOCAL_API_KEY = "local-dev-key";
/**
 * The key the newsletter stand-in takes the Worker's asks with (its `ENDPOINT_KEY` in
 * development: contracts' subscribers.ts); a body without it is answered as anyone's.
 */
export const LOCAL_ENDPOINT_KEY = "local-endpoint-key";

/**
 * The local services' stand-ins for real services, one path each (`:name` is one segment; a
 * trailing `/` is optional), as the real service spells it: the stand-ins' router reads this table.
 */
export const LOCAL_ROUTES = {
  sheetsValues: "/v4/spreadsheets/:spreadsheetId/values/:range",
  publishedDoc: "/docs/document/d/e/:docId/pub",
  driveThumbnail: "/drive/thumbnail",
  calendarFile: "/calendar/:file",
  newsletter: "/newsletter",
  contact: "/contact",
  comments: "/comments",
  /** The mail transport's stand-in: takes Resend's `POST /emails` body; `GET` lists what came. */
  outbox: "/outbox",
  /** Mailchimp's Marketing API stand-in: a list member's add or update (`PUT`). */
  mailchimpMember: "/mailchimp/3.0/lists/:listId/members/:hash",
  /** What the mailing tool's stand-in was told, one entry per address: `[{email, status, language}]`. */
  mailingList: "/mailing-list",
} as const;

/** The root the Worker's MAILCHIMP_API_BASE names locally (the member route is below it). */
export const LOCAL_MAILCHIMP_BASE = "/mailchimp";
/** The key and audience the Mailchimp stand-in takes (the Worker's, in development). */
export const LOCAL_MAILCHIMP_API_KEY = "local-mailchimp-key-us1";
export const LOCAL_MAILCHIMP_LIST_ID = "local-audience";

/** The sender of the mails `npm start` writes to the outbox. */
export const LOCAL_MAIL_FROM = "Website <website@localhost.invalid>";

/**
 * Whether a URL (templates such as `{id}` allowed) names this machine, in any of the spellings a
 * browser resolves there: `127.0.0.0/8` however written (`127.1`, `2130706433`), `0.0.0.0`,
 * `localhost` and its subdomains, each with or without a trailing dot, `[::1]`, `[::]` and the
 * IPv4-mapped `[::ffff:127.0.0.1]`.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url.replace(/\{[^}]*\}/g, "x")).hostname.toLowerCase().replace(/\.+$/, "");
  } catch {
    return false;
  }
  if (/^127\.\d+\.\d+\.\d+$|^0\.0\.0\.0$/.test(host)) return true;
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  // The URL parser writes IPv6 in its shortest form, mapped IPv4 in hex: 127.0.0.1 is 7f00:1.
  return /^\[(::1?|::ffff:(7f[\da-f]{2}:[\da-f]{1,4}|0:0))\]$/.test(host);
}
