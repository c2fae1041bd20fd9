// A service account's OAuth token (RS256-signed JWT grant, signed with Web Crypto through jose):
// with it the Worker reads a spreadsheet that is not public and can append rows. One token per
// isolate, renewed a minute before Google's expiry.
import { SignJWT, importPKCS8 } from "jose";
import { GOOGLE_TOKEN_URL, type Env } from "./env";

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

const SCOPE = "https://www.googleapis.com/auth/spreadsheets";

let cached: { account: string; token: string; expires: number } | undefined;

/** The bearer token, or undefined when no service account is configured. */
export async function serviceAccountToken(env: Env): Promise<string | undefined> {
  const raw = env.GOOGLE_SERVICE_ACCOUNT?.trim();
  if (!raw) return undefined;
  if (cached && cached.account === raw && cached.expires > Date.now() + 60_000) return cached.token;
  const account = JSON.parse(raw) as ServiceAccount;
  const audience = env.GOOGLE_TOKEN_URL || account.token_uri || GOOGLE_TOKEN_URL;
  const key = await importPKCS8(account.private_key, "RS256");
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(account.client_email)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
  const response = await fetch(audience, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion,
    }),
  });
  if (!response.ok) throw new Error(`Google's token endpoint answered ${response.status}.`);
  const answer = (await response.json()) as { access_token: string; expires_in: number };
  cached = {
    account: raw,
    token: answer.access_token,
    expires: Date.now() + answer.expires_in * 1000,
  };
  return answer.access_token;
}
