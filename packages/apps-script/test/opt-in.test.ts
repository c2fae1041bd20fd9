import { beforeEach, describe, expect, it } from "vitest";
import {
  CONFIRMATION_MAIL,
  readConfirmationToken,
  signConfirmationToken,
} from "@marketing/contracts";
import { loadAppsScript } from "./apps-script";

let script: ReturnType<typeof loadAppsScript>;
beforeEach(() => {
  script = loadAppsScript();
});
const subscribe = (email: string, lang = "en") =>
  script.post({ type: "newsletter_subscription", email, lang, page: "https://www.example.com/" });
const confirm = (token: unknown) => script.post({ type: "newsletter_confirmation", token });
const tokenOf = (body: string) => {
  const link = /https:\/\/\S+/.exec(body)?.[0] ?? "";
  return { link, token: new URL(link).searchParams.get("token") ?? "" };
};
const DAY = 24 * 60 * 60 * 1000;

describe("the Apps Script's double opt-in", () => {
  it("keeps a new subscriber pending and mails them a link in their language", () => {
    expect(subscribe("ada@example.com", "fr")).toEqual({ result: "success", pending: true });
    const [row] = script.sheets.Newsletter.rows;
    expect(row?.[0]).toBe("ada@example.com");
    expect(row?.slice(13)).toEqual(["pending", ""]);
    expect(script.mails).toHaveLength(1);
    const [mail] = script.mails;
    expect(mail?.to).toBe("ada@example.com");
    expect(mail?.subject).toBe(CONFIRMATION_MAIL.fr.subject);
    // Plain French: a request was received, what to do, and what happens otherwise.
    expect(mail?.body).toContain(
      "Nous avons reçu une demande d’abonnement à notre newsletter hebdomadaire pour cette adresse.",
    );
    expect(mail?.body).toContain(
      "Pour confirmer votre abonnement, ouvrez ce lien dans les 7\u00a0jours et appuyez sur le bouton\u202f:",
    );
    expect(tokenOf(mail!.body).link).toMatch(
      /^https:\/\/www\.example\.com\/fr\/newsletter\/confirm\?token=[\w.%-]+$/,
    );
    subscribe("bob@example.com", "en-GB");
    expect(script.mails[1]?.subject).toBe("Confirm your subscription");
    expect(script.mails[1]?.body).toContain(
      "We received a request to subscribe this address to our weekly newsletter.",
    );
    expect(tokenOf(script.mails[1]!.body).link).toMatch(
      /^https:\/\/www\.example\.com\/newsletter\//,
    );
  });

  it("confirms the row when its link is followed, and again on a second click", () => {
    subscribe("=ada@example.com");
    const { token } = tokenOf(script.mails[0]!.body);
    script.state.clock += 60_000;
    expect(confirm(token)).toEqual({ result: "confirmed" });
    expect(script.sheets.Newsletter.rows[0]?.slice(13)).toEqual([
      "confirmed",
      "2025-03-14T10:01:00.000Z",
    ]);
    expect(confirm(token)).toEqual({ result: "confirmed" });
    expect(script.sheets.Newsletter.rows[0]?.[14]).toBe("2025-03-14T10:01:00.000Z");
  });

  it("refuses an expired link (410) and a forged or garbled one (403), changing nothing", () => {
    subscribe("ada@example.com");
    const { token } = tokenOf(script.mails[0]!.body);
    const [email, expiry, signature] = token.split(".");
    const forged = [
      `${Buffer.from("eve@example.com").toString("base64url")}.${expiry}.${signature}`,
      `${email}.${Number(expiry) + 86_400}.${signature}`,
      `${email}.${expiry}.${signature!.slice(0, -2)}AA`,
      "",
      "a.b.c",
      `${token}.x`,
      42,
      null,
    ];
    for (const bad of forged)
      expect(confirm(bad), String(bad)).toEqual({
        error: { code: 403, message: expect.any(String) },
      });
    script.state.clock += 7 * DAY + 1000;
    expect(confirm(token)).toEqual({
      error: { code: 410, message: "This confirmation link has expired." },
    });
    expect(script.sheets.Newsletter.rows[0]?.[13]).toBe("pending");
  });

  it("signs tokens as @marketing/contracts does (one format, read either way)", async () => {
    subscribe("ada@example.com");
    const { token } = tokenOf(script.mails[0]!.body);
    const secret = script.properties.CONFIRM_SECRET!;
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(await readConfirmationToken(token, secret, script.state.clock)).toEqual({
      email: "ada@example.com",
    });
    const theirs = await signConfirmationToken("bob@example.com", secret, script.state.clock + DAY);
    subscribe("bob@example.com");
    expect(confirm(theirs)).toEqual({ result: "confirmed" });
    expect(script.global("CONFIRMATION_MAIL")).toEqual(CONFIRMATION_MAIL);
  });

  it("writes nothing when no email can be sent: quota spent, or no SITE_URL", () => {
    script.state.mailQuota = 0;
    expect(subscribe("ada@example.com").error.code).toBe(503);
    script.state.mailQuota = 100;
    delete script.properties.SITE_URL;
    expect(subscribe("ada@example.com").error.code).toBe(500);
    expect(script.sheets.Newsletter.rows).toHaveLength(0);
    expect(script.mails).toHaveLength(0);
  });

  it("answers the link's token instead of mailing when the Worker asks with its key", async () => {
    script.properties.ENDPOINT_KEY = "the-endpoint-key";
    const asked = (email: string, endpointKey: string) =>
      script.post({
        type: "newsletter_subscription",
        email,
        lang: "fr",
        endpointKey,
        mailsConfirmation: true,
      });
    const answer = asked("ada@example.com", "the-endpoint-key");
    expect(answer).toEqual({
      result: "success",
      pending: true,
      confirmationToken: expect.any(String),
    });
    expect(script.mails).toHaveLength(0);
    expect(script.sheets.Newsletter.rows[0]?.slice(13)).toEqual(["pending", ""]);
    const secret = script.properties.CONFIRM_SECRET!;
    expect(
      await readConfirmationToken(answer.confirmationToken, secret, script.state.clock),
    ).toEqual({
      email: "ada@example.com",
    });
    expect(confirm(answer.confirmationToken)).toMatchObject({ result: "confirmed" });
    // Anyone else, with another key or none, gets the mail sent as always, and no token.
    expect(asked("bob@example.com", "a-guess")).toEqual({ result: "success", pending: true });
    delete script.properties.ENDPOINT_KEY;
    expect(asked("eve@example.com", "")).toEqual({ result: "success", pending: true });
    expect(script.mails.map((mail) => mail.to)).toEqual(["bob@example.com", "eve@example.com"]);
  });

  it("marks every row of an address unsubscribed when the Worker asks with its key", () => {
    script.properties.ENDPOINT_KEY = "the-endpoint-key";
    subscribe("Ada@example.com", "fr");
    subscribe("bob@example.com");
    const { token } = tokenOf(script.mails[0]!.body);
    expect(confirm(token)).toEqual({ result: "confirmed" });
    const unsubscribe = (endpointKey?: string) =>
      script.post({ type: "newsletter_unsubscribe", email: "ada@example.com", endpointKey });
    // Anyone else cannot unsubscribe an address: the key is the Worker's, which checked the link.
    expect(unsubscribe("a-guess").error.code).toBe(403);
    expect(unsubscribe().error.code).toBe(403);
    script.state.clock += 60_000;
    expect(unsubscribe("the-endpoint-key")).toEqual({ result: "unsubscribed", lang: "fr" });
    const [ada, bob] = script.sheets.Newsletter.rows;
    expect(ada?.slice(13)).toEqual([
      "unsubscribed",
      "2025-03-14T10:00:00.000Z",
      "2025-03-14T10:01:00.000Z",
    ]);
    expect(bob?.[13]).toBe("pending");
    // The confirmation link no longer names a subscription; the row stays unsubscribed.
    expect(confirm(token).error.code).toBe(403);
    expect(ada?.[13]).toBe("unsubscribed");
    expect(
      script.post({
        type: "newsletter_unsubscribe",
        email: "nobody@example.com",
        endpointKey: "the-endpoint-key",
      }),
    ).toEqual({ result: "unsubscribed", lang: "" });
  });

  it("names the confirmed address to the Worker, and keeps what the mailing tool was told", () => {
    script.properties.ENDPOINT_KEY = "the-endpoint-key";
    const endpointKey = "the-endpoint-key";
    subscribe("Ada@example.com", "fr");
    const { token } = tokenOf(script.mails[0]!.body);
    expect(
      script.post({ type: "newsletter_confirmation", token, endpointKey, syncsMailingTool: true }),
    ).toEqual({
      result: "confirmed",
      email: "Ada@example.com",
      lang: "fr",
    });
    const row = () => script.sheets.Newsletter.rows[0]!;
    expect(row().slice(16)).toEqual(["waiting", ""]);
    const record = (body: object) =>
      script.post({
        type: "newsletter_mailing_tool",
        email: "ada@example.com",
        status: "confirmed",
        ...body,
      });
    expect(record({ state: "synced" }).error.code).toBe(403);
    expect(
      record({ state: "failed", reason: "=400 Member In Compliance State", endpointKey }),
    ).toEqual({ ok: true });
    // The tool's words are stored as text, never a formula.
    expect(row().slice(16)).toEqual(["failed", "'=400 Member In Compliance State"]);
    expect(record({ state: "synced", endpointKey })).toEqual({ ok: true });
    expect(row().slice(16)).toEqual(["synced", ""]);
    // An unsubscribe the tool is to be told of waits again; a late record of the confirmation
    // (another status) leaves it waiting.
    script.post({
      type: "newsletter_unsubscribe",
      email: "ada@example.com",
      endpointKey,
      syncsMailingTool: true,
    });
    expect(row().slice(16)).toEqual(["waiting", ""]);
    record({ state: "synced", endpointKey });
    expect(row().slice(16)).toEqual(["waiting", ""]);
  });

  it("takes subscribers confirmed at once when DOUBLE_OPT_IN is off", () => {
    script.properties.DOUBLE_OPT_IN = "off";
    expect(subscribe("ada@example.com")).toEqual({ result: "success" });
    expect(script.sheets.Newsletter.rows[0]?.[13]).toBe("confirmed");
    expect(script.mails).toHaveLength(0);
  });
});
