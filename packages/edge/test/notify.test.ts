// The owner hears of each stored contact message and comment: a mail in the company's language
// with the message, the page and the attribution (Reply-To the visitor; a comment's approve and
// delete links), the same notice in the chat, and a burst gathered into one digest.
import { afterEach, describe, expect, it } from "vitest";
import type { TransportMail } from "@marketing/contracts";
import type { Env } from "../src/env";
import { readLinkToken } from "../src/links";
import { CHAT_MAX_LENGTH, chatBody } from "../src/notify/chat";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";
import { solvedProof, withProof } from "../scripts/solve-proof";

const OWNER = "owner@company.example";
const VARS = {
  CONTACT_ENDPOINT: "https://hooks.example/contact",
  COMMENTS_ENDPOINT: "https://script.google.com/macros/s/comments/exec",
  MAIL_ENDPOINT: "https://mail.example/emails",
  MAIL_FROM: "Website <website@company.example>",
  OWNER_EMAIL: OWNER,
};

let approveComments = false;
let failing: string | undefined;

function upstream(asked: Asked): Response {
  if (failing && asked.url.href.startsWith(failing)) return new Response("down", { status: 500 });
  if (asked.url.href === VARS.COMMENTS_ENDPOINT) {
    const { id } = JSON.parse(asked.body) as { id: string };
    return Response.json({ ok: true, id, approved: approveComments }, { status: 201 });
  }
  return Response.json({ ok: true, id: "mail-1" });
}

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
  approveComments = false;
  failing = undefined;
});

const start = (vars: Record<string, string> = {}) =>
  startEdge({ upstream, vars: { ...VARS, ...vars } }).then((started) => (edge = started));

const proof = () => solvedProof(new URL("/api", edge!.url).href, edge!.fetch);

/** A widget's post with a proof (solved beforehand when given). */
const post = async (path: string, body: object, solved?: Awaited<ReturnType<typeof proof>>) =>
  edge!.fetch(path, {
    method: "POST",
    body: withProof(body, solved ?? (await proof())),
    headers: { "Content-Type": "text/plain;charset=utf-8" },
  });

/** What the transport was given, oldest first. */
const mails = () =>
  edge!.asked
    .filter((asked) => asked.url.href === VARS.MAIL_ENDPOINT)
    .map((asked) => JSON.parse(asked.body) as TransportMail);

const posted = (url: string) =>
  edge!.asked
    .filter((asked) => asked.url.href === url)
    .map((asked) => JSON.parse(asked.body) as Record<string, unknown>);

const contact = (message: string, extra: object = {}) => ({
  type: "contact_form",
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  message,
  page: "https://site.example/contact",
  referrer: "https://news.example/article",
  lang: "en",
  utm_source: "newsletter",
  utm_campaign: "spring",
  ...extra,
});

const comment = (id: string) => ({
  type: "blog_comment",
  postSlug: "a-post",
  id,
  name: "Grace",
  email: "grace@example.com",
  message: "Thanks for this.",
  page: "https://site.example/fr/blog/a-post",
  lang: "fr",
});

const tokenOf = (link: string) => new URL(link).searchParams.get("token");
const linkEnv = { LINK_SECRET: "test-link-secret" } as Env;

describe("the owner's notices", () => {
  it("mail the owner of a contact message, Reply-To the visitor, with the message, page and attribution", async () => {
    await start();
    const answer = await post("/api/contact", contact("A demo, please."));
    expect(answer.status).toBe(200);
    await expect.poll(() => mails().length).toBe(1);
    const [mail] = mails();
    expect(mail).toMatchObject({
      to: [OWNER],
      from: VARS.MAIL_FROM,
      reply_to: "ada@example.com",
      subject: "New message from Ada Lovelace (Analytical Engines)",
      headers: { "Content-Language": "en" },
    });
    expect(mail!.text).toContain("Ada Lovelace wrote from https://site.example/contact\n");
    expect(mail!.text).toContain("\nA demo, please.\n");
    expect(mail!.text).toContain("Referrer: https://news.example/article");
    expect(mail!.text).toContain("Campaign: utm_source=newsletter, utm_campaign=spring");
    expect(mail!.text).toContain("Email: ada@example.com");
  });

  it("are written in the company's language, not the visitor's", async () => {
    await start({ COMPANY_LANG: "fr" });
    await post("/api/contact", contact("Une démo ?", { lang: "en", utm_source: "" }));
    await expect.poll(() => mails().length).toBe(1);
    const [mail] = mails();
    expect(mail!.subject).toBe("Nouveau message de Ada Lovelace (Analytical Engines)");
    expect(mail!.headers).toMatchObject({ "Content-Language": "fr" });
    expect(mail!.text).toContain("Campagne\u202f: utm_campaign=spring");
    expect(mail!.text).toContain("Langue de la page\u202f: en");
  });

  it("carry a held comment's approve and delete links, which name it", async () => {
    await start();
    expect((await post("/api/comments", comment("cmt-held"))).status).toBe(201);
    await expect.poll(() => mails().length).toBe(1);
    const [mail] = mails();
    expect(mail).toMatchObject({ to: [OWNER], subject: "New comment from Grace on a-post" });
    expect(mail).not.toHaveProperty("reply_to");
    expect(mail!.text).toContain("It waits for your approval");
    const links = mail!.text.match(/https?:\/\/\S+\/comments\/moderate\?token=\S+/g) ?? [];
    expect(links).toHaveLength(2);
    // The site's own pages, in the company's language (the commenter's page was French).
    expect(links[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/comments\/moderate\?/);
    expect(await readLinkToken(linkEnv, "approve", tokenOf(links[0]!))).toEqual({
      value: "cmt-held",
    });
    expect(await readLinkToken(linkEnv, "delete", tokenOf(links[1]!))).toEqual({
      value: "cmt-held",
    });
  });

  it("say a comment shows already where comments are not held, with its delete link only", async () => {
    approveComments = true;
    await start();
    await post("/api/comments", comment("cmt-shown"));
    await expect.poll(() => mails().length).toBe(1);
    const { text } = mails()[0]!;
    expect(text).toContain("It shows on the post already: comments are not held for moderation.");
    expect(text).not.toContain("Approve it:");
    const links = text.match(/https?:\/\/\S+\/comments\/moderate\?token=\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(await readLinkToken(linkEnv, "delete", tokenOf(links[0]!))).toEqual({
      value: "cmt-shown",
    });
  });

  it("are sent only for what was stored, and a failed mail never fails the visitor", async () => {
    await start();
    // Refused by the rules, caught by the honeypot, failed at the endpoint: no row, no notice.
    expect((await post("/api/contact", contact("Hi", { email: "nope" }))).status).toBe(400);
    expect((await post("/api/contact", contact("Hi", { website: "spam.example" }))).status).toBe(
      200,
    );
    failing = VARS.CONTACT_ENDPOINT;
    expect((await post("/api/contact", contact("Lost"))).status).toBe(502);
    // The transport down: the message is stored all the same and the visitor told so.
    failing = VARS.MAIL_ENDPOINT;
    expect((await post("/api/contact", contact("Kept"))).status).toBe(200);
    await expect.poll(() => mails().length).toBe(1);
    expect(posted(VARS.CONTACT_ENDPOINT).map((row) => row.message)).toEqual(["Lost", "Kept"]);
    expect(mails()[0]!.text).toContain("Kept");
  });

  it("go to the chat as well, in the body Slack, Discord and Teams take", async () => {
    const chat = "https://hooks.slack.example/services/T0/B0/x";
    await start({ CHAT_WEBHOOK_URL: chat });
    await post("/api/contact", contact("Also in the chat."));
    await expect.poll(() => posted(chat).length).toBe(1);
    const [body] = posted(chat);
    const mail = mails()[0]!;
    expect(body!.text).toBe(`${mail.subject}\n\n${mail.text}`);
    expect(body!.content).toBe(body!.text);
  });

  it("gather a burst: the first at once, the rest in one digest when the window ends", async () => {
    await start({ NOTIFY_DIGEST_SECONDS: "2" });
    const proofs = await Promise.all([proof(), proof(), proof(), proof()]);
    const answers = await Promise.all(
      proofs.map((solved, i) => post("/api/contact", contact(`Message ${i}.`), solved)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await expect.poll(() => mails().length).toBe(1);
    await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(2);
    const [first, digest] = mails();
    expect(first!.reply_to).toBe("ada@example.com");
    expect(digest).toMatchObject({ to: [OWNER], subject: "3 new messages and comments" });
    expect(digest).not.toHaveProperty("reply_to");
    const inDigest = [0, 1, 2, 3].filter((i) => digest!.text.includes(`Message ${i}.`));
    const alone = [0, 1, 2, 3].filter((i) => first!.text.includes(`Message ${i}.`));
    expect(alone).toHaveLength(1);
    expect([...alone, ...inDigest].sort()).toEqual([0, 1, 2, 3]);
    expect(digest!.text.match(/^\d\. New message from Ada Lovelace/gm)).toHaveLength(3);
  });

  it("tell nobody when no owner's address or chat is set", async () => {
    await start({ OWNER_EMAIL: "" });
    expect((await post("/api/contact", contact("Unheard."))).status).toBe(200);
    // The contact row is the only request made.
    expect(edge!.asked.map((asked) => asked.url.href)).toEqual([VARS.CONTACT_ENDPOINT]);
  });
});

describe("the chat's body", () => {
  it("is one body for Slack (text), Discord (content) and Teams' older webhooks, cut to Discord's 2,000 characters", () => {
    expect(chatBody("https://discord.com/api/webhooks/1/x", "Hello")).toEqual({
      text: "Hello",
      content: "Hello",
    });
    const long = chatBody("https://hooks.slack.com/services/x", "x".repeat(5000)) as {
      content: string;
    };
    expect(long.content).toHaveLength(CHAT_MAX_LENGTH);
    expect(long.content.endsWith("\n…")).toBe(true);
  });

  it("is an Adaptive Card message for Teams' Workflows webhooks", () => {
    const url = "https://prod-01.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/run";
    expect(chatBody(url, "Hello")).toEqual({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          content: expect.objectContaining({
            type: "AdaptiveCard",
            body: [{ type: "TextBlock", text: "Hello", wrap: true }],
          }),
        },
      ],
    });
  });
});
