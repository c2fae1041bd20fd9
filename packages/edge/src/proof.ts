// The forms' proof of work (ALTCHA through altcha-lib; its shape and cost: contracts' proof.ts):
// `GET /api/challenge` issues a challenge signed with ALTCHA_HMAC_KEY that expires; a submission
// carries it back solved, and is refused before anything is forwarded unless the signature, the
// expiry and the solution hold and the challenge was not used before. Used challenges are
// remembered in this data centre's cache until they expire (docs/security.md: what that covers).
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import {
  API_PATH,
  PROOF_REFUSALS,
  PROOF_TTL_SECONDS,
  PROOF_WORK,
  proofIn,
  type ProofRefusal,
} from "@marketing/contracts";
import type { Env } from "./env";
import { json, problem } from "./http";

/** The secret that signs the derived keys: one HMAC of the configured key, kept apart from it. */
async function keySignatureSecret(key: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signed = await crypto.subtle.sign(
    "HMAC",
    hmacKey,
    new TextEncoder().encode("altcha derived key signature"),
  );
  return [...new Uint8Array(signed)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const NOT_CONFIGURED = "Submissions are not configured on this site (ALTCHA_HMAC_KEY is not set).";

/** `GET /api/challenge`: a fresh challenge, never cached. */
export async function issueChallenge(env: Env): Promise<Response> {
  const key = env.ALTCHA_HMAC_KEY?.trim();
  if (!key) return problem(503, NOT_CONFIGURED);
  const challenge = await createChallenge({
    algorithm: PROOF_WORK.algorithm,
    cost: PROOF_WORK.cost,
    counter: randomInt(PROOF_WORK.counterMax, PROOF_WORK.counterMin),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + PROOF_TTL_SECONDS,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: await keySignatureSecret(key),
  });
  return json(200, challenge);
}

/** A refusal as the API answers it: `{error: {code, message, reason}}`, the reason for the widget. */
export function proofRefused(reason: ProofRefusal | "not-configured"): Response {
  if (reason === "not-configured") return problem(503, NOT_CONFIGURED);
  const { status, message } = PROOF_REFUSALS[reason];
  return json(status, { error: { code: status, message, reason } });
}

/** The cache entry that marks a challenge used, on the site's own origin (never a route's address). */
const usedKey = (origin: string, signature: string) =>
  `${origin}${API_PATH}/challenge/used/${encodeURIComponent(signature)}`;

export interface CheckedProof {
  /** Marks the challenge used (before the submission is forwarded); false when it already was. */
  spend(): Promise<boolean>;
}

/**
 * The body's proof checked (not yet spent), or why it is refused. `body` is the submission's parsed
 * JSON; `origin` the site's, where used challenges are kept.
 */
export async function checkProof(
  env: Env,
  body: unknown,
  origin: string,
): Promise<CheckedProof | ProofRefusal | "not-configured"> {
  const key = env.ALTCHA_HMAC_KEY?.trim();
  if (!key) return "not-configured";
  const proof = proofIn(body);
  if (!proof) return "proof-missing";
  // The work asked is the one this API asks: a challenge signed with other parameters is not ours.
  const { algorithm, cost } = proof.challenge.parameters;
  if (algorithm !== PROOF_WORK.algorithm || cost !== PROOF_WORK.cost) return "proof-invalid";
  let result;
  try {
    result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: await keySignatureSecret(key),
    });
  } catch {
    // A malformed challenge (a nonce that is not hex, an unknown algorithm) is not a valid one.
    return "proof-invalid";
  }
  if (result.expired) return "proof-expired";
  if (!result.verified) return "proof-invalid";
  const signature = proof.challenge.signature!;
  const expiresAt = Number(proof.challenge.parameters.expiresAt);
  return {
    async spend() {
      const cache = caches.default;
      const entry = usedKey(origin, signature);
      if (await cache.match(entry)) return false;
      const left = Number.isFinite(expiresAt) ? expiresAt - Date.now() / 1000 : PROOF_TTL_SECONDS;
      const seconds = Math.max(1, Math.ceil(left));
      await cache.put(
        entry,
        new Response("used", { headers: { "Cache-Control": `max-age=${seconds}` } }),
      );
      return true;
    },
  };
}
