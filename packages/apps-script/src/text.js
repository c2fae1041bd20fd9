// How a submitted value is checked and stored. isValidEmail and cleanText are copies of
// @marketing/contracts' text-rules.ts, isIsoTime of its consent.ts, commentProblem of its
// comment-rules.ts: test/text.test.ts runs the cases they share (text-rules.cases.json,
// comment-rules.cases.json).

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const ISO_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

const POST_SLUG = /^[a-z0-9-]+$/;
const COMMENT_ID = /^[\w-]+$/;

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
 * Why a comment's slug, id, parentId or date (as posted, before trimming) is refused, or "" when
 * all hold. The date is only checked: the comment is stored with the script's own time.
 */
function commentProblem(body) {
  const posted = (field) => (typeof body[field] === "string" ? body[field] : "");
  if (!POST_SLUG.test(posted("postSlug")))
    return 'Field "postSlug" may hold only lowercase letters, digits and hyphens.';
  for (const field of ["id", "parentId"]) {
    if (!COMMENT_ID.test(posted(field)) && !(field === "parentId" && posted(field) === ""))
      return 'Field "' + field + '" may hold only letters, digits, "_" and "-".';
  }
  if (posted("date") !== "" && !isIsoTime(posted("date")))
    return 'Field "date" must be an ISO 8601 time such as 2025-03-14T10:00:00.000Z.';
  return "";
}

/**
 * Sheets reads a leading = + - @ as a formula: a leading ' keeps it text (and is not shown). A CSV
 * export writes the value without it (docs/security.md, "Exporting the private sheet").
 */
function asSheetText(value) {
  return /^[=+\-@\t\r']/.test(value) ? "'" + value : value;
}
