// The forms' proof of work (ALTCHA, v2 of its protocol): what the API issues at `GET /api/challenge`,
// what a form sends back in its JSON body, and the reasons a submission without a good one is
// refused. The edge Worker issues and checks proofs (packages/edge/src/proof.ts, with altcha-lib),
// the widgets solve them (widgets' core/proof.ts); both read their shape and cost here.
// docs/security.md gives the figures.

/** The field of a submission's JSON body that carries the proof. */
export const PROOF_FIELD = "altcha";

/**
 * The work asked: PBKDF2 (SHA-256, `cost` iterations) of the challenge's nonce and a counter,
 * until the derived key starts with the prefix the API derived from a counter it drew between
 * `counterMin` and `counterMax` (ALTCHA's deterministic mode: the work is bounded, and the API
 * checks a solution with one HMAC). At 4x CPU slowdown a derivation takes about 0.5 ms in
 * Chromium, so the median proof costs a visitor about 200 ms, in a worker thread.
 */
export const PROOF_WORK = {
  algorithm: "PBKDF2/SHA-256",
  cost: 1_000,
  counterMin: 100,
  counterMax: 700,
} as const;

/** How long a challenge may be answered, in seconds; the API remembers a used one as long. */
export const PROOF_TTL_SECONDS = 10 * 60;

/** A challenge as the API issues it (ALTCHA's `Challenge`, signed). */
export interface ProofChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    memoryCost?: number;
    parallelism?: number;
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

/** What a form sends back (ALTCHA's `Payload`): the challenge and the counter that solves it. */
export interface Proof {
  challenge: ProofChallenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

/** Why a submission's proof was refused (`error.reason`); the widgets say so in the visitor's language. */
export const PROOF_REFUSAL_REASONS = [
  "proof-missing",
  "proof-invalid",
  "proof-expired",
  "proof-used",
] as const;
export type ProofRefusal = (typeof PROOF_REFUSAL_REASONS)[number];

/** Each refusal's status and the API's message (`{error: {code, message, reason}}`). */
export const PROOF_REFUSALS: Record<ProofRefusal, { status: 400 | 403; message: string }> = {
  "proof-missing": {
    status: 400,
    message: "This submission has no proof of work: send it from the form, with JavaScript on.",
  },
  "proof-invalid": { status: 403, message: "This submission's proof of work is not valid." },
  "proof-expired": {
    status: 403,
    message: "This submission's proof of work has expired: send the form again.",
  },
  "proof-used": {
    status: 403,
    message: "This submission's proof of work was already used: send the form again.",
  },
};

/** Whether an answer's `error.reason` is one of the proof's refusals. */
export function isProofRefusal(reason: unknown): reason is ProofRefusal {
  return (PROOF_REFUSAL_REASONS as readonly unknown[]).includes(reason);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The proof a submission's parsed body carries, in the shape the API checks, or undefined when it
 * has none or something else under PROOF_FIELD. Its values are checked by the API's verification.
 */
export function proofIn(body: unknown): Proof | undefined {
  if (!isObject(body)) return undefined;
  const proof = body[PROOF_FIELD];
  if (!isObject(proof) || !isObject(proof.challenge) || !isObject(proof.solution)) return undefined;
  const { parameters, signature } = proof.challenge;
  const { counter, derivedKey } = proof.solution;
  if (!isObject(parameters) || typeof signature !== "string") return undefined;
  if (typeof counter !== "number" || typeof derivedKey !== "string") return undefined;
  return proof as unknown as Proof;
}
