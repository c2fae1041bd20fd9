/** A spreadsheet id that exists but is not shared, to exercise the 403 path. */
export const PRIVATE_SPREADSHEET_ID = "private-sheet";
/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
