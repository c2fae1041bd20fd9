// The moderation links' presses, in workerd: a signed token approves or deletes its comment
// through the comments endpoint (with ENDPOINT_SECRET, nothing else of the request), the comments
// sheet's copy is dropped, and an expired, forged or replayed link changes nothing and says so.
// A reply shown (approved by the owner, or at once) mails its parent's author if they asked.
import { generateKeyPairSync } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { COMMENT_COLUMNS, type CommentModeration, type TransportMail } from "@marketing/contracts";
import type { Env } from "../src/env";
import { signLinkToken } from "../src/links";
import { startEdge, type Asked, type Edge } from "../scripts/local-worker";
import { solvedProof, withProof } from "../scripts/solve-proof";

const COMMENTS_ENDPOINT = "https://script.google.com/macros/s/comments/exec";
const MAIL_ENDPOINT = "https://mail.example/emails";
const ENDPOINT_SECRET = "worker-endpoint-secret";
/** The secret startEdge gives the Worker, so the test signs the links the Worker reads. */
const env = { LINK_SECRET: "test-link-secret" } as Env;
const DAY = 24 * 3600 * 1000;

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

/**
 * The comments endpoint as the Apps Script answers the Worker: a held comment `c-1`, and `notify`
 * once for the reply `r-1` when approved. It checks nothing: what it was asked is the test.
 */
function endpoint() {
  const state = new Map<string, "held" | "approved">([
    ["c-1", "held"],
    ["r-1", "held"],
  ]);
  let noticed = false;
  const upstream = (asked: Asked) => {
    if (asked.url.href === MAIL_ENDPOINT) return Response.json({ id: "mail-1" });
    if (asked.url.href !== COMMENTS_ENDPOINT)
      return Response.json({ range: "Comments!A1:H1", majorDimension: "ROWS", values: [["x"]] });
    const body = JSON.parse(asked.body) as CommentModeration & { approved?: boolean };
    if (body.type === ("reply_mails_stop" as string)) return Response.json({ ok: true });
    if ((body.type as string) === "blog_comment")
      return Response.json({ ok: true, id: body.id, approved: true }, { status: 201 });
    const now = state.get(body.id);
    if (!now) return Response.json({ error: { code: 404, message: "No such comment." } });
    if (body.action === "delete") {
      state.delete(body.id);
      return Response.json({ ok: true, id: body.id, action: "delete", changed: true });
    }
    state.set(body.id, "approved");
    const notify =
      body.id === "r-1" && !noticed
        ? {
            email: "grace@example.com",
            lang: "fr-FR",
            name: "Grace",
            postSlug: "a-post",
            replyName: "Ada\nLovelace",
          }
        : undefined;
    noticed ||= !!notify;
    return Response.json({
      ok: true,
      id: body.id,
      action: "approve",
      changed: now === "held",
      ...(notify && { notify }),
    });
  };
  return { upstream, state };
}

const vars = { COMMENTS_ENDPOINT, ENDPOINT_SECRET, MAIL_ENDPOINT, MAIL_FROM: "Site <s@x.example>" };

/** The token with its subject changed and its signature kept. */
const retargeted = (token: string) =>
  Buffer.from("delete:c-2").toString("base64url") + token.slice(token.indexOf("."));

const press = (path: string, token: string) =>
  edge!.fetch(`/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });
const moderate = (token: string) => press("moderation", token);
const outcome = async (response: Response) => [response.status, await response.json()];
const asksOfEndpoint = () =>
  edge!.asked
    .filter((asked) => asked.url.href === COMMENTS_ENDPOINT)
    .map((asked) => JSON.parse(asked.body) as Record<string, unknown>);
const mails = () =>
  edge!.asked
    .filter((asked) => asked.url.href === MAIL_ENDPOINT)
    .map((asked) => JSON.parse(asked.body) as TransportMail);

describe("a moderation link pressed", () => {
  it("approves its comment through the endpoint, with the secret, and drops the sheet's copy", async () => {
    edge = await startEdge({
      upstream: endpoint().upstream,
      vars: { ...vars, SHEETS_CACHE_SECONDS: "600" },
    });
    await edge.fetch("/api/sheets/comments");
    expect((await edge.fetch("/api/sheets/comments")).headers.get("x-edge-cache")).toBe("hit");
    const token = await signLinkToken(env, "approve", "c-1");
    expect(await outcome(await moderate(token))).toEqual([200, { outcome: "approved" }]);
    expect(asksOfEndpoint()).toEqual([
      { type: "comment_moderation", id: "c-1", action: "approve", secret: ENDPOINT_SECRET },
    ]);
    expect((await edge.fetch("/api/sheets/comments")).headers.get("x-edge-cache")).toBe("miss");
    // Pressed again (a replayed link): nothing changes, and the page says the link was used.
    expect(await outcome(await moderate(token))).toEqual([409, { outcome: "used" }]);
    expect(mails()).toEqual([]);
  });

  it("deletes its comment; pressed again it was used; an approve link then finds it gone", async () => {
    const stand = endpoint();
    edge = await startEdge({ upstream: stand.upstream, vars });
    const remove = await signLinkToken(env, "delete", "c-1");
    expect(await outcome(await moderate(remove))).toEqual([200, { outcome: "deleted" }]);
    expect(stand.state.has("c-1")).toBe(false);
    expect(await outcome(await moderate(remove))).toEqual([409, { outcome: "used" }]);
    const approve = await signLinkToken(env, "approve", "c-1");
    expect(await outcome(await moderate(approve))).toEqual([404, { outcome: "gone" }]);
  });

  it.each([
    ["expired", async () => signLinkToken(env, "approve", "c-1", Date.now() - 15 * DAY), 410],
    ["forged", async () => signLinkToken({ LINK_SECRET: "another" } as Env, "approve", "c-1"), 403],
    [
      "naming another comment",
      async () => retargeted(await signLinkToken(env, "delete", "c-1")),
      403,
    ],
    ["made for another purpose", async () => signLinkToken(env, "unsubscribe", "c-1"), 403],
    ["missing", async () => "", 403],
  ])("refuses a link %s, and asks the endpoint nothing", async (_label, token, status) => {
    const stand = endpoint();
    edge = await startEdge({ upstream: stand.upstream, vars });
    const [code, body] = await outcome(await moderate(await token()));
    expect(code).toBe(status);
    expect(body).toEqual({ outcome: status === 410 ? "expired" : "invalid" });
    expect(asksOfEndpoint()).toEqual([]);
    expect(stand.state.get("c-1")).toBe("held");
  });

  it("does nothing without ENDPOINT_SECRET: the endpoint would refuse", async () => {
    edge = await startEdge({
      upstream: endpoint().upstream,
      vars: { ...vars, ENDPOINT_SECRET: "" },
    });
    const token = await signLinkToken(env, "approve", "c-1");
    expect(await outcome(await moderate(token))).toEqual([502, { outcome: "failed" }]);
    expect(asksOfEndpoint()).toEqual([]);
  });

  it("takes a form posted without JavaScript: the token from the page's address, back to its outcome", async () => {
    edge = await startEdge({ upstream: endpoint().upstream, vars });
    const token = await signLinkToken(env, "approve", "c-1");
    const page = `${edge.url.origin}/fr/comments/moderate?token=${encodeURIComponent(token)}`;
    const form = (body: string, referer?: string) =>
      edge!.fetch("/api/moderation", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(referer && { Referer: referer }),
        },
        body,
      });
    const done = await form("page=%2Ffr%2Fcomments%2Fmoderate", page);
    expect(done.status).toBe(303);
    // The token stays out of the address it lands on.
    expect(done.headers.get("location")).toBe(
      `${edge.url.origin}/fr/comments/moderate#moderation-approved`,
    );
    const again = await form("page=https%3A%2F%2Fevil.example%2Fx", page);
    expect(again.headers.get("location")).toBe(
      `${edge.url.origin}/comments/moderate#moderation-used`,
    );
    const lost = await form("page=%2Fcomments%2Fmoderate");
    expect(lost.headers.get("location")).toBe(
      `${edge.url.origin}/comments/moderate#moderation-invalid`,
    );
  });
});

describe("the reply notice", () => {
  it("is mailed to the parent's author when the owner approves the reply, in their language, once", async () => {
    edge = await startEdge({ upstream: endpoint().upstream, vars });
    const token = await signLinkToken(env, "approve", "r-1");
    expect(await outcome(await moderate(token))).toEqual([200, { outcome: "approved" }]);
    await expect.poll(() => mails().length).toBe(1);
    const [mail] = mails();
    const origin = edge.url.origin;
    expect(mail).toMatchObject({
      to: ["grace@example.com"],
      subject: "Ada Lovelace a répondu à votre commentaire",
      headers: {
        "Content-Language": "fr",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Unsubscribe": expect.stringMatching(
          new RegExp(`^<${origin}/api/comments/stop-replies\\?token=[^>]+>$`),
        ),
      },
    });
    expect(mail!.text).toContain(`${origin}/fr/blog/a-post\n`);
    expect(mail!.text).toMatch(new RegExp(`${origin}/fr/comments/stop-replies\\?token=\\S+`));
    expect(await outcome(await moderate(token))).toEqual([409, { outcome: "used" }]);
    expect(mails()).toHaveLength(1);
  });

  it("is mailed for a reply the endpoint showed at once; not for a top-level comment", async () => {
    edge = await startEdge({ upstream: endpoint().upstream, vars });
    const post = async (body: object) =>
      edge!.fetch("/api/comments", {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=utf-8" },
        body: withProof(body, await solvedProof(new URL("/api", edge!.url).href, edge!.fetch)),
      });
    const comment = { type: "blog_comment", postSlug: "a-post", name: "Ada", message: "Yes." };
    expect((await post({ ...comment, id: "top-1" })).status).toBe(201);
    expect((await post({ ...comment, id: "r-1", parentId: "c-1" })).status).toBe(201);
    await expect.poll(() => mails().length).toBe(1);
    expect(asksOfEndpoint().filter((body) => body.type === "comment_moderation")).toEqual([
      { type: "comment_moderation", id: "r-1", action: "approve", secret: ENDPOINT_SECRET },
    ]);
  });

  it("stops by its link's press, or by a mail client's one-click post", async () => {
    edge = await startEdge({ upstream: endpoint().upstream, vars });
    const token = await signLinkToken(env, "stop-replies", "grace@example.com");
    expect(await outcome(await press("comments/stop-replies", token))).toEqual([
      200,
      { outcome: "stopped" },
    ]);
    const oneClick = await edge.fetch(
      `/api/comments/stop-replies?token=${encodeURIComponent(token)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(oneClick.status).toBe(200);
    expect(asksOfEndpoint()).toEqual([
      { type: "reply_mails_stop", email: "grace@example.com", secret: ENDPOINT_SECRET },
      { type: "reply_mails_stop", email: "grace@example.com", secret: ENDPOINT_SECRET },
    ]);
    const moderation = await signLinkToken(env, "approve", "c-1");
    expect(await outcome(await press("comments/stop-replies", moderation))).toEqual([
      403,
      { outcome: "invalid" },
    ]);
  });
});

describe("with a service account and no comments endpoint", () => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const ACCOUNT = JSON.stringify({
    client_email: "comments@project.iam.gserviceaccount.com",
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
  });

  it("ticks the comment's H cell, or clears its row, found by its id", async () => {
    const rows = [
      [...COMMENT_COLUMNS],
      ["a-post", "c-0", "Bea", "", "Hi", "", "", "TRUE"],
      ["a-post", "c-1", "Ada", "", "Held", "", "", "FALSE"],
    ];
    const upstream = (asked: Asked) => {
      if (asked.url.hostname === "oauth2.googleapis.com")
        return Response.json({ access_token: "token-1", expires_in: 3600 });
      if (asked.method === "PUT") rows[2]![7] = "TRUE";
      if (asked.url.pathname.endsWith(":clear")) rows[2] = [];
      return Response.json({ range: "Comments!A1:H3", majorDimension: "ROWS", values: rows });
    };
    edge = await startEdge({
      upstream,
      vars: { SHEETS_API_KEY: "", GOOGLE_SERVICE_ACCOUNT: ACCOUNT },
    });
    const approve = await signLinkToken(env, "approve", "c-1");
    expect(await outcome(await moderate(approve))).toEqual([200, { outcome: "approved" }]);
    const put = edge.asked.find((asked) => asked.method === "PUT")!;
    expect(decodeURIComponent(put.url.pathname)).toMatch(/\/values\/Comments!H3$/);
    expect(put.url.searchParams.get("valueInputOption")).toBe("USER_ENTERED");
    expect(put.headers.get("authorization")).toBe("Bearer token-1");
    expect(await outcome(await moderate(approve))).toEqual([409, { outcome: "used" }]);
    const remove = await signLinkToken(env, "delete", "c-1");
    expect(await outcome(await moderate(remove))).toEqual([200, { outcome: "deleted" }]);
    const clear = edge.asked.find((asked) => asked.url.pathname.endsWith(":clear"))!;
    expect(decodeURIComponent(clear.url.pathname)).toMatch(/\/values\/Comments!A3:H3:clear$/);
    expect(await outcome(await moderate(remove))).toEqual([409, { outcome: "used" }]);
  });
});
