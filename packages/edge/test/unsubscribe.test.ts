// The unsubscribe page's address, which every mail to a subscriber names in `List-Unsubscribe`:
// a mail client's one-click POST (RFC 8058: no proof of work, no JavaScript) unsubscribes the
// link's address and is answered 200; the page's own form is sent back to the outcome's message;
// a GET changes nothing. The endpoint is asked only for a token the Worker signed.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { UNSUBSCRIBE_PATH } from "@marketing/contracts";
import type { Env } from "../src/env";
import { LINKS, signLinkToken } from "../src/links";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";

const NEWSLETTER_ENDPOINT = "https://script.google.com/macros/s/newsletter/exec";
const VARS = { NEWSLETTER_ENDPOINT, ENDPOINT_KEY: "the-endpoint-key" };
// startEdge's LINK_SECRET.
const signer = { LINK_SECRET: "test-link-secret" } as Env;
const DAY = 24 * 60 * 60 * 1000;

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

const unsubscribed = () => Response.json({ result: "unsubscribed", lang: "fr" });

const post = (path: string, body: string) =>
  edge!.fetch(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

const oneClick = (token: string, path = "/newsletter/unsubscribe") =>
  post(`${path}?token=${encodeURIComponent(token)}`, "List-Unsubscribe=One-Click");

const asks = () =>
  edge!.asked.map((asked: Asked) => JSON.parse(asked.body) as Record<string, unknown>);

describe("the one-click unsubscribe", () => {
  it("unsubscribes the link's address at the endpoint, without a proof, and answers 200", async () => {
    edge = await startEdge({ upstream: unsubscribed, vars: VARS });
    const token = await signLinkToken(signer, "unsubscribe", "ada@example.com");
    const answer = await oneClick(token);
    expect(answer.status).toBe(200);
    expect(asks()).toEqual([
      { type: "newsletter_unsubscribe", email: "ada@example.com", endpointKey: VARS.ENDPOINT_KEY },
    ]);
    expect(edge.asked[0]!.url.href).toBe(NEWSLETTER_ENDPOINT);
    // A second click (the mail client's retry) is answered alike.
    expect((await oneClick(token, "/fr/newsletter/unsubscribe")).status).toBe(200);
  });

  it("refuses a forged, altered, expired or other purpose's token, asking the endpoint nothing", async () => {
    edge = await startEdge({ upstream: unsubscribed, vars: VARS });
    const forged = await signLinkToken(
      { LINK_SECRET: "another" } as Env,
      "unsubscribe",
      "ada@example.com",
    );
    const approve = await signLinkToken(signer, "approve", "ada@example.com");
    const expired = await signLinkToken(
      signer,
      "unsubscribe",
      "ada@example.com",
      Date.now() - 3651 * DAY,
    );
    expect((await oneClick(forged)).status).toBe(403);
    expect((await oneClick(approve)).status).toBe(403);
    expect((await oneClick(`${approve}x`)).status).toBe(403);
    expect((await post("/newsletter/unsubscribe", "List-Unsubscribe=One-Click")).status).toBe(403);
    expect((await oneClick(expired)).status).toBe(410);
    expect(edge.asked).toEqual([]);
  });

  it("says it failed when the endpoint refuses or is not there, or the Worker has no key", async () => {
    const token = await signLinkToken(signer, "unsubscribe", "ada@example.com");
    edge = await startEdge({ upstream: () => new Response("down", { status: 500 }), vars: VARS });
    expect((await oneClick(token)).status).toBe(502);
    await edge.dispose();
    edge = await startEdge({ upstream: unsubscribed, vars: { ...VARS, ENDPOINT_KEY: "" } });
    expect((await oneClick(token)).status).toBe(502);
    expect(edge.asked).toEqual([]);
  });
});

describe("the unsubscribe page", () => {
  it("is the site's page on a GET, which changes nothing", async () => {
    edge = await startEdge({ upstream: unsubscribed, vars: VARS });
    const token = await signLinkToken(signer, "unsubscribe", "ada@example.com");
    const page = await edge.fetch(`/newsletter/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("unsubscribe page");
    expect(edge.asked).toEqual([]);
  });

  it("sends its form's press back to the page in its language, at the outcome's message", async () => {
    edge = await startEdge({ upstream: unsubscribed, vars: VARS });
    const token = await signLinkToken(signer, "unsubscribe", "ada@example.com");
    const pressed = await post(
      `/fr/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      "List-Unsubscribe=One-Click&page=1",
    );
    expect(pressed.status).toBe(303);
    // The token stays behind: the address bar and the history keep no working link.
    expect(pressed.headers.get("location")).toBe(
      `${edge.url.origin}/fr/newsletter/unsubscribe#unsubscribe-done`,
    );
    const forged = await post("/newsletter/unsubscribe?token=a.1.b", "page=1");
    expect(forged.headers.get("location")).toBe(
      `${edge.url.origin}/newsletter/unsubscribe#unsubscribe-invalid`,
    );
    expect(asks()).toHaveLength(1);
  });
});

describe("the unsubscribe address", () => {
  it("is the one the mails link to, and Cloudflare runs the Worker first for it in both languages", () => {
    expect(LINKS.unsubscribe.path).toBe(UNSUBSCRIBE_PATH);
    // Otherwise the assets would answer the one-click POST 405 before the Worker sees it.
    const config = readFileSync(new URL("../wrangler.jsonc", import.meta.url), "utf8");
    const first = /"run_worker_first":\s*\[([^\]]*)\]/.exec(config)?.[1] ?? "";
    expect(first).toContain(`"${UNSUBSCRIBE_PATH}"`);
    expect(first).toContain(`"/fr${UNSUBSCRIBE_PATH}"`);
  });
});
