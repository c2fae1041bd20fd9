// Double opt-in: a new subscriber's row is "pending" until its owner follows the link of the
// confirmation email sent here, in the subscriber's language. The link opens the site's
// confirmation page, which posts the token back ({type: "newsletter_confirmation", token}). The
// token is a copy of @marketing/contracts' confirmation.ts (its test reads this script's tokens):
// base64url(email).expirySeconds.base64url(HMAC-SHA256(email + "\n" + expirySeconds, secret)),
// the secret in the Script Properties (CONFIRM_SECRET, made on first use when not set).

const CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60;
const CONFIRM_PATH = "/newsletter/confirm";
// The Newsletter sheet's status and confirmation-time columns (after email, date, the eight of
// ATTRIBUTION and the three of the consent box), then the time of an unsubscribe, then what the
// mailing tool was told (waiting, synced, failed) and why it refused; `lang` is the third of
// ATTRIBUTION.
const STATUS_COLUMN = 14;
const UNSUBSCRIBED_COLUMN = 16;
const MAILING_TOOL_COLUMN = 17;
const LANG_COLUMN = 5;
// CONFIRMATION_MAIL in @marketing/contracts (confirmation.ts): test/opt-in.test.ts checks
// these are the same words.
const CONFIRMATION_MAIL = {
  en: {
    subject: "Confirm your subscription",
    body:
      "Hello,\n\nWe received a request to subscribe this address to our weekly newsletter. To " +
      "confirm your subscription, open this link within 7 days and press the button:\n\n{link}\n\n" +
      "If you did not ask for it, ignore this email: you will receive nothing more.\n",
  },
  fr: {
    subject: "Confirmez votre abonnement",
    body:
      "Bonjour,\n\nNous avons re\u00e7u une demande d\u2019abonnement \u00e0 notre newsletter " +
      "hebdomadaire pour cette adresse. Pour confirmer votre abonnement, ouvrez ce lien dans les " +
      "7\u00a0jours et appuyez sur le bouton\u202f:\n\n{link}\n\nSi vous n\u2019\u00eates pas " +
      "\u00e0 l\u2019origine de cette demande, ignorez ce courriel\u202f: vous ne recevrez rien " +
      "d\u2019autre.\n",
  },
};

/** Whether new subscribers must confirm (the default; DOUBLE_OPT_IN "off" turns it off). */
function doubleOptIn(props) {
  return props.getProperty("DOUBLE_OPT_IN") !== "off";
}

function confirmSecret(props) {
  let secret = props.getProperty("CONFIRM_SECRET");
  if (!secret) {
    secret = Utilities.getUuid() + Utilities.getUuid();
    props.setProperty("CONFIRM_SECRET", secret);
  }
  return secret;
}

const webSafe = (value) => Utilities.base64EncodeWebSafe(value).replace(/=+$/, "");

function signature(email, expiry, secret) {
  return webSafe(Utilities.computeHmacSha256Signature(email + "\n" + expiry, secret));
}

function signToken(email, expiresAtMs, secret) {
  const expiry = String(Math.floor(expiresAtMs / 1000));
  return webSafe(email) + "." + expiry + "." + signature(email, expiry, secret);
}

/** Compares two texts in time that does not depend on where they first differ. */
function sameText(a, b) {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

/**
 * The edge Worker's asks in a body (@marketing/contracts subscribers.ts), or null: heard only
 * with the ENDPOINT_KEY property, a secret the Worker holds too, since anyone may post here.
 */
function workerAsk(body, props) {
  const key = props.getProperty("ENDPOINT_KEY");
  if (!key || typeof body.endpointKey !== "string" || !sameText(body.endpointKey, key)) return null;
  return {
    mailsConfirmation: body.mailsConfirmation === true,
    syncsMailingTool: body.syncsMailingTool === true,
  };
}

/** {email} for a good token, else {problem: "expired" | "invalid"} (forged is invalid). */
function readToken(token, nowMs, secret) {
  const invalid = { problem: "invalid" };
  if (typeof token !== "string" || token.length > 1000) return invalid;
  const parts = token.split(".");
  if (parts.length !== 3 || !/^[\w-]+$/.test(parts[0]) || !/^\d{1,12}$/.test(parts[1]))
    return invalid;
  let email = "";
  try {
    const padded = parts[0] + "===".slice((parts[0].length + 3) % 4);
    // An address is ASCII (EMAIL): each byte is one character.
    email = Utilities.base64DecodeWebSafe(padded)
      .map((byte) => String.fromCharCode(byte & 0xff))
      .join("");
  } catch (error) {
    return invalid;
  }
  if (!EMAIL.test(email)) return invalid;
  if (!sameText(signature(email, parts[1], secret), parts[2])) return invalid;
  return Number(parts[1]) * 1000 < nowMs ? { problem: "expired" } : { email: email };
}

/** A token for the confirmation link of `email`, valid CONFIRM_TTL_SECONDS. */
function confirmationToken(email, props) {
  return signToken(email, Date.now() + CONFIRM_TTL_SECONDS * 1000, confirmSecret(props));
}

/**
 * The confirmation email in the subscriber's language (its page's `lang`, else English), for
 * MailApp.sendEmail; made before the row is written, so a missing SITE_URL writes nothing.
 */
function confirmationMail(email, lang, props) {
  const site = props.getProperty("SITE_URL");
  if (!site) throw new Error("Script property SITE_URL is not set: no confirmation link to send.");
  const language = /^fr\b/i.test(lang) ? "fr" : "en";
  const token = confirmationToken(email, props);
  const link =
    site.replace(/\/+$/, "") +
    (language === "fr" ? "/fr" : "") +
    CONFIRM_PATH +
    "?token=" +
    encodeURIComponent(token);
  const mail = CONFIRMATION_MAIL[language];
  return { to: email, subject: mail.subject, body: mail.body.replace("{link}", link) };
}

/**
 * Marks the address's pending rows confirmed; a second click answers confirmed again. To the
 * Worker (its key) it names the address and its language, which the mailing tool is told of.
 */
function confirmSubscription(token, vault, props, body) {
  const ask = workerAsk(body || {}, props);
  const read = readToken(token, Date.now(), confirmSecret(props));
  if (read.problem === "expired") return fail(410, "This confirmation link has expired.");
  if (read.problem) return fail(403, "This confirmation link is not valid.");
  const sheet = vault.getSheetByName("Newsletter");
  const last = sheet.getLastRow();
  if (last < 1) return fail(403, "This confirmation link is not valid.");
  const rows = sheet.getRange(1, 1, last, STATUS_COLUMN).getValues();
  const now = new Date().toISOString();
  let known = false;
  let lang = "";
  rows.forEach((row, index) => {
    if (String(row[0]).toLowerCase() !== read.email.toLowerCase()) return;
    const status = row[STATUS_COLUMN - 1];
    if (status === "unsubscribed") return;
    known = true;
    lang = String(row[LANG_COLUMN - 1]);
    if (status === "pending")
      sheet.getRange(index + 1, STATUS_COLUMN, 1, 2).setValues([["confirmed", now]]);
    if (ask && ask.syncsMailingTool) waitForMailingTool(sheet, index + 1);
  });
  // The row was deleted or unsubscribed: the link no longer names a subscription.
  if (!known) return fail(403, "This confirmation link is not valid.");
  return answer(
    ask ? { result: "confirmed", email: read.email, lang: lang } : { result: "confirmed" },
  );
}

/** The row is to be told to the mailing tool: the Worker records the outcome (below). */
function waitForMailingTool(sheet, row) {
  sheet.getRange(row, MAILING_TOOL_COLUMN, 1, 2).setValues([["waiting", ""]]);
}

/**
 * What the mailing tool was told of the address's rows of a status (the Worker's, with its key):
 * `synced`, or `failed` and why; a row whose status changed since stays as it is.
 */
function recordMailingTool(body, vault, props) {
  if (!workerAsk(body, props)) return fail(403, "Not allowed.");
  const email = typeof body.email === "string" ? body.email.toLowerCase() : "";
  const states = ["synced", "failed"];
  if (!EMAIL.test(email) || states.indexOf(body.state) < 0) return fail(400, "Bad fields.");
  const reason = typeof body.reason === "string" ? cleanText(body.reason).slice(0, 300) : "";
  const sheet = vault.getSheetByName("Newsletter");
  const last = sheet.getLastRow();
  const rows = last < 1 ? [] : sheet.getRange(1, 1, last, STATUS_COLUMN).getValues();
  rows.forEach((row, index) => {
    if (String(row[0]).toLowerCase() !== email || row[STATUS_COLUMN - 1] !== body.status) return;
    sheet
      .getRange(index + 1, MAILING_TOOL_COLUMN, 1, 2)
      .setValues([[body.state, asSheetText(reason)]]);
  });
  return answer({ ok: true });
}

/**
 * Marks every row of the address unsubscribed, asked by the Worker, which checked the link's
 * signature (its own secret); answered alike when the address has no row (nothing to mark).
 */
function unsubscribeAddress(body, vault, props) {
  const ask = workerAsk(body, props);
  if (!ask) return fail(403, "Not allowed.");
  const email = typeof body.email === "string" ? body.email.toLowerCase() : "";
  if (!EMAIL.test(email)) return fail(400, "Bad field: email");
  const sheet = vault.getSheetByName("Newsletter");
  const last = sheet.getLastRow();
  const rows = last < 1 ? [] : sheet.getRange(1, 1, last, STATUS_COLUMN).getValues();
  const now = new Date().toISOString();
  let lang = "";
  rows.forEach((row, index) => {
    if (String(row[0]).toLowerCase() !== email) return;
    lang = String(row[LANG_COLUMN - 1]);
    if (ask.syncsMailingTool) waitForMailingTool(sheet, index + 1);
    if (row[STATUS_COLUMN - 1] === "unsubscribed") return;
    sheet.getRange(index + 1, STATUS_COLUMN).setValue("unsubscribed");
    sheet.getRange(index + 1, UNSUBSCRIBED_COLUMN).setValue(now);
  });
  return answer({ result: "unsubscribed", lang: lang });
}
