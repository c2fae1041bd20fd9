// The comments stand-in's moderation, as the Apps Script's: only with the Worker's secret, approve
// shows a held comment, delete takes it out of the Comments sheet (both kept across a restart),
// and an approved reply names its parent's author to tell, once, unless they stopped the notices.
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_API_KEY, LOCAL_ENDPOINT_SECRET, LOCAL_SPREADSHEET_ID } from "@marketing/contracts";
import { postText, startTestServices, type TestServices } from "./start-test-services";

let running: TestServices[] = [];
const start = async (...args: Parameters<typeof startTestServices>) => {
  const services = await startTestServices(...args);
  running.push(services);
  return services;
};
afterEach(async () => {
  await Promise.all(running.map((services) => services.stop()));
  running = [];
});

let count = 0;
const comment = (overrides: Record<string, unknown> = {}) => ({
  type: "blog_comment",
  postSlug: "energy-audit-data-first",
  id: `cmt-moderation-${++count}-${Math.random().toString(36).slice(2)}`,
  name: "Grace",
  email: "grace@example.com",
  message: "Useful, thank you.",
  parentId: "",
  lang: "fr",
  ...overrides,
});

async function ask(services: TestServices, body: Record<string, unknown>) {
  const res = await postText(`${services.url}/comments`, body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const moderate = (
  services: TestServices,
  id: string,
  action: string,
  secret = LOCAL_ENDPOINT_SECRET,
) => ask(services, { type: "comment_moderation", id, action, secret });

async function rowOf(services: TestServices, id: string) {
  const url = `${services.url}/v4/spreadsheets/${LOCAL_SPREADSHEET_ID}/values/${encodeURIComponent("Comments!A:H")}?key=${LOCAL_API_KEY}`;
  const { values = [] } = (await (await fetch(url)).json()) as { values?: string[][] };
  return values.find((row) => row[1] === id);
}

describe("moderation by the Worker", () => {
  it("approves a held comment (H TRUE), then answers a second press unchanged", async () => {
    const services = await start({ moderation: true });
    const body = comment();
    await ask(services, body);
    expect((await rowOf(services, body.id))?.[7]).toBe("FALSE");
    expect(await moderate(services, body.id, "approve")).toEqual({
      status: 200,
      body: { ok: true, id: body.id, action: "approve", changed: true },
    });
    expect((await rowOf(services, body.id))?.[7]).toBe("TRUE");
    expect((await moderate(services, body.id, "approve")).body.changed).toBe(false);
    // A retried post of the same comment now reads approved too.
    expect((await ask(services, body)).body.approved).toBe(true);
  });

  it("deletes a comment (a posted one, a fixture's): gone from the sheet, then 404", async () => {
    const services = await start();
    const body = comment();
    await ask(services, body);
    for (const id of [body.id, "cmt-20250312-01"]) {
      expect((await moderate(services, id, "delete")).body.changed).toBe(true);
      expect(await rowOf(services, id)).toBeUndefined();
      expect((await moderate(services, id, "delete")).status).toBe(404);
      expect((await moderate(services, id, "approve")).status).toBe(404);
    }
    expect((await moderate(services, "cmt-never-posted", "approve")).status).toBe(404);
  });

  it("keeps what was approved and deleted across a restart", async () => {
    const services = await start({ moderation: true });
    const approved = comment();
    const deleted = comment();
    await ask(services, approved);
    await ask(services, deleted);
    await moderate(services, approved.id, "approve");
    await moderate(services, deleted.id, "delete");
    await services.close();
    const restarted = await start({ dataDir: services.dataDir, moderation: true });
    expect((await rowOf(restarted, approved.id))?.[7]).toBe("TRUE");
    expect(await rowOf(restarted, deleted.id)).toBeUndefined();
  });

  it("refuses a body without the Worker's secret, and changes nothing", async () => {
    const services = await start({ moderation: true, endpointSecret: "the-workers-own" });
    const body = comment();
    await ask(services, body);
    for (const secret of ["", LOCAL_ENDPOINT_SECRET, "the-workers-owN"])
      expect((await moderate(services, body.id, "approve", secret)).status).toBe(403);
    expect(
      (await ask(services, { type: "comment_moderation", id: body.id, action: "delete" })).status,
    ).toBe(403);
    expect((await rowOf(services, body.id))?.[7]).toBe("FALSE");
    expect((await moderate(services, body.id, "approve", "the-workers-own")).status).toBe(200);
  });
});

describe("reply notices", () => {
  it("an approved reply names its parent's author once; never their own reply; not after a stop", async () => {
    const services = await start({ moderation: true });
    const parent = comment({ notifyReplies: true });
    const reply = comment({ parentId: parent.id, name: "Ada", email: "ada@example.com" });
    const own = comment({ parentId: parent.id, email: "GRACE@example.com" });
    const later = comment({ parentId: parent.id, email: "" });
    for (const body of [parent, reply, own, later]) await ask(services, body);
    expect((await moderate(services, reply.id, "approve")).body.notify).toEqual({
      email: "grace@example.com",
      lang: "fr",
      name: "Grace",
      postSlug: parent.postSlug,
      replyName: "Ada",
    });
    expect((await moderate(services, reply.id, "approve")).body.notify).toBeUndefined();
    expect((await moderate(services, own.id, "approve")).body.notify).toBeUndefined();
    expect(
      await ask(services, {
        type: "reply_mails_stop",
        email: "Grace@Example.com",
        secret: LOCAL_ENDPOINT_SECRET,
      }),
    ).toEqual({ status: 200, body: { ok: true } });
    expect((await moderate(services, later.id, "approve")).body.notify).toBeUndefined();
  });

  it("names nobody for a parent who did not tick the box", async () => {
    const services = await start();
    const parent = comment();
    const reply = comment({ parentId: parent.id, email: "ada@example.com" });
    await ask(services, parent);
    await ask(services, reply);
    expect((await moderate(services, reply.id, "approve")).body).toEqual({
      ok: true,
      id: reply.id,
      action: "approve",
      changed: false,
    });
  });

  it("refuses a box ticked without an email, or not a boolean", async () => {
    const services = await start();
    expect((await ask(services, comment({ notifyReplies: true, email: "" }))).status).toBe(400);
    expect((await ask(services, comment({ notifyReplies: "yes" }))).status).toBe(400);
  });
});
