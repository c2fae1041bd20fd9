// The API's proof-of-work challenge as the stand-ins issue it (Storybook's mocks, the widgets' unit
// tests): the Worker's parameters (contracts' proof.ts), signed with a key of their own. Only the
// Worker checks solutions (packages/edge/src/proof.ts); a stand-in takes what a form sends.
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { PROOF_TTL_SECONDS, PROOF_WORK, type ProofChallenge } from "@marketing/contracts";

/** The stand-ins' signing key: nothing real is signed with it. */
export const STAND_IN_ALTCHA_KEY = "stand-in-altcha-key";

/**
 * A challenge as `GET /api/challenge` answers; `work` lowers its counter's range (a unit test
 * solves in a few derivations).
 */
export function standInChallenge(
  work: { counterMin: number; counterMax: number } = PROOF_WORK,
): Promise<ProofChallenge> {
  return createChallenge({
    algorithm: PROOF_WORK.algorithm,
    cost: PROOF_WORK.cost,
    counter: randomInt(work.counterMax, work.counterMin),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + PROOF_TTL_SECONDS,
    hmacSignatureSecret: STAND_IN_ALTCHA_KEY,
    hmacKeySignatureSecret: STAND_IN_ALTCHA_KEY,
  });
}
