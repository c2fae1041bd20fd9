// The submission kit shared by the newsletter, contact and comment forms: one status vocabulary,
// one message duration, one lifecycle and one way to post.
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { KyInstance } from "ky";
import { isProofRefusal, type ProofRefusal } from "@marketing/contracts";
import { HTTPError } from "./http";
import { useElementShadowRoot } from "./shadowRoot";

/** spec §8/§9: a status message (or toast) stays for 5 s; this is the one home of that rule. */
export const MESSAGE_DURATION_MS = 5_000;

/** The one status vocabulary of a submission, also the host element's `data-state`. */
export type SubmissionState = "idle" | "sending" | "sent" | "failed";

export interface SubmissionStore {
  state: SubmissionState;
  /** Counts outcomes, so each message is a new one (its timer restarts, screen readers re-announce). */
  outcome: number;
  /** Why the last submission failed, when the API refused its proof of work (core/proof.ts). */
  refusal: ProofRefusal | undefined;
  /** Enters sending; false when a submission is already under way (no double submission). */
  start(): boolean;
  finish(sent: boolean, refusal?: ProofRefusal): void;
  /** The message has been shown long enough or was closed. */
  settle(): void;
}

/** One per form instance: two forms on a page never share a status. */
export function createSubmissionStore(initial: SubmissionState = "idle") {
  return createStore<SubmissionStore>()((set, get) => ({
    state: initial,
    outcome: 0,
    refusal: undefined,
    start: () => {
      if (get().state === "sending") return false;
      set({ state: "sending" });
      return true;
    },
    finish: (sent, refusal) =>
      set((s) => ({ state: sent ? "sent" : "failed", outcome: s.outcome + 1, refusal })),
    settle: () => set({ state: "idle" }),
  }));
}

export interface SubmissionOptions {
  /**
   * Initial state, for Storybook and tests: it stays until the visitor acts (only a submission's
   * message returns to idle by itself), so a story shows its state for as long as it is looked at.
   */
  initial?: SubmissionState;
  /** When sent/failed returns to idle; null when the message closes itself (the contact toasts). */
  settleAfter?: number | null;
}

export interface Outcome<Result = unknown> {
  /** Runs after the request succeeded (clear the form, fire the event), with what it resolved to. */
  sent?(result: Result): void;
  /** Runs after it failed; what the visitor typed is left as it is. */
  failed?(): void;
}

/**
 * A form's lifecycle: idle → sending → sent | failed → idle after MESSAGE_DURATION_MS. The state is
 * mirrored as `data-state` on the host element, for the host page's CSS
 * (`newsletter-signup[data-state="sent"]`).
 */
export function useSubmission({
  initial,
  settleAfter = MESSAGE_DURATION_MS,
}: SubmissionOptions = {}) {
  const [store] = useState(() => createSubmissionStore(initial));
  const { state, outcome, refusal, settle } = useStore(store);
  const host = useElementShadowRoot()?.host;

  useEffect(() => {
    host?.setAttribute("data-state", state);
  }, [host, state]);

  useEffect(() => {
    if (settleAfter === null || outcome === 0 || (state !== "sent" && state !== "failed")) return;
    const timer = setTimeout(settle, settleAfter);
    return () => clearTimeout(timer);
  }, [state, outcome, settle, settleAfter]);

  /** Sends once: a second call while one is under way (even in the same tick) does nothing. */
  async function submit<Result>(
    send: () => Promise<Result>,
    then: Outcome<Result> = {},
  ): Promise<void> {
    const { start, finish } = store.getState();
    if (!start()) return;
    let result: Result;
    try {
      result = await send();
    } catch (error) {
      finish(false, error instanceof SubmissionRefused ? error.reason : undefined);
      then.failed?.();
      return;
    }
    finish(true);
    then.sent?.(result);
  }

  return {
    state,
    outcome,
    sending: state === "sending",
    /** The last submission failed because the API refused its proof of work. */
    proofRefused: state === "failed" && refusal !== undefined,
    submit,
    settle,
  };
}

/** The API refused a submission's proof of work (missing, invalid, expired or used). */
export class SubmissionRefused extends Error {
  constructor(readonly reason: ProofRefusal) {
    super(`The API refused the submission's proof of work (${reason}).`);
  }
}

/** The proof refusal an API answer names (`{error: {reason}}`), if any. */
function proofRefusalOf(answer: unknown): ProofRefusal | undefined {
  const reason = (answer as { error?: { reason?: unknown } } | undefined)?.error?.reason;
  return isProofRefusal(reason) ? reason : undefined;
}

/**
 * spec §7: a form's payload is POSTed as JSON in a text/plain body, a "simple" request with no CORS
 * preflight, and never retried (a POST must not be sent twice). Resolves to the API's JSON answer;
 * an answer that is not JSON throws. The API passes on what the Apps Script or a webhook answered,
 * which may be 200 whatever happened, so an error body (`{"error": ...}`, `{"status": "error"}`,
 * `{"ok": false}`) is a refusal and throws like an HTTP error; a refused proof of work throws
 * SubmissionRefused.
 */
export async function postSubmission(
  http: KyInstance,
  endpoint: string,
  payload: object,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await http.post(endpoint, {
      body: JSON.stringify(payload),
      headers: { "content-type": "text/plain;charset=utf-8" },
      retry: 0,
    });
  } catch (error) {
    const refusal =
      error instanceof HTTPError
        ? proofRefusalOf(await error.response.json().catch(() => undefined))
        : undefined;
    throw refusal ? new SubmissionRefused(refusal) : error;
  }
  const answer: unknown = await response.json().catch(() => undefined);
  // The API always answers JSON: anything else is another server (a page where the `api` setting
  // should point), which has stored nothing, so the visitor keeps what they typed.
  if (typeof answer !== "object" || answer === null)
    throw new Error("The answer is not the API's: check the api setting.");
  const { error, status, ok } = answer as Record<string, unknown>;
  if (error || ok === false || (typeof status === "string" && /^(error|fail)/i.test(status)))
    throw new Error(`The endpoint refused the submission.`);
  return answer as Record<string, unknown>;
}
