// The newsletter's confirmation mail, written and sent by the Worker: the endpoint stores the row
// and answers the link's token when the Worker holds its key; the mail carries the unsubscribe
// link in its text and in the headers a mail client shows its own button for (RFC 8058).
import { afterEach, describe, expect, it } from "vitest";
import { CONFIRMATION_MAIL, type TransportMail } from "@marketing/contracts";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";
import { solvedProof, withProof } from "../scripts/solve-proof";

const NEWSLETTER_ENDPOINT = "https://script.google.com/macros/s/newsletter/exec";
const MAIL_ENDPOINT = "https://api.resend.example/emails";
const VARS = {
  NEWSLETTER_ENDPOINT,
  MAIL_ENDPOINT,
  MAIL_FROM: "Company <hello@company.example>",
  ENDPOINT_KEY: "the-endpoint-key",
};

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

/** An endpoint that answers the token to a body with its key, and mails itself otherwise. */
function endpoint(asked: Asked): Response {
  if (asked.url.href === MAIL_ENDPOINT) return Response.json({ id: "mail-1" });
  const body = JSON.parse(asked.body) as Record<string, unknown>;
  if (body.endpointKey === VARS.ENDPOINT_KEY && body.mailsConfirmation === true)
    return Response.json({ result: "success", pending: true, confirmationToken: "tok.123.sig" });
  return Response.json({ result: "success", pending: true });
}

const subscribe = async (email: string, lang: string) =>
  edge!.fetch("/api/newsletter", {
    method: "POST",
    body: withProof(
      { type: "newsletter_subscription", email, lang },
      await solvedProof(new URL("/api", edge!.url).href, edge!.fetch),
    ),
    headers: { "Content-Type": "text/plain;charset=utf-8" },
  });

const mails = () =>
  edge!.asked
    .filter((asked) => asked.url.href === MAIL_ENDPOINT)
    .map((asked) => JSON.parse(asked.body) as TransportMail);

describe("the confirmation mail", () => {
  it("is asked of the endpoint as a token, and sent by the Worker with the unsubscribe link", async () => {
    edge = await startEdge({ upstream: endpoint, vars: VARS });
    const answer = await subscribe("ada@example.com", "fr-FR");
    expect(answer.status).toBe(200);
    // The widget reads what it always read: the token is the Worker's alone.
    expect(await answer.json()).toEqual({ result: "success", pending: true });
    const [stored, mailed] = edge.asked;
    expect(stored!.url.href).toBe(NEWSLETTER_ENDPOINT);
    expect(JSON.parse(stored!.body)).toMatchObject({
      email: "ada@example.com",
      endpointKey: VARS.ENDPOINT_KEY,
      mailsConfirmation: true,
    });
    expect(mailed!.url.href).toBe(MAIL_ENDPOINT);

    const [mail] = mails();
    const origin = edge.url.origin;
    expect(mail).toMatchObject({
      to: ["ada@example.com"],
      from: VARS.MAIL_FROM,
      subject: CONFIRMATION_MAIL.fr.subject,
    });
    expect(mail!.text).toContain(`${origin}/fr/newsletter/confirm?token=tok.123.sig`);
    const unsubscribe = new RegExp(`${origin}/fr/newsletter/unsubscribe\\?token=[\\w.%-]+`);
    const link = unsubscribe.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    expect(mail!.text).toContain("Pour vous désabonner à tout moment");
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Content-Language": "fr",
    });
  });

  it("is left to an endpoint that answers no token (an older deployment): nothing breaks", async () => {
    edge = await startEdge({
      upstream: (asked) =>
        asked.url.href === MAIL_ENDPOINT
          ? Response.json({ id: "mail-1" })
          : Response.json({ result: "success", pending: true }),
      vars: VARS,
    });
    expect(await (await subscribe("ada@example.com", "en")).json()).toEqual({
      result: "success",
      pending: true,
    });
    expect(mails()).toEqual([]);
  });

  it("is not asked for without the endpoint's key, or without a mail transport", async () => {
    edge = await startEdge({ upstream: endpoint, vars: { ...VARS, ENDPOINT_KEY: "" } });
    await subscribe("ada@example.com", "en");
    expect(JSON.parse(edge.asked[0]!.body)).not.toHaveProperty("endpointKey");
    await edge.dispose();
    edge = await startEdge({ upstream: endpoint, vars: { ...VARS, MAIL_ENDPOINT: "" } });
    await subscribe("bob@example.com", "en");
    expect(JSON.parse(edge.asked[0]!.body)).not.toHaveProperty("mailsConfirmation");
    expect(mails()).toEqual([]);
  });

  it("is never sent for a subscription the endpoint refused", async () => {
    edge = await startEdge({
      upstream: () => Response.json({ error: { code: 429, message: "Too many posts." } }),
      vars: VARS,
    });
    expect((await subscribe("ada@example.com", "en")).status).toBe(429);
    expect(mails()).toEqual([]);
  });

  it("that fails to leave does not fail the subscription the endpoint stored", async () => {
    edge = await startEdge({
      upstream: (asked) =>
        asked.url.href === MAIL_ENDPOINT ? new Response("down", { status: 503 }) : endpoint(asked),
      vars: VARS,
    });
    const answer = await subscribe("ada@example.com", "en");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ result: "success", pending: true });
    expect(edge.asked.map((asked) => asked.url.href)).toEqual([NEWSLETTER_ENDPOINT, MAIL_ENDPOINT]);
  });
});
