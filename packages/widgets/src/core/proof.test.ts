import { describe, expect, it } from "vitest";
import { PROOF_TTL_SECONDS } from "@marketing/contracts";
import { standInChallenge } from "@marketing/local-services/challenge";
import { createHttp } from "./http";
import { createProofOfWork, solveProof } from "./proof";
import { expectSolvedProof, json, networkDown, recordingFetch } from "../../test/fetch";

const API = "https://www.example.com/api";

describe("solveProof", () => {
  it("solves a challenge on this thread where no worker is built (the npm package, tests)", async () => {
    const proof = await solveProof(await standInChallenge({ counterMin: 3, counterMax: 3 }));
    expect(proof?.solution.counter).toBe(3);
    await expectSolvedProof(JSON.stringify({ altcha: proof }));
  });
});

describe("createProofOfWork", () => {
  const proofOfWork = (fetch: typeof globalThis.fetch, now?: () => number) =>
    createProofOfWork(createHttp({ fetch }), API, now);

  it("asks for one challenge however often the form starts, and one per submission", async () => {
    const { fetch, challenges } = recordingFetch(() => json({}));
    const proof = proofOfWork(fetch);
    proof.listeners.onFocus();
    proof.listeners.onInput();
    proof.start();
    const first = await proof.take();
    await expectSolvedProof(JSON.stringify(first));
    expect(challenges).toEqual([`${API}/challenge`]);

    // Taken: the next submission gets a proof of its own, even without a new start.
    const second = await proof.take();
    expect(challenges).toHaveLength(2);
    expect(second.altcha?.challenge.signature).not.toBe(first.altcha?.challenge.signature);
  });

  it("solves again at the submission a proof started longer ago than the API keeps it", async () => {
    let time = 0;
    const { fetch, challenges } = recordingFetch(() => json({}));
    const proof = proofOfWork(fetch, () => time);
    proof.start();
    time = PROOF_TTL_SECONDS * 1000;
    await proof.take();
    expect(challenges).toHaveLength(2);
  });

  it("gives no proof when the API issues no challenge: the submission goes without", async () => {
    // recordingFetch would answer the challenge itself: this fetch fails for everything.
    const proof = proofOfWork(networkDown);
    expect(await proof.take()).toEqual({});
  });
});
