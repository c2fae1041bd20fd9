// The web app: the newsletter, the contact form and the comments post here (text/plain JSON, the
// only body a browser sends to Apps Script without a preflight). Apps Script always answers 200,
// so a refusal is {error: {code, message}}, which the widgets treat as a failure. README.md in
// this folder says what each Script Property does and how to deploy.

function doPost(e) {
  try {
    return handle(JSON.parse(e.postData.contents));
  } catch (error) {
    if (error instanceof SyntaxError) return fail(400, "The body is not JSON.");
    console.error(error); // a missing sheet or property: nothing was stored
    return fail(500, "The submission could not be stored.");
  }
}

function handle(body) {
  const type = body && typeof body === "object" && !Array.isArray(body) ? body.type : null;
  if (type === "newsletter_confirmation") return withLock(() => confirmToken(body));
  if (type === "newsletter_unsubscribe")
    return withLock(() => unsubscribeAddress(body, vault(), props()));
  if (type === "newsletter_mailing_tool")
    return withLock(() => recordMailingTool(body, vault(), props()));
  // Own keys only: "constructor" or "__proto__" must not find what every object inherits.
  if (typeof type !== "string" || !Object.prototype.hasOwnProperty.call(FIELDS, type))
    return fail(400, "Unknown type.");
  const rule = FIELDS[type];
  const v = {};
  for (const field of rule.required.concat(rule.optional, ATTRIBUTION)) {
    const value = body[field] === undefined || body[field] === null ? "" : body[field];
    if (typeof value !== "string" || value.length > MAX[field])
      return fail(400, "Bad field: " + field);
    v[field] = (CLEANED.indexOf(field) >= 0 ? cleanText(value) : value).trim();
    if (!v[field] && rule.required.indexOf(field) >= 0) return fail(400, "Missing field: " + field);
  }
  if (v.email && !EMAIL.test(v.email)) return fail(400, "Bad field: email");
  const consent = consentColumns(body.consent);
  if (!consent) return fail(400, "Bad field: consent");
  const problem = type === "blog_comment" ? commentProblem(body) : "";
  if (problem) return fail(400, problem);
  return withLock(() => {
    if (!allow(type, v.email, v.name)) return fail(429, "Too many posts, try again later.");
    // Where it came from, after each row's own columns: page, referrer, lang, utm_source…content,
    // then the consent box's answer, time and sentence.
    const from = ATTRIBUTION.map((field) => v[field]).concat(consent);
    if (type === "newsletter_subscription") return subscribe(v, from, body);
    if (type === "contact_form") return contact(v, from);
    return comment(v, from);
  });
}

/** One post at a time, so the counters, the duplicate check and the confirmations hold. */
function withLock(work) {
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(10000)) return fail(503, "Busy, try again.");
  try {
    return work();
  } finally {
    lock.releaseLock();
  }
}

const props = () => PropertiesService.getScriptProperties();
const vault = () => SpreadsheetApp.openById(props().getProperty("PRIVATE_SPREADSHEET_ID"));

function subscribe(v, from, body) {
  const now = new Date().toISOString();
  const settings = props();
  const sheet = vault().getSheetByName("Newsletter");
  if (!doubleOptIn(settings)) {
    sheet.appendRow([v.email, now].concat(from, ["confirmed", ""]).map(asSheetText));
    return answer({ result: "success" }); // no row number: it would count the subscribers
  }
  // The Worker writes and sends the email (with the unsubscribe headers MailApp cannot set).
  const ask = workerAsk(body, settings);
  if (ask && ask.mailsConfirmation) {
    const token = confirmationToken(v.email, settings);
    sheet.appendRow([v.email, now].concat(from, ["pending", ""]).map(asSheetText));
    return answer({ result: "success", pending: true, confirmationToken: token });
  }
  // Apps Script's daily mail quota (100 a day on a free account): refuse before writing.
  if (MailApp.getRemainingDailyQuota() < 1)
    return fail(503, "No confirmation email can be sent today; try again tomorrow.");
  const mail = confirmationMail(v.email, v.lang, settings);
  sheet.appendRow([v.email, now].concat(from, ["pending", ""]).map(asSheetText));
  MailApp.sendEmail(mail);
  return answer({ result: "success", pending: true });
}

function confirmToken(body) {
  return confirmSubscription(body.token, vault(), props(), body);
}

function contact(v, from) {
  const now = new Date().toISOString();
  vault()
    .getSheetByName("Contact")
    .appendRow([v.name, v.email, v.company, v.message, now].concat(from).map(asSheetText));
  return answer({ ok: true });
}

function comment(v, from) {
  const now = new Date().toISOString();
  const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName("Comments");
  const known = sheet.getRange("B:B").createTextFinder(v.id).matchEntireCell(true).findNext();
  if (known)
    return answer({ ok: true, id: v.id, approved: known.offset(0, 6).getValue() === true });
  const approved = props().getProperty("MODERATION") === "off"; // held unless turned off
  // A–G as text (D, once the email, stays blank), then H: a checkbox the owner ticks.
  sheet.appendRow([v.postSlug, v.id, v.name, "", v.message, now, v.parentId].map(asSheetText));
  sheet.getRange(sheet.getLastRow(), 8).insertCheckboxes().setValue(approved);
  // The email and where the comment came from stay private, never in the public sheet.
  vault()
    .getSheetByName("CommentEmails")
    .appendRow([v.id, v.email, now].concat(from).map(asSheetText));
  return answer({ ok: true, id: v.id, approved: approved });
}

// The consent box's record {given, at, text} as three columns: "yes" or "no", the time, the
// sentence shown; blank when the page shows no box; null when it has another shape.
function consentColumns(value) {
  if (value === undefined || value === null) return ["", "", ""];
  if (typeof value !== "object" || typeof value.given !== "boolean") return null;
  const at = value.at;
  const sentence = value.text;
  if (typeof at !== "string" || at.length > CONSENT_MAX.at || !isIsoTime(at)) return null;
  if (typeof sentence !== "string" || !sentence.trim() || sentence.length > CONSENT_MAX.text)
    return null;
  return [value.given ? "yes" : "no", at, cleanText(sentence).trim()];
}

function answer(value) {
  return ContentService.createTextOutput(JSON.stringify(value)).setMimeType(
    ContentService.MimeType.JSON,
  );
}

function fail(code, message) {
  return answer({ error: { code: code, message: message } });
}
