/** The spreadsheet id the local Sheets stand-in serves; any other id is "not found". */
export const LOCAL_SPREADSHEET_ID = "local-blog-sheet";
/** The only API key the local Sheets stand-in accepts. */
export const LOCAL_API_KEY = "local-dev-key";
/** A spreadsheet id that exists but is not shared, to exercise the 403 path. */
export const PRIVATE_SPREADSHEET_ID = "private-sheet";
export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = "127.0.0.1";
/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
