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
  newsletterEndpoint: string;
  contactEndpoint: string;
  commentsEndpoint: string;
  sheetsApiBase: string;
  sheetsApiKey: string;
  spreadsheetId: string;
  docProxies: string[];
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
