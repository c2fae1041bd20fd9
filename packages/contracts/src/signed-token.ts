// A signed, expiring token for a link in a mail: the newsletter's confirmation (the subject is
// the address), and the Worker's links (moderation, unsubscribe: the subject names its purpose,
// e.g. `unsubscribe:ada@example.com`, so a token made for one purpose is never read as another's).
// Web Crypto only: the local services, the Worker and a browser can all sign and read it, and the
// Apps Script keeps a copy of its format (packages/apps-script/src/opt-in.js).

/** Why a token was refused. */
export type TokenProblem = "expired" | "invalid";

const encoder = new TextEncoder();

/** base64url without padding (Apps Script's `base64EncodeWebSafe` pads: the script strips it). */
function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return base64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message))));
}

/** Compares two signatures in time that does not depend on where they first differ. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

/**
 * `base64url(subject).expirySeconds.base64url(HMAC-SHA256(subject + "\n" + expirySeconds))`:
 * what it is for and until when (the expiry is digits only, so the two parts cannot be shifted
 * into each other).
 */
export async function signToken(
  subject: string,
  secret: string,
  expiresAtMs: number,
): Promise<string> {
  const expiry = String(Math.floor(expiresAtMs / 1000));
  const signature = await hmac(secret, `${subject}\n${expiry}`);
  return `${base64Url(encoder.encode(subject))}.${expiry}.${signature}`;
}

/** What a token is for, or why it is refused (a forged one is `invalid` even when old). */
export async function readToken(
  token: unknown,
  secret: string,
  nowMs: number,
): Promise<{ subject: string } | { problem: TokenProblem }> {
  const invalid = { problem: "invalid" as const };
  if (typeof token !== "string" || token.length > 1000) return invalid;
  const [encoded = "", expiry = "", signature = "", ...rest] = token.split(".");
  const subject = fromBase64Url(encoded);
  if (rest.length || !subject || !/^\d{1,12}$/.test(expiry)) return invalid;
  if (!sameText(signature, await hmac(secret, `${subject}\n${expiry}`))) return invalid;
  return Number(expiry) * 1000 < nowMs ? { problem: "expired" } : { subject };
}
