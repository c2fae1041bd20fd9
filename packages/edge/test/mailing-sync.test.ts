// The mailing tool told of each confirmed subscriber and each unsubscribe (src/mailing/): through
// the MailingSync queue, retried with backoff while the tool fails in a way that may pass, and
// the endpoint's row told what came of it (synced, or failed and why): never lost.
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { Env } from "../src/env";
import { signLinkToken } from "../src/links";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";

const NEWSLETTER_ENDPOINT = "https://script.google.com/macros/s/newsletter/exec";
const MAILCHIMP = {
  MAILCHIMP_API_KEY: "0123456789abcdef-us21",
  MAILCHIMP_LIST_ID: "audience-1",
};
const VARS = {
  NEWSLETTER_ENDPOINT,
  ENDPOINT_KEY: "the-endpoint-key",
  // Tests wait milliseconds, not minutes, between tries.
  MAILING_RETRY_SECONDS: "0.05",
  ...MAILCHIMP,
};
const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const MEMBER_URL = `https://us21.api.mailchimp.com/3.0/lists/audience-1/members/${md5("ada@example.com")}`;

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

/** The newsletter endpoint: confirms, unsubscribes and records, as the Apps Script answers. */
function endpoint(asked: Asked): Response {
  const body = JSON.parse(asked.body) as Record<string, unknown>;
  if (body.type === "newsletter_confirmation")
    return Response.json({ result: "confirmed", email: "ada@example.com", lang: "fr" });
  if (body.type === "newsletter_unsubscribe")
    return Response.json({ result: "unsubscribed", lang: "fr" });
  return Response.json({ ok: true });
}

/** A tool answering each call in turn from `statuses` (then 200). */
function tool(...statuses: number[]) {
  return (asked: Asked): Response => {
    if (asked.url.href === NEWSLETTER_ENDPOINT) return endpoint(asked);
    const status = statuses.shift() ?? 200;
    return status === 200
      ? Response.json({ id: "member" })
      : Response.json(
          { title: status === 400 ? "Member In Compliance State" : "Service Unavailable", status },
          { status },
        );
  };
}

const confirm = () =>
  edge!.fetch("/api/newsletter", {
    method: "POST",
    body: JSON.stringify({ type: "newsletter_confirmation", token: "tok.123.sig" }),
    headers: { "Content-Type": "text/plain;charset=utf-8" },
  });

const toTool = () => edge!.asked.filter((asked) => asked.url.href !== NEWSLETTER_ENDPOINT);
const recorded = () =>
  edge!.asked
    .filter((asked) => asked.url.href === NEWSLETTER_ENDPOINT)
    .map((asked) => JSON.parse(asked.body) as Record<string, unknown>)
    .filter((body) => body.type === "newsletter_mailing_tool");

describe("a confirmed subscriber", () => {
  it("is upserted in the Mailchimp audience with their language, and the row says synced", async () => {
    edge = await startEdge({ upstream: tool(), vars: VARS });
    const answer = await confirm();
    // The widget reads what it always read; the address is the Worker's alone.
    expect(await answer.json()).toEqual({ result: "confirmed" });
    expect(JSON.parse(edge.asked[0]!.body)).toMatchObject({ syncsMailingTool: true });
    await expect.poll(() => recorded().length).toBe(1);
    const [put] = toTool();
    expect(put!.method).toBe("PUT");
    expect(put!.url.href).toBe(MEMBER_URL);
    expect(put!.headers.get("authorization")).toBe(
      `Basic ${btoa(`marketing-site:${MAILCHIMP.MAILCHIMP_API_KEY}`)}`,
    );
    expect(JSON.parse(put!.body)).toEqual({
      email_address: "ada@example.com",
      status_if_new: "subscribed",
      status: "subscribed",
      language: "fr",
    });
    expect(recorded()).toEqual([
      {
        type: "newsletter_mailing_tool",
        email: "ada@example.com",
        status: "confirmed",
        state: "synced",
        endpointKey: VARS.ENDPOINT_KEY,
      },
    ]);
  });

  it("is tried again while the tool fails in a way that may pass, until it takes them", async () => {
    edge = await startEdge({ upstream: tool(503, 429, 503), vars: VARS });
    await confirm();
    await expect.poll(() => recorded().length, { timeout: 10_000 }).toBe(1);
    expect(toTool().map((asked) => asked.url.href)).toEqual(Array(4).fill(MEMBER_URL));
    expect(recorded()[0]).toMatchObject({ state: "synced" });
  });

  it("is recorded failed, with the tool's reason, when it refuses for good", async () => {
    edge = await startEdge({ upstream: tool(400), vars: VARS });
    await confirm();
    await expect.poll(() => recorded().length).toBe(1);
    expect(recorded()[0]).toMatchObject({
      state: "failed",
      reason: "400 Member In Compliance State",
    });
    expect(toTool()).toHaveLength(1);
  });

  it("is tried again when the row could not record it, so the row never stays behind", async () => {
    let refusals = 1;
    edge = await startEdge({
      upstream: (asked) => {
        const body = JSON.parse(asked.body) as Record<string, unknown>;
        if (body.type === "newsletter_mailing_tool" && refusals-- > 0)
          return Response.json({ error: { code: 503, message: "Busy, try again." } });
        return tool()(asked);
      },
      vars: VARS,
    });
    await confirm();
    await expect.poll(() => recorded().length, { timeout: 10_000 }).toBe(2);
    expect(toTool()).toHaveLength(2);
  });

  it("is not queued without a mailing tool, nor asked of the endpoint", async () => {
    edge = await startEdge({
      upstream: tool(),
      vars: { ...VARS, MAILCHIMP_API_KEY: "", MAILCHIMP_LIST_ID: "" },
    });
    expect(await (await confirm()).json()).toEqual({ result: "confirmed" });
    expect(JSON.parse(edge.asked[0]!.body)).not.toHaveProperty("syncsMailingTool");
    expect(edge.asked).toHaveLength(1);
  });
});

describe("an unsubscribe", () => {
  it("is posted to the webhook as {email, status, language}, and the row says synced", async () => {
    const WEBHOOK = "https://hooks.zapier.example/hooks/catch/1/abc";
    edge = await startEdge({
      upstream: tool(),
      vars: { ...VARS, MAILCHIMP_API_KEY: "", MAILING_WEBHOOK_URL: WEBHOOK },
    });
    const token = await signLinkToken(
      { LINK_SECRET: "test-link-secret" } as Env,
      "unsubscribe",
      "ada@example.com",
    );
    const answer = await edge.fetch(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => recorded().length).toBe(1);
    const [hook] = toTool();
    expect(hook!.url.href).toBe(WEBHOOK);
    expect(JSON.parse(hook!.body)).toEqual({
      email: "ada@example.com",
      status: "unsubscribed",
      language: "fr",
    });
    expect(recorded()[0]).toMatchObject({ status: "unsubscribed", state: "synced" });
  });
});
