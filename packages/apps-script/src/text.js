// How a submitted value is checked and stored. isValidEmail and cleanText are copies of
// @marketing/contracts' text-rules.ts, isIsoTime of its consent.ts: test/text.test.ts runs the
// cases they share (text-rules.cases.json).

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const ISO_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

function cleanText(value) {
  return value.replace(/\r\n?/g, "\n").replace(UNSAFE_TEXT, "");
}

/** A strict ISO 8601 time of a real day: nothing but digits and separators is stored. */
function isIsoTime(value) {
  if (!ISO_TIME.test(value)) return false;
  const parts = value.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])).getUTCDate() === parts[2];
}

/**
 * Sheets reads a leading = + - @ as a formula: a leading ' keeps it text (and is not shown). A CSV
 * export writes the value without it (docs/security.md, "Exporting the private sheet").
 */
function asSheetText(value) {
  return /^[=+\-@\t\r']/.test(value) ? "'" + value : value;
}
