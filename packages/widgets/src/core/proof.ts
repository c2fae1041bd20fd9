// The forms' proof of work, solved invisibly: when the visitor starts filling a form (its first
// focus or input), the form asks the API for a challenge (`GET /api/challenge`) and solves it in a
// worker thread (proofWorker.ts, a file of its own in the embeds, speaking altcha-lib's worker
// protocol) while the visitor types; the submission carries the solution (`altcha`, contracts'
// proof.ts). No widget, no cookie, no third party. Where no worker can start (the embeds on
// another origin than the page, a CSP without it, the npm package), the solver is imported and runs
// on this thread (proofSolver.ts). A proof serves one submission.
import { useEffect, useState } from "react";
import type { KyInstance } from "ky";
import {
  PROOF_FIELD,
  PROOF_TTL_SECONDS,
  apiUrl,
  type Proof,
  type ProofChallenge,
} from "@marketing/contracts";
import { useWidget } from "./WidgetRoot";

/** The worker's file beside the chunks, named by the embeds' build (embed/bundler/build-embeds.ts). */
declare const __MW_PROOF_WORKER__: string | undefined;

/** A solve that has not ended by then gives up: the submission goes without, and is refused. */
const SOLVE_TIMEOUT_MS = 30_000;
/** A proof older than this is solved again at the submission: the API's expiry, with a margin. */
const FRESH_FOR_MS = (PROOF_TTL_SECONDS - 60) * 1000;

/** The worker thread's address, when this build has one and this page may start it. */
function proofWorker(): (() => Worker) | undefined {
  if (typeof __MW_PROOF_WORKER__ !== "string" || typeof Worker === "undefined") return undefined;
  const url = new URL(__MW_PROOF_WORKER__, import.meta.url);
  return () => new Worker(url);
}

type Solution = Proof["solution"];

/**
 * One worker, altcha-lib's worker protocol (its `workers/shared` handler, proofWorker.ts): one
 * `work` message, answered with the solution (null past the timeout) or `{error}`. Rejects when the
 * worker cannot start (another origin, the page's CSP) or fails.
 */
function solveInWorker(create: () => Worker, challenge: ProofChallenge): Promise<Solution | null> {
  return new Promise((resolve, reject) => {
    const worker = create();
    worker.addEventListener("message", ({ data }: MessageEvent<Solution | { error: unknown }>) => {
      worker.terminate();
      if (data && "error" in data) reject(new Error(String(data.error)));
      else resolve(data);
    });
    worker.addEventListener("error", (error) => {
      worker.terminate();
      reject(error);
    });
    worker.postMessage({
      type: "work",
      challenge,
      counterStart: 0,
      counterStep: 1,
      timeout: SOLVE_TIMEOUT_MS,
    });
  });
}

/** The User Timing measure of each solve (`detail.thread`: worker or main), which the bench reads. */
export const PROOF_MEASURE = "mw-proof-of-work";

/** Solves a challenge: in the worker thread, else (it cannot start or fails) on this one. */
export async function solveProof(challenge: ProofChallenge): Promise<Proof | undefined> {
  const start = performance.now();
  const createWorker = proofWorker();
  let solution: Solution | null = null;
  let thread = "worker";
  if (createWorker) {
    try {
      solution = await solveInWorker(createWorker, challenge);
    } catch {
      // Refused by the page's origin or its CSP: this thread does the work.
    }
  }
  if (!solution) {
    thread = "main";
    const { solveOnThisThread } = await import("./proofSolver");
    solution = await solveOnThisThread(challenge, SOLVE_TIMEOUT_MS);
  }
  performance.measure?.(PROOF_MEASURE, { start, detail: { thread } });
  return solution ? { challenge, solution } : undefined;
}

export interface ProofOfWork {
  /** Starts solving (the form's first focus or input); does nothing while one is under way. */
  start(): void;
  /** The proof for a submission (`{altcha}`), solved now if none is ready; `{}` when none could be. */
  take(): Promise<{ [PROOF_FIELD]?: Proof }>;
  /** The form's listeners that start it. */
  listeners: { onFocus(): void; onInput(): void };
  /** The `api` setting changed (the element's attribute): later challenges come from there. */
  setApi(api: string): void;
}

/** One form's proof of work, asked from the API at `api` through `http`. */
export function createProofOfWork(
  http: KyInstance,
  api: string,
  now: () => number = Date.now,
): ProofOfWork {
  let pending: { at: number; proof: Promise<Proof | undefined> } | undefined;
  const solve = async () => {
    const challenge = await http.get(apiUrl(api, "challenge", {})).json<ProofChallenge>();
    return solveProof(challenge);
  };
  const start = () => {
    if (pending && now() - pending.at < FRESH_FOR_MS) return;
    pending = { at: now(), proof: solve().catch(() => undefined) };
  };
  return {
    start,
    async take() {
      start();
      const { proof } = pending!;
      pending = undefined;
      const solved = await proof;
      return solved ? { [PROOF_FIELD]: solved } : {};
    },
    listeners: { onFocus: start, onInput: start },
    setApi(next) {
      api = next;
    },
  };
}

/** A form's proof of work, through its widget's http client and `api` setting. */
export function useProofOfWork(): ProofOfWork {
  const { http, config } = useWidget();
  const [proof] = useState(() => createProofOfWork(http, config.api));
  useEffect(() => proof.setApi(config.api), [proof, config.api]);
  return proof;
}
