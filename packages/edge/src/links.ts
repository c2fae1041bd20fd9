// The links the Worker's mails carry: each a page of the site with a signed, expiring token
// (contracts' signed-token.ts) whose subject names its purpose, signed with LINK_SECRET. Opening a
// link changes nothing: the page shows one button, and its press posts the token back.
import { readToken, signToken, type TokenProblem } from "@marketing/contracts";
import type { Env } from "./env";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What each link is for, the site's page it opens (French under `/fr`), and how long it works. */
export const LINKS = {
  approve: { path: "/comments/moderate", ttlMs: 14 * DAY_MS },
  delete: { path: "/comments/moderate", ttlMs: 14 * DAY_MS },
  unsubscribe: { path: "/newsletter/unsubscribe", ttlMs: 3650 * DAY_MS },
} as const;

export type LinkPurpose = keyof typeof LINKS;

function secretOf(env: Env): string {
  const secret = env.LINK_SECRET?.trim();
  if (!secret) throw new Error("LINK_SECRET is not set: the Worker cannot sign its mails' links.");
  return secret;
}

/** A token for `purpose` about `value` (a comment's id, an address). */
export async function signLinkToken(
  env: Env,
  purpose: LinkPurpose,
  value: string,
  nowMs = Date.now(),
): Promise<string> {
  return signToken(`${purpose}:${value}`, secretOf(env), nowMs + LINKS[purpose].ttlMs);
}

/** The value a token names for `purpose`, or why it is refused (made for another purpose: invalid). */
export async function readLinkToken(
  env: Env,
  purpose: LinkPurpose,
  token: unknown,
  nowMs = Date.now(),
): Promise<{ value: string } | { problem: TokenProblem }> {
  const read = await readToken(token, secretOf(env), nowMs);
  if ("problem" in read) return read;
  const prefix = `${purpose}:`;
  return read.subject.startsWith(prefix)
    ? { value: read.subject.slice(prefix.length) }
    : { problem: "invalid" };
}

/** The page a mail links to, on the site at `origin`, in `lang`, with its token. */
export async function mailLink(
  env: Env,
  origin: string,
  lang: "en" | "fr",
  purpose: LinkPurpose,
  value: string,
): Promise<string> {
  const token = await signLinkToken(env, purpose, value);
  const prefix = lang === "fr" ? "/fr" : "";
  return `${origin.replace(/\/+$/, "")}${prefix}${LINKS[purpose].path}?token=${encodeURIComponent(token)}`;
}
