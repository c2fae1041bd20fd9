import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRMATION_MAIL, LOCAL_ENDPOINT_KEY, signConfirmationToken } from "@marketing/contracts";
import { postText, startTestServices, type TestServices } from "./start-test-services";

let services: TestServices;
beforeEach(async () => {
  services = await startTestServices({ siteUrl: "http://127.0.0.1:4999" });
});
afterEach(async () => {
  vi.useRealTimers();
  await services.stop();
});

const subscribe = (email: string, lang?: string) =>
  postText(`${services.url}/newsletter`, {
    type: "newsletter_subscription",
    email,
    subscribed_at: "2025-03-14T10:00:00.000Z",
    ...(lang ? { lang } : {}),
  });
const confirm = (token: unknown) =>
  postText(`${services.url}/newsletter`, { type: "newsletter_confirmation", token });
const outbox = async () => (await fetch(`${services.url}/outbox`)).json();
const submissions = async () => (await fetch(`${services.url}/submissions?kind=newsletter`)).json();
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("double opt-in on the local services", () => {
  it("keeps a subscription pending and puts its email, in the subscriber's language, in /outbox", async () => {
    expect(await (await subscribe("ada@example.com", "fr")).json()).toEqual({
      result: "success",
      pending: true,
    });
    await subscribe("bob@example.com", "en");
    const [toBob, toAda] = await outbox();
    expect(toAda).toMatchObject({ to: "ada@example.com", lang: "fr" });
    expect(toAda.subject).toBe(CONFIRMATION_MAIL.fr.subject);
    expect(toAda.link).toMatch(/^http:\/\/127\.0\.0\.1:4999\/fr\/newsletter\/confirm\?token=/);
    expect(toAda.body).toContain(toAda.link);
    expect(toAda.body).toContain("Pour confirmer");
    expect(toBob).toMatchObject({ to: "bob@example.com", lang: "en" });
    expect(toBob.link).toMatch(/^http:\/\/127\.0\.0\.1:4999\/newsletter\/confirm\?token=/);
    expect((await submissions()).map((r: { status: string }) => r.status)).toEqual([
      "pending",
      "pending",
    ]);
  });

  it("confirms by the link's token, shows pending and confirmed in /submissions, and after a restart", async () => {
    await subscribe("ada@example.com");
    await subscribe("bob@example.com");
    const [, toAda] = await outbox();
    const res = await confirm(tokenOf(toAda.link));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: "confirmed" });
    // A second click confirms again, changing nothing.
    expect(await (await confirm(tokenOf(toAda.link))).json()).toEqual({ result: "confirmed" });
    const statuses = async (url: string) =>
      Object.fromEntries(
        (
          (await (await fetch(`${url}/submissions?kind=newsletter`)).json()) as Array<{
            status: string;
            payload: { email: string };
            confirmedAt?: string;
          }>
        ).map((r) => [r.payload.email, [r.status, typeof r.confirmedAt]]),
      );
    const expected = {
      "ada@example.com": ["confirmed", "string"],
      "bob@example.com": ["pending", "undefined"],
    };
    expect(await statuses(services.url)).toEqual(expected);
    await services.close();
    const again = await startTestServices({ dataDir: services.dataDir });
    try {
      expect(await statuses(again.url)).toEqual(expected);
      expect(await (await fetch(`${again.url}/outbox`)).json()).toHaveLength(2);
    } finally {
      await again.close();
    }
  });

  it("refuses a forged token (403) and an expired one (410), confirming nothing", async () => {
    await subscribe("ada@example.com");
    const [mail] = await outbox();
    const token = tokenOf(mail.link);
    const [email, expiry, signature] = token.split(".");
    const forged = [
      await signConfirmationToken("ada@example.com", "another-secret", Date.now() + 60_000),
      `${email}.${Number(expiry) + 3600}.${signature}`,
      `${Buffer.from("eve@example.com").toString("base64url")}.${expiry}.${signature}`,
      "",
      42,
    ];
    for (const bad of forged) {
      const res = await confirm(bad);
      expect(res.status, String(bad)).toBe(403);
      expect((await res.json()).error.code).toBe(403);
    }
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toEqual({
      code: 410,
      message: "This confirmation link has expired.",
    });
    vi.useRealTimers();
    expect((await submissions())[0].status).toBe("pending");
  });

  it("answers the Worker the link's token instead of mailing, when it asks with the key", async () => {
    const asked = (email: string, endpointKey: string) =>
      postText(`${services.url}/newsletter`, {
        type: "newsletter_subscription",
        email,
        endpointKey,
        mailsConfirmation: true,
      });
    const answer = await (await asked("ada@example.com", LOCAL_ENDPOINT_KEY)).json();
    expect(answer).toEqual({
      result: "success",
      pending: true,
      confirmationToken: expect.any(String),
    });
    expect(await outbox()).toEqual([]);
    expect((await submissions())[0].status).toBe("pending");
    expect(await (await confirm(answer.confirmationToken)).json()).toMatchObject({
      result: "confirmed",
    });
    // Another key is anyone's post: mailed here, no token.
    expect(await (await asked("bob@example.com", "a-guess")).json()).toEqual({
      result: "success",
      pending: true,
    });
    expect((await outbox()).map((mail: { to: string }) => mail.to)).toEqual(["bob@example.com"]);
  });

  it("marks an address's subscriptions unsubscribed when the Worker asks, after a restart too", async () => {
    await subscribe("ada@example.com", "fr");
    const [toAda] = await outbox();
    await confirm(tokenOf(toAda.link));
    const unsubscribe = (endpointKey: string) =>
      postText(`${services.url}/newsletter`, {
        type: "newsletter_unsubscribe",
        email: "Ada@example.com",
        endpointKey,
      });
    expect((await unsubscribe("a-guess")).status).toBe(403);
    expect((await submissions())[0].status).toBe("confirmed");
    expect(await (await unsubscribe(LOCAL_ENDPOINT_KEY)).json()).toEqual({
      result: "unsubscribed",
      lang: "fr",
    });
    expect((await submissions())[0]).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: expect.any(String),
    });
    // Its confirmation link no longer names a subscription.
    expect((await confirm(tokenOf(toAda.link))).status).toBe(403);
    await services.close();
    const again = await startTestServices({ dataDir: services.dataDir });
    try {
      const listed = await (await fetch(`${again.url}/submissions?kind=newsletter`)).json();
      expect(listed[0].status).toBe("unsubscribed");
    } finally {
      await again.close();
    }
  });

  it("takes subscribers confirmed at once when double opt-in is off", async () => {
    await services.stop();
    services = await startTestServices({ doubleOptIn: false });
    expect(await (await subscribe("ada@example.com")).json()).toEqual({ result: "success" });
    expect(await outbox()).toEqual([]);
    expect((await submissions())[0].status).toBe("confirmed");
  });
});
