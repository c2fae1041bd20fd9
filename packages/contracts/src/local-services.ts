// The embedded default back end's address and credentials: the widgets' defaults point here, the
// local services listen and answer here, the site and the scripts move it with SERVICES_PORT.

export const LOCAL_HOST = "127.0.0.1";
/** `SERVICES_PORT`'s default. */
export const DEFAULT_SERVICES_PORT = 8787;
/** `PORT`'s default: where `npm start` serves the site. */
export const DEFAULT_SITE_PORT = 4173;
export const LOCAL_SERVICES_URL = `http://${LOCAL_HOST}:${DEFAULT_SERVICES_PORT}`;

/** The spreadsheet id the local Sheets stand-in serves; any other id is "not found". */
export const LOCAL_SPREADSHEET_ID = "local-blog-sheet";
/** The only API key the local Sheets stand-in accepts. */
export const LOCAL_API_KEY = "local-dev-key";

/** The widget configuration keys that name a service (the rest are links and addresses). */
export interface ServiceEndpoints {
  /** Apps Script web app that receives newsletter subscriptions. */
  newsletterEndpoint: string;
  /** Automation webhook that receives contact messages (its answer is read: it must allow CORS). */
  contactEndpoint: string;
  /** Where new comments are posted; empty means "log the row for manual adding" (the original behaviour). */
  commentsEndpoint: string;
  /** Base URL of the Google Sheets API. */
  sheetsApiBase: string;
  /** Browser API key restricted to the Sheets API and the site's referrers. */
  sheetsApiKey: string;
  /** Spreadsheet holding `Sheet1` (posts) and `Comments`. */
  spreadsheetId: string;
  /** CORS proxies tried in turn for published documents; `{url}` is replaced by the encoded document URL. */
  docProxies: string[];
  /** Direct-view image URL for a Drive file; `{id}` is replaced by the file id. */
  driveImageUrl: string;
}

/**
 * The local services' stand-ins for real services, one path each in MSW's syntax (`:name` is one
 * segment; a trailing `/` is optional): the server's router, the MSW handlers and the endpoints
 * below all read this table.
 */
export const LOCAL_ROUTES = {
  sheetsValues: "/v4/spreadsheets/:spreadsheetId/values/:range",
  publishedDoc: "/docs/document/d/e/:docId/pub",
  alloriginsProxy: "/proxy/allorigins/raw",
  corsproxyProxy: "/proxy/corsproxy/",
  driveThumbnail: "/drive/thumbnail",
  calendarFile: "/calendar/:file",
  newsletter: "/newsletter",
  contact: "/contact",
  comments: "/comments",
} as const;

/** Every service endpoint on the local services at `base` (default: their default address). */
export function localServiceEndpoints(base: string = LOCAL_SERVICES_URL): ServiceEndpoints {
  const url = base.replace(/\/+$/, "");
  return {
    newsletterEndpoint: `${url}${LOCAL_ROUTES.newsletter}`,
    contactEndpoint: `${url}${LOCAL_ROUTES.contact}`,
    commentsEndpoint: `${url}${LOCAL_ROUTES.comments}`,
    sheetsApiBase: url,
    sheetsApiKey: LOCAL_API_KEY,
    spreadsheetId: LOCAL_SPREADSHEET_ID,
    docProxies: [
      `${url}${LOCAL_ROUTES.alloriginsProxy}?url={url}`,
      `${url}${LOCAL_ROUTES.corsproxyProxy}?url={url}`,
    ],
    driveImageUrl: `${url}${LOCAL_ROUTES.driveThumbnail}?id={id}&sz=w1600`,
  };
}

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
