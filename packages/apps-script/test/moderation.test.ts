// The Apps Script's moderation primitive (src/moderation.js), asked by the Worker only: approve
// ticks the comment's checkbox, delete removes its row and its private email row, an approved
// reply names its parent's author to tell (once, if they asked), and a stop ends those notices.
import { beforeEach, describe, expect, it } from "vitest";
import { COMMENT_COLUMNS } from "@marketing/contracts";
import { loadAppsScript } from "./apps-script";

const SECRET = "worker-secret-123";
let script: ReturnType<typeof loadAppsScript>;

beforeEach(() => {
  script = loadAppsScript({ properties: { ENDPOINT_SECRET: SECRET } });
  // The real sheets have a header row; a comment's row is never row 1.
  script.sheets.Comments.appendRow([...COMMENT_COLUMNS]);
  script.sheets.CommentEmails.appendRow(["id", "email", "date"]);
});

let count = 0;
const comment = (overrides: Record<string, unknown> = {}) => ({
  type: "blog_comment",
  postSlug: "energy-audit-data-first",
  id: `cmt-${++count}`,
  name: "Grace",
  email: "grace@example.com",
  message: "Thanks.",
  parentId: "",
  lang: "fr-FR",
  ...overrides,
});
const moderate = (id: string, action: string, ...secret: unknown[]) =>
  script.post({
    type: "comment_moderation",
    id,
    action,
    secret: secret.length ? secret[0] : SECRET,
  });
const commentRow = (id: string) => script.sheets.Comments.rows.find((row) => row[1] === id);
const emailRow = (id: string) => script.sheets.CommentEmails.rows.find((row) => row[0] === id);

describe("moderation", () => {
  it("approves a held comment: its checkbox ticked, once; a second press changes nothing", () => {
    const body = comment();
    expect(script.post(body).approved).toBe(false);
    expect(moderate(body.id, "approve")).toEqual({
      ok: true,
      id: body.id,
      action: "approve",
      changed: true,
    });
    expect(commentRow(body.id)?.[7]).toBe(true);
    expect(moderate(body.id, "approve").changed).toBe(false);
  });

  it("deletes a comment's row and its private email row; then it is not there", () => {
    const kept = comment();
    const body = comment();
    script.post(kept);
    script.post(body);
    expect(moderate(body.id, "delete")).toEqual({
      ok: true,
      id: body.id,
      action: "delete",
      changed: true,
    });
    expect(commentRow(body.id)).toBeUndefined();
    expect(emailRow(body.id)).toBeUndefined();
    expect(commentRow(kept.id)).toBeDefined();
    expect(moderate(body.id, "delete").error.code).toBe(404);
    expect(moderate(body.id, "approve").error.code).toBe(404);
  });

  it.each([
    ["no secret", undefined],
    ["a wrong secret", "worker-secret-124"],
    ["a secret of another length", SECRET + "x"],
  ])("refuses a body with %s, and changes nothing", (_label, secret) => {
    const body = comment();
    script.post(body);
    expect(moderate(body.id, "approve", secret).error.code).toBe(403);
    expect(moderate(body.id, "delete", secret).error.code).toBe(403);
    expect(commentRow(body.id)?.[7]).toBe(false);
  });

  it("refuses everything when the Script Property is not set", () => {
    delete script.properties.ENDPOINT_SECRET;
    const body = comment();
    script.post(body);
    expect(moderate(body.id, "approve", "").error.code).toBe(403);
    expect(moderate(body.id, "approve", null).error.code).toBe(403);
    expect(commentRow(body.id)?.[7]).toBe(false);
  });

  it("never takes the header row for a comment, nor a comment whose id differs in case", () => {
    expect(moderate("id", "delete").error.code).toBe(404);
    const body = comment({ id: "cmt-AbC" });
    script.post(body);
    expect(moderate("cmt-abc", "approve").error.code).toBe(404);
    expect(script.sheets.Comments.rows[0]).toEqual([...COMMENT_COLUMNS]);
  });

  it.each([
    [{ id: "../x" }, "Bad field: id"],
    [{ id: "x".repeat(101) }, "Bad field: id"],
    [{ action: "hide" }, "Bad field: action"],
  ])("refuses %j", (overrides, message) => {
    expect(
      script.post({
        type: "comment_moderation",
        id: "cmt-1",
        action: "approve",
        secret: SECRET,
        ...overrides,
      }),
    ).toEqual({ error: { code: 400, message } });
  });
});

describe("reply notices", () => {
  it("stores the choice privately, in CommentEmails' column O, never in the public sheet", () => {
    const body = comment({ notifyReplies: true });
    script.post(body);
    expect(emailRow(body.id)?.[14]).toBe("yes");
    expect(JSON.stringify(script.sheets.Comments.rows)).not.toMatch(/yes|grace@/);
    const silent = comment();
    script.post(silent);
    expect(emailRow(silent.id)?.[14]).toBe("");
  });

  it.each([
    [{ notifyReplies: "yes" }, 'Field "notifyReplies" must be true or false.'],
    [{ notifyReplies: true, email: "" }, 'Field "notifyReplies" needs an email address.'],
  ])("refuses %j", (overrides, message) => {
    expect(script.post(comment(overrides))).toEqual({ error: { code: 400, message } });
  });

  it("an approved reply names its parent's author, in their language, once", () => {
    const parent = comment({ notifyReplies: true, name: "Grace" });
    const reply = comment({ parentId: parent.id, name: "Ada", email: "ada@example.com" });
    script.post(parent);
    script.post(reply);
    expect(moderate(reply.id, "approve").notify).toEqual({
      email: "grace@example.com",
      lang: "fr-FR",
      name: "Grace",
      postSlug: parent.postSlug,
      replyName: "Ada",
    });
    expect(emailRow(reply.id)?.[15]).toMatch(/^\d{4}-/);
    expect(moderate(reply.id, "approve").notify).toBeUndefined();
  });

  it("names nobody for a parent who did not ask, for one's own reply, or after a stop", () => {
    const silent = comment();
    const asked = comment({ notifyReplies: true });
    script.post(silent);
    script.post(asked);
    const toSilent = comment({ parentId: silent.id, email: "ada@example.com" });
    const own = comment({ parentId: asked.id, email: "GRACE@example.com" });
    const afterStop = comment({ parentId: asked.id, email: "ada@example.com" });
    for (const body of [toSilent, own, afterStop]) script.post(body);
    expect(moderate(toSilent.id, "approve").notify).toBeUndefined();
    expect(moderate(own.id, "approve").notify).toBeUndefined();
    expect(
      script.post({ type: "reply_mails_stop", email: "Grace@example.com", secret: SECRET }),
    ).toEqual({ ok: true });
    expect(emailRow(asked.id)?.[14]).toBe("stopped");
    expect(moderate(afterStop.id, "approve").notify).toBeUndefined();
  });

  it("a stop needs the secret and an address", () => {
    const asked = comment({ notifyReplies: true });
    script.post(asked);
    expect(script.post({ type: "reply_mails_stop", email: "grace@example.com" }).error.code).toBe(
      403,
    );
    expect(
      script.post({ type: "reply_mails_stop", email: "grace@", secret: SECRET }).error.code,
    ).toBe(400);
    expect(emailRow(asked.id)?.[14]).toBe("yes");
  });
});
