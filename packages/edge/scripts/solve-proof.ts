// A client's part of the forms' proof of work, for tests and benches that post to the API as a
// widget does: ask `GET /api/challenge`, solve it (altcha-lib, Node's PBKDF2), and send the
// solution in the body's `altcha` field (contracts' proof.ts).
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { PROOF_FIELD, type Proof, type ProofChallenge } from "@marketing/contracts";

/** Solves a challenge as the widgets do (the same parameters, Node's key derivation). */
export async function solve(challenge: ProofChallenge): Promise<Proof> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("The proof of work could not be solved in 30 s.");
  return { challenge, solution };
}

/** A fresh proof from the API at `api` (`http://127.0.0.1:4173/api`), solved. */
export async function solvedProof(
  api: string,
  fetch: (url: string) => Promise<Response> = globalThis.fetch,
): Promise<Proof> {
  const answer = await fetch(`${api.replace(/\/+$/, "")}/challenge`);
  if (!answer.ok) throw new Error(`GET /api/challenge answered ${answer.status}.`);
  return solve((await answer.json()) as ProofChallenge);
}

/** A submission's JSON text with a proof in it. */
export function withProof(body: object, proof: Proof): string {
  return JSON.stringify({ ...body, [PROOF_FIELD]: proof });
}
