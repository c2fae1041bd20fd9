// A comment's date as the sheet gives it: the endpoints write it, but a visitor chose it once (the
// spec's "add comment" sends the browser's time), so a crafted one ("2099-01-01 <b>", a year far
// ahead) must never show under a comment.

/** An ISO 8601 day or date-time, as the endpoints and the widget write them. */
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** Comments older than the widgets cannot be real: the earliest date a comment may carry. */
const EARLIEST = Date.UTC(2000, 0, 1);
/** Clocks and time zones differ: a comment may look up to a day ahead, never more. */
const AHEAD_MS = 24 * 60 * 60 * 1000;

/** The comment's date if it may be shown: ISO, a real calendar date, not before 2000 nor ahead. */
export function shownCommentDate(raw: string, now = Date.now()): string | undefined {
  const text = raw.trim();
  if (!ISO_DATE.test(text)) return undefined;
  const time = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(time) || time < EARLIEST || time > now + AHEAD_MS) return undefined;
  // A day the calendar lacks (2025-02-30) parses to another one: not a date the endpoint wrote.
  const [year, month, day] = text.slice(0, 10).split("-").map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  return text;
}
