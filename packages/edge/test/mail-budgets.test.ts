// The mail budgets inside sendMail, in workerd with the real mail desk: what a bot's burst costs
// (the mails it can make the Worker send) and what real visitors and the owner still get.
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { Mail, MailKind, TransportMail } from "@marketing/contracts";
import { DEFAULT_DAILY_LIMIT, DEFAULT_HOURLY_LIMIT, refusal } from "../src/notify/budgets";
import { DIGEST_LISTED } from "../src/notify/notice";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";
import { solvedProof, withProof } from "../scripts/solve-proof";

const HARNESS = fileURLToPath(new URL("./harness/mail-harness.ts", import.meta.url));
const OWNER = "owner@company.example";
const VARS = {
  CONTACT_ENDPOINT: "https://hooks.example/contact",
  MAIL_ENDPOINT: "https://mail.example/emails",
  MAIL_FROM: "Website <website@company.example>",
  OWNER_EMAIL: OWNER,
};

let transportDown = false;
/** The mails the transport took, oldest first. */
let delivered: TransportMail[] = [];

function upstream(asked: Asked): Response {
  if (asked.url.href === VARS.MAIL_ENDPOINT) {
    if (transportDown) return new Response("down", { status: 503 });
    delivered.push(JSON.parse(asked.body) as TransportMail);
  }
  return Response.json({ ok: true });
}

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
  transportDown = false;
  delivered = [];
});

const start = async (vars: Record<string, string> = {}) =>
  (edge = await startEdge({ entry: HARNESS, upstream, vars: { ...VARS, ...vars } }));

const mail = (to: string, kind?: MailKind): Mail => ({
  to,
  ...(kind ? { kind } : {}),
  lang: "en",
  subject: "Confirm your subscription",
  text: "Open the link.",
});

/** Sends mails all at once (as a burst of posts would), and says what became of each. */
const send = (mails: Mail[]): Promise<string[]> =>
  Promise.all(
    mails.map(async (one) => {
      const answer = await edge!.fetch("/send", { method: "POST", body: JSON.stringify(one) });
      return (await answer.json()) as string;
    }),
  );

const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>(
    (counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }),
    {},
  );

const attempts = () => edge!.asked.filter((asked) => asked.url.href === VARS.MAIL_ENDPOINT);

const notice = (i: number) => ({ subject: `Notice ${i}`, text: `Message ${i}.` });
const postNotice = (i: number) =>
  edge!.fetch("/notice", { method: "POST", body: JSON.stringify(notice(i)) });

describe("the budgets' rule", () => {
  it("keeps a quarter of each budget for the owner and one confirmation per inbox a day", () => {
    const limits = { hourly: DEFAULT_HOURLY_LIMIT, daily: DEFAULT_DAILY_LIMIT };
    const sent = (hour: number, day = hour, toRecipient = 0) => ({ hour, day, toRecipient });
    expect(refusal("confirmation", sent(14), limits)).toBeUndefined();
    expect(refusal("confirmation", sent(15), limits)).toBe("hour");
    expect(refusal(undefined, sent(15), limits)).toBe("hour");
    expect(refusal("owner", sent(19), limits)).toBeUndefined();
    expect(refusal("owner", sent(20), limits)).toBe("hour");
    expect(refusal("reply", sent(0, 75), limits)).toBe("day");
    expect(refusal("owner", sent(0, 99), limits)).toBeUndefined();
    expect(refusal("confirmation", sent(0, 0, 1), limits)).toBe("recipient");
    expect(refusal("reply", sent(0, 0, 1), limits)).toBeUndefined();
  });
});

describe("the mail budgets inside sendMail", () => {
  it("send one inbox one confirmation a day, however a bot spells it; another inbox still gets its own", async () => {
    await start();
    const spellings = Array.from({ length: 100 }, (_, i) => {
      const local = i % 2 ? `a.da+bot${i}` : `ad.a+${i}`;
      return mail(`${local}@${i % 3 ? "gmail.com" : "googlemail.com"}`, "confirmation");
    });
    expect(tally(await send(spellings))).toEqual({ sent: 1, "over-budget": 99 });
    expect(await send([mail("Grace+news@Example.com", "confirmation")])).toEqual(["sent"]);
    expect(delivered.map((one) => one.to[0])).toEqual([
      expect.stringMatching(/^a\.?d\.?a\+\w+@(gmail|googlemail)\.com$/),
      "Grace+news@Example.com",
    ]);
  });

  it("hold a flood of visitors' mails to three quarters of the hour, and the owner is still told", async () => {
    await start();
    const flood = Array.from({ length: 100 }, (_, i) =>
      mail(`bot${i}@d${i}.example`, "confirmation"),
    );
    expect(tally(await send(flood))).toEqual({ sent: 15, "over-budget": 85 });
    // A real visitor's confirmation waits for the hour to pass (the flood took the visitors' part).
    expect(await send([mail("ada@example.com", "confirmation")])).toEqual(["over-budget"]);
    // A contact message stored now reaches the owner at once: the last quarter is theirs.
    const proof = await solvedProof(new URL("/api", edge!.url).href, edge!.fetch);
    const contact = { type: "contact_form", name: "Ada", email: "ada@example.com", message: "Hi!" };
    const answer = await edge!.fetch("/api/contact", {
      method: "POST",
      body: withProof(contact, proof),
      headers: { "Content-Type": "text/plain;charset=utf-8" },
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => delivered.filter((one) => one.to[0] === OWNER).length).toBe(1);
  });

  it("hold visitors to three quarters of the day too, the owner's quarter kept", async () => {
    await start({ MAIL_HOURLY_LIMIT: "1000", MAIL_DAILY_LIMIT: "8" });
    const flood = Array.from({ length: 20 }, (_, i) => mail(`bot${i}@d${i}.example`, "reply"));
    expect(tally(await send(flood))).toEqual({ sent: 6, "over-budget": 14 });
    const owner = Array.from({ length: 3 }, () => mail(OWNER, "owner"));
    expect(tally(await send(owner))).toEqual({ sent: 2, "over-budget": 1 });
  });

  it("count a mail without a kind as a visitor's", async () => {
    await start({ MAIL_HOURLY_LIMIT: "4" });
    const mails = Array.from({ length: 5 }, (_, i) => mail(`someone${i}@example.com`));
    expect(tally(await send(mails))).toEqual({ sent: 3, "over-budget": 2 });
  });

  it("give a mail that did not leave its place back: the visitor can have it sent again", async () => {
    await start();
    transportDown = true;
    expect(await send([mail("ada@example.com", "confirmation")])).toEqual(["failed"]);
    transportDown = false;
    expect(await send([mail("ada@example.com", "confirmation")])).toEqual(["sent"]);
  });
});

describe("the owner's digest", () => {
  it(`sends a burst of 100 as two mails: the first alone, then one digest listing ${DIGEST_LISTED}`, async () => {
    await start({ NOTIFY_DIGEST_SECONDS: "3" });
    expect((await postNotice(0)).status).toBe(204);
    const rest = await Promise.all(Array.from({ length: 99 }, (_, i) => postNotice(i + 1)));
    expect(rest.every((answer) => answer.status === 204)).toBe(true);
    await expect.poll(() => delivered.length, { timeout: 10_000 }).toBe(2);
    const [first, digest] = delivered;
    expect(first).toMatchObject({ to: [OWNER], subject: "Notice 0" });
    expect(digest).toMatchObject({ to: [OWNER], subject: "99 new messages and comments" });
    expect(digest!.text.match(/^\d+\. Notice \d+$/gm)).toHaveLength(DIGEST_LISTED);
    expect(digest!.text).toContain("49 more arrived and are not listed here");
  });

  it("keeps the notices a mail could not take for the next digest: none is dropped", async () => {
    await start({ NOTIFY_DIGEST_SECONDS: "3" });
    transportDown = true;
    await postNotice(1);
    await expect.poll(() => attempts().length).toBe(1);
    transportDown = false;
    await postNotice(2);
    await expect.poll(() => delivered.length, { timeout: 10_000 }).toBe(1);
    const [digest] = delivered;
    expect(digest!.subject).toBe("2 new messages and comments");
    expect(digest!.text).toContain("Message 1.");
    expect(digest!.text).toContain("Message 2.");
  });
});
