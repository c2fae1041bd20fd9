/** A spreadsheet id that exists but is not shared, to exercise the 403 path. */
export const PRIVATE_SPREADSHEET_ID = "private-sheet";
/** Largest request body accepted, in bytes: the submission endpoints' limit (contracts). */
export { MAX_SUBMISSION_BYTES as MAX_BODY_BYTES } from "@marketing/contracts";
