// The proof of work solved on the page's thread (altcha-lib's solver and its Web Crypto key
// derivation), for a page where no worker can start (proof.ts). Imported only then: the worker
// thread carries its own copy (proofWorker.ts), so a form's code carries neither.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { ProofChallenge } from "@marketing/contracts";

/** Each derivation is awaited Web Crypto work, so the page stays responsive between them. */
export function solveOnThisThread(challenge: ProofChallenge, timeout: number) {
  return solveChallenge({ challenge, deriveKey, timeout });
}
