import { expect, vi } from "vitest";
import { verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { STAND_IN_ALTCHA_KEY, standInChallenge } from "@marketing/local-services/challenge";
import { proofIn } from "@marketing/contracts";

export interface RecordedRequest {
  url: string;
  method: string;
  mode: RequestMode;
  headers: Headers;
  body: string;
}

/** A few derivations: the forms' proof of work in a unit test solves at once. */
const EASY_WORK = { counterMin: 1, counterMax: 4 };

/** Whether a request asks the API for a proof-of-work challenge (`GET …/challenge`). */
const asksForChallenge = (request: Request) =>
  request.method === "GET" && new URL(request.url).pathname.endsWith("/challenge");

/**
 * A fetch replacement for the http factory: records each request (body read at call time) and
 * answers with `respond`, which may throw to simulate a network failure. The forms' challenge
 * requests are answered apart, with a real (easy) challenge, and counted in `challenges`.
 */
export function recordingFetch(
  respond: (request: RecordedRequest) => Response | Promise<Response>,
) {
  const requests: RecordedRequest[] = [];
  const challenges: string[] = [];
  const answer = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      mode: init?.mode ?? request.mode,
      headers: request.headers,
      body: await request.clone().text(),
    };
    requests.push(recorded);
    return respond(recorded);
  });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!asksForChallenge(request)) return answer(input, init);
    challenges.push(request.url);
    return json(await standInChallenge(EASY_WORK));
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, challenges, mock: answer };
}

/** What a form's posted body carries as its proof of work: checked as the API checks it. */
export async function expectSolvedProof(body: string): Promise<void> {
  const proof = proofIn(JSON.parse(body));
  expect(proof, "the body's altcha proof").toBeDefined();
  const result = await verifySolution({
    challenge: proof!.challenge,
    solution: proof!.solution,
    deriveKey,
    hmacSignatureSecret: STAND_IN_ALTCHA_KEY,
    hmacKeySignatureSecret: STAND_IN_ALTCHA_KEY,
  });
  expect(result.verified, "the proof verifies").toBe(true);
}

/** A posted body without its proof of work, for comparing the rest. */
export function withoutProof(body: string): Record<string, unknown> {
  const { altcha: _proof, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const networkDown = (): never => {
  throw new TypeError("Failed to fetch");
};
