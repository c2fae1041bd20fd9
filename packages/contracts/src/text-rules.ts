// What a submitted email and a submitted name or message may hold, once for everyone: the widgets
// and the local services import these; the Apps Script (packages/apps-script) and the WordPress plugin
// (includes/text-rules.php) carry copies, and all of them run the cases in text-rules.cases.json.

/**
 * The browser's `type="email"` rule (WHATWG), plus a dot in the domain. ASCII only, so no control
 * character, angle bracket, space or bidirectional override can reach a stored address.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The longest address (RFC 5321's path limit less its brackets); FIELD_MAX_LENGTHS.email. */
export const EMAIL_MAX_LENGTH = 254;

/** Whether an (already trimmed) address is acceptable. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * Control characters other than tab and newline (C0, DEL, C1) and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make a stored name or message
 * display as something else (`evil\u202Etxt.exe`) or drive a terminal that prints it.
 */
export const UNSAFE_TEXT_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** A name, company or message as stored: line ends as `\n`, the characters above removed. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(UNSAFE_TEXT_CHARACTERS, "");
}
