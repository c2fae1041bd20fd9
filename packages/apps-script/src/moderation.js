// Moderation from the owner's mail and reply notices, asked by the site's edge Worker only: its
// bodies carry ENDPOINT_SECRET (a Script Property holding the Worker's secret of the same name;
// @marketing/contracts' moderation.ts), and nobody else may approve, delete or read an email.
// {type: "comment_moderation", id, action: "approve" | "delete"}: approve ticks the row's
// checkbox (H), delete removes the row and its private email row. The answer to an approval of a
// reply names whom to tell of it, once ({notify: {email, lang, name, postSlug, replyName}}): the
// parent's author, if they ticked "notify me of replies" and did not stop the notices since.
// {type: "reply_mails_stop", email}: no more notices for that address's comments so far.

// CommentEmails: after id, email, date, the eight of ATTRIBUTION and the three of the consent box,
// O "notify_replies" ("yes", "stopped" or blank) and P "reply_notice_at" (when this reply's parent
// author was told of it).
const NOTIFY_COLUMN = 15;
const NOTICE_COLUMN = 16;

/** Compares with the Script Property in time that does not depend on where they first differ. */
function fromWorker(secret) {
  const expected = props().getProperty("ENDPOINT_SECRET");
  if (!expected || typeof secret !== "string") return false;
  let difference = expected.length ^ secret.length;
  for (let i = 0; i < expected.length; i++)
    difference |= expected.charCodeAt(i) ^ (secret.charCodeAt(i) || 0);
  return difference === 0;
}

/** Why a comment's "notify me of replies" is refused, or "": a boolean, true only with an email. */
function notifyProblem(body, email) {
  const notify = body.notifyReplies;
  if (notify === undefined || notify === null || notify === false) return "";
  if (notify !== true) return 'Field "notifyReplies" must be true or false.';
  return email ? "" : 'Field "notifyReplies" needs an email address.';
}

function moderation(body) {
  if (!fromWorker(body.secret)) return fail(403, "Only the site's Worker may moderate comments.");
  if (body.type === "reply_mails_stop") {
    const email = typeof body.email === "string" ? body.email.trim() : "";
    if (!EMAIL.test(email) || email.length > MAX.email) return fail(400, "Bad field: email");
    return withLock(() => stopReplyMails(email));
  }
  const id = body.id;
  if (typeof id !== "string" || id.length > MAX.id || !COMMENT_ID.test(id))
    return fail(400, "Bad field: id");
  if (body.action !== "approve" && body.action !== "delete") return fail(400, "Bad field: action");
  return withLock(() => (body.action === "approve" ? approveComment(id) : deleteComment(id)));
}

const commentsSheet = () => SpreadsheetApp.getActiveSpreadsheet().getSheetByName("Comments");
const emailsSheet = () => vault().getSheetByName("CommentEmails");

/** The row (from 2: row 1 is the header) whose column holds exactly this id, or 0. */
function rowOf(sheet, column, id) {
  const cell = sheet
    .getRange(column + ":" + column)
    .createTextFinder(id)
    .matchCase(true)
    .matchEntireCell(true)
    .findNext();
  return cell && cell.getRow() > 1 ? cell.getRow() : 0;
}

function approveComment(id) {
  const sheet = commentsSheet();
  const row = rowOf(sheet, "B", id);
  if (!row) return fail(404, "No such comment.");
  const cells = sheet.getRange(row, 1, 1, 8).getValues()[0];
  const changed = cells[7] !== true;
  if (changed) sheet.getRange(row, 8).setValue(true);
  const notify = replyNotice(cells);
  const result = { ok: true, id: id, action: "approve", changed: changed };
  if (notify) result.notify = notify;
  return answer(result);
}

/** Whom to tell of this approved reply (its Comments row's A–H), once; null for nobody. */
function replyNotice(cells) {
  const parentId = String(cells[6]);
  if (!parentId) return null;
  const emails = emailsSheet();
  const replyRow = rowOf(emails, "A", String(cells[1]));
  const parentRow = rowOf(emails, "A", parentId);
  if (!replyRow || !parentRow) return null;
  const reply = emails.getRange(replyRow, 1, 1, NOTICE_COLUMN).getValues()[0];
  const parent = emails.getRange(parentRow, 1, 1, NOTICE_COLUMN).getValues()[0];
  const email = String(parent[1]);
  if (reply[NOTICE_COLUMN - 1] || parent[NOTIFY_COLUMN - 1] !== "yes" || !email) return null;
  // Nobody is told of their own reply.
  if (email.toLowerCase() === String(reply[1]).toLowerCase()) return null;
  const comments = commentsSheet();
  const parentComment = rowOf(comments, "B", parentId);
  if (!parentComment) return null;
  emails.getRange(replyRow, NOTICE_COLUMN).setValue(new Date().toISOString());
  return {
    email: email,
    // Its page's language, among the columns after id, email and date.
    lang: String(parent[3 + ATTRIBUTION.indexOf("lang")]),
    name: String(comments.getRange(parentComment, 3).getValue()),
    postSlug: String(cells[0]),
    replyName: String(cells[2]),
  };
}

function deleteComment(id) {
  const sheet = commentsSheet();
  const row = rowOf(sheet, "B", id);
  if (!row) return fail(404, "No such comment.");
  sheet.deleteRow(row);
  // Its email has no purpose left.
  const emails = emailsSheet();
  const emailRow = rowOf(emails, "A", id);
  if (emailRow) emails.deleteRow(emailRow);
  return answer({ ok: true, id: id, action: "delete", changed: true });
}

function stopReplyMails(email) {
  const sheet = emailsSheet();
  const last = sheet.getLastRow();
  const rows = last > 0 ? sheet.getRange(1, 1, last, NOTIFY_COLUMN).getValues() : [];
  rows.forEach((row, index) => {
    if (String(row[1]).toLowerCase() === email.toLowerCase() && row[NOTIFY_COLUMN - 1] === "yes")
      sheet.getRange(index + 1, NOTIFY_COLUMN).setValue("stopped");
  });
  return answer({ ok: true });
}
