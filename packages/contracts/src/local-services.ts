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

/** Every service endpoint on the local services at `base` (default: their default address). */
export function localServiceEndpoints(base: string = LOCAL_SERVICES_URL): ServiceEndpoints {
  const url = base.replace(/\/+$/, "");
  return {
    newsletterEndpoint: `${url}/newsletter`,
    contactEndpoint: `${url}/contact`,
    commentsEndpoint: `${url}/comments`,
    sheetsApiBase: url,
    sheetsApiKey: LOCAL_API_KEY,
    spreadsheetId: LOCAL_SPREADSHEET_ID,
    docProxies: [`${url}/proxy/allorigins/raw?url={url}`, `${url}/proxy/corsproxy/?url={url}`],
    driveImageUrl: `${url}/drive/thumbnail?id={id}&sz=w1600`,
  };
}
