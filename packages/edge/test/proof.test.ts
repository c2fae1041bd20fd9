// The forms' proof of work at the API: `GET /api/challenge` issues a signed, expiring challenge;
// a widget's post without a valid, unused solution is refused before anything is forwarded; a
// form posted without JavaScript carries none and has a stricter budget per client.
import { afterEach, describe, expect, it } from "vitest";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { PROOF_TTL_SECONDS, PROOF_WORK, type ProofChallenge } from "@marketing/contracts";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";
import { solve, solvedProof, withProof } from "../scripts/solve-proof";

const NEWSLETTER_ENDPOINT = "https://script.google.com/macros/s/newsletter/exec";
const CONTACT_ENDPOINT = "https://hooks.example/contact";

const endpoints = (asked: Asked) =>
  asked.url.href === NEWSLETTER_ENDPOINT
    ? Response.json({ result: "success", pending: true })
    : Response.json({ ok: true });

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

const start = (options: Parameters<typeof startEdge>[0] = {}) =>
  startEdge({ upstream: endpoints, vars: { NEWSLETTER_ENDPOINT, CONTACT_ENDPOINT }, ...options });

const api = () => new URL("/api", edge!.url).href;
const subscription = (email: string) => ({ type: "newsletter_subscription", email });
const send = (path: string, body: string, headers: Record<string, string> = {}) =>
  edge!.fetch(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "text/plain;charset=utf-8", ...headers },
  });
const reason = async (response: Response) =>
  ((await response.json()) as { error: { reason?: string } }).error.reason;

describe("GET /api/challenge", () => {
  it("issues a challenge of the contracts' work, signed, expiring, never cached", async () => {
    edge = await start();
    const answer = await edge.fetch("/api/challenge");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const challenge = (await answer.json()) as ProofChallenge;
    expect(challenge.parameters).toMatchObject({
      algorithm: PROOF_WORK.algorithm,
      cost: PROOF_WORK.cost,
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(expires).toBeGreaterThan(PROOF_TTL_SECONDS - 30);
    expect(expires).toBeLessThanOrEqual(PROOF_TTL_SECONDS);
    const { solution } = await solve(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(PROOF_WORK.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(PROOF_WORK.counterMax);
  });

  it("issues none, and takes no widget's post, without ALTCHA_HMAC_KEY", async () => {
    edge = await start({ vars: { NEWSLETTER_ENDPOINT, ALTCHA_HMAC_KEY: "" } });
    expect((await edge.fetch("/api/challenge")).status).toBe(503);
    expect(
      (await send("/api/newsletter", JSON.stringify(subscription("a@example.com")))).status,
    ).toBe(503);
    expect(edge.asked).toHaveLength(0);
  });
});

describe("a submission's proof of work", () => {
  it("refuses 100 posts without a proof, forwarding none of them", async () => {
    edge = await start();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send("/api/newsletter", JSON.stringify(subscription(`bot${i}@example.com`))),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(400));
    expect(await reason(answers[0]!)).toBe("proof-missing");
    expect(edge.asked).toHaveLength(0);
  });

  it("takes a solved proof once: the same proof again is refused as used", async () => {
    edge = await start();
    const proof = await solvedProof(api(), edge.fetch);
    const first = await send("/api/newsletter", withProof(subscription("ada@example.com"), proof));
    expect(first.status).toBe(200);
    const again = await send(
      "/api/contact",
      withProof(
        { type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi" },
        proof,
      ),
    );
    expect(again.status).toBe(403);
    expect(await reason(again)).toBe("proof-used");
    expect(edge.asked).toHaveLength(1);
  });

  it("refuses a tampered challenge, a wrong key, another key's challenge and an expired one", async () => {
    edge = await start();
    const proof = await solvedProof(api(), edge.fetch);
    const body = subscription("ada@example.com");
    const tampered = structuredClone(proof);
    tampered.challenge.parameters.expiresAt! += 3600;
    const wrongKey = structuredClone(proof);
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/.$/, (last) =>
      last === "0" ? "1" : "0",
    );
    const cheaper = structuredClone(proof);
    cheaper.challenge.parameters.cost = 1;
    const foreign = await solve(
      await createChallenge({
        algorithm: PROOF_WORK.algorithm,
        cost: PROOF_WORK.cost,
        counter: 5,
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + 60,
        hmacSignatureSecret: "someone-else",
        hmacKeySignatureSecret: "someone-else",
      }),
    );
    const expired = await solve(
      await createChallenge({
        algorithm: PROOF_WORK.algorithm,
        cost: PROOF_WORK.cost,
        counter: 5,
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) - 1,
        hmacSignatureSecret: "someone-else",
      }),
    );
    const reasons = [];
    for (const bad of [tampered, wrongKey, cheaper, foreign, expired]) {
      const answer = await send("/api/newsletter", withProof(body, bad));
      expect(answer.status).toBe(403);
      reasons.push(await reason(answer));
    }
    expect(reasons).toEqual([
      "proof-invalid",
      "proof-invalid",
      "proof-invalid",
      "proof-invalid",
      "proof-expired",
    ]);
    // Not spent by the refusals: the genuine proof still goes through once.
    expect((await send("/api/newsletter", withProof(body, proof))).status).toBe(200);
    expect(edge.asked).toHaveLength(1);
  });

  it("is spent only by a submission that goes through: a refused body leaves it for the corrected one", async () => {
    edge = await start();
    const proof = await solvedProof(api(), edge.fetch);
    const bad = await send("/api/newsletter", withProof(subscription("not-an-address"), proof));
    expect(bad.status).toBe(400);
    const good = await send("/api/newsletter", withProof(subscription("ada@example.com"), proof));
    expect(good.status).toBe(200);
  });

  it("is not asked of the confirmation link's post, whose signed token is its own proof", async () => {
    edge = await start();
    const answer = await send(
      "/api/newsletter",
      JSON.stringify({ type: "newsletter_confirmation", token: "abc.def" }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(edge.asked[0]!.body)).toEqual({
      type: "newsletter_confirmation",
      token: "abc.def",
    });
  });
});

describe("a form posted without JavaScript", () => {
  it("goes through without a proof, 3 a minute per client (an IPv6 /64 as one)", async () => {
    edge = await start({ formPostLimit: 3 });
    const locations = [];
    for (let i = 0; i < 5; i++) {
      const answer = await edge.fetch("/api/newsletter", {
        method: "POST",
        body: `email=reader${i}%40example.com&page=%2Fblog`,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": `2001:db8:7:8::${i + 1}`,
        },
      });
      expect(answer.status).toBe(303);
      locations.push(new URL(answer.headers.get("location")!).hash);
    }
    expect(locations).toEqual([
      "#newsletter-sent",
      "#newsletter-sent",
      "#newsletter-sent",
      "#newsletter-failed",
      "#newsletter-failed",
    ]);
    expect(edge.asked).toHaveLength(3);
    // A widget's post from the same client is not held by that budget.
    const widget = await send(
      "/api/newsletter",
      withProof(subscription("ada@example.com"), await solvedProof(api(), edge.fetch)),
      { "CF-Connecting-IP": "2001:db8:7:8::99" },
    );
    expect(widget.status).toBe(200);
  });
});
