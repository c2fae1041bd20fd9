// Apps Script never sees the sender's IP address. A sender is its inbox (foldAddress: its +tag
// dropped, Gmail's dots too; its name when there is none) and is capped per 10 minutes. No cap
// per email domain: a domain is shared by strangers (every gmail.com visitor), so a bot posting
// with its addresses would lock them all out. Each type of post has its own budget, a token bucket
// that refills continuously, and all types share a smaller one: a client rotating addresses can
// refuse every form while it keeps sending (nothing tells it apart from real visitors), but it
// writes at most ALL_BURST rows at once and ALL_PER_MINUTE a minute in all, and a burst is
// forgotten within a few minutes of its end. In front of the script, the edge Worker's proof of
// work and per-client limits make each post cost something. docs/security.md, "What a flood can
// and cannot do".

const PER_ADDRESS = 5; // posts per inbox (foldAddress) per 10 minutes
const BURST = 60; // posts of one type accepted back to back...
const PER_MINUTE = 30; // ...and the rate that budget refills at
const ALL_BURST = 100; // posts of every type together accepted back to back...
const ALL_PER_MINUTE = 40; // ...and the rate that budget refills at

function allow(type, email, name) {
  const cache = CacheService.getScriptCache();
  const now = Date.now();
  const slot = ":" + Math.floor(now / 600000); // counters per 10-minute window
  const address = email ? foldAddress(email) : "name:" + name;
  const keys = {
    sender: "sender:" + digest(address) + slot,
    bucket: "bucket:" + type,
    all: "bucket:*",
  };
  const got = cache.getAll(Object.values(keys));
  const sender = Number(got[keys.sender] || 0);
  const bucket = refill(got[keys.bucket], now, BURST, PER_MINUTE);
  const all = refill(got[keys.all], now, ALL_BURST, ALL_PER_MINUTE);
  if (sender >= PER_ADDRESS || bucket < 1 || all < 1) return false;
  cache.putAll(
    {
      [keys.sender]: String(sender + 1),
      [keys.bucket]: JSON.stringify({ tokens: bucket - 1, at: now }),
      [keys.all]: JSON.stringify({ tokens: all - 1, at: now }),
    },
    600,
  );
  return true;
}

/**
 * One inbox, however its address is spelled: lower case, no +tag, and for Gmail no dots. A copy of
 * @marketing/contracts' foldAddress (mail.ts): both run text-rules.cases.json's foldedAddresses.
 */
function foldAddress(email) {
  const address = String(email).trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.replace(/\+.*$/, "") || local;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "") || local;
  return local + "@" + domain;
}

/** The tokens a bucket holds now: what it saved, plus what it earned since, up to its size. */
function refill(saved, now, size, perMinute) {
  const bucket = JSON.parse(saved || "null") || { tokens: size, at: now };
  return Math.min(size, bucket.tokens + ((now - bucket.at) / 60000) * perMinute);
}

function digest(value) {
  return Utilities.base64Encode(Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, value));
}
