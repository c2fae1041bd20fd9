// Apps Script never sees the sender's IP address. A sender is its address (+tag dropped; its name
// when there is none) and is capped per 10 minutes, as is its email domain, so rotating addresses
// on one domain stops there. Each type of post has its own budget, a token bucket that refills
// continuously, and all types share a smaller one: a client rotating domains too can refuse
// every form while it keeps sending (nothing tells it apart from real visitors), but it writes at
// most ALL_BURST rows at once and ALL_PER_MINUTE a minute in all, and a burst is forgotten within
// a few minutes of its end. docs/security.md, "What a flood can and cannot do".

const PER_ADDRESS = 5; // posts per address (its +tag ignored) per 10 minutes
const PER_DOMAIN = 20; // posts per email domain per 10 minutes
const BURST = 60; // posts of one type accepted back to back...
const PER_MINUTE = 30; // ...and the rate that budget refills at
const ALL_BURST = 100; // posts of every type together accepted back to back...
const ALL_PER_MINUTE = 40; // ...and the rate that budget refills at

function allow(type, email, name) {
  const cache = CacheService.getScriptCache();
  const now = Date.now();
  const slot = ":" + Math.floor(now / 600000); // counters per 10-minute window
  const address = email ? email.toLowerCase().replace(/\+[^@]*@/, "@") : "name:" + name;
  const keys = {
    sender: "sender:" + digest(address) + slot,
    bucket: "bucket:" + type,
    all: "bucket:*",
  };
  if (email) keys.domain = "domain:" + digest(address.split("@")[1]) + slot;
  const got = cache.getAll(Object.values(keys));
  const sender = Number(got[keys.sender] || 0);
  const domain = Number(got[keys.domain] || 0);
  const bucket = refill(got[keys.bucket], now, BURST, PER_MINUTE);
  const all = refill(got[keys.all], now, ALL_BURST, ALL_PER_MINUTE);
  if (sender >= PER_ADDRESS || domain >= PER_DOMAIN || bucket < 1 || all < 1) return false;
  const counts = { [keys.sender]: String(sender + 1) };
  if (keys.domain) counts[keys.domain] = String(domain + 1);
  counts[keys.bucket] = JSON.stringify({ tokens: bucket - 1, at: now });
  counts[keys.all] = JSON.stringify({ tokens: all - 1, at: now });
  cache.putAll(counts, 600);
  return true;
}

/** The tokens a bucket holds now: what it saved, plus what it earned since, up to its size. */
function refill(saved, now, size, perMinute) {
  const bucket = JSON.parse(saved || "null") || { tokens: size, at: now };
  return Math.min(size, bucket.tokens + ((now - bucket.at) / 60000) * perMinute);
}

function digest(value) {
  return Utilities.base64Encode(Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, value));
}
