// The mailing tool's stand-in (Mailchimp's list-member upsert, with its checks) and what the
// newsletter stand-in's rows say of it, as the Apps Script's do: `GET /mailing-list` lists each
// member once, across a restart.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  LOCAL_ENDPOINT_KEY,
  LOCAL_MAILCHIMP_API_KEY,
  LOCAL_MAILCHIMP_LIST_ID,
} from "@marketing/contracts";
import { postText, startTestServices, type TestServices } from "./start-test-services";

let services: TestServices;
beforeEach(async () => {
  services = await startTestServices();
});
afterEach(async () => {
  await services.stop();
});

const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const put = (email: string, body: object, key = LOCAL_MAILCHIMP_API_KEY, hash = md5(email)) =>
  fetch(`${services.url}/mailchimp/3.0/lists/${LOCAL_MAILCHIMP_LIST_ID}/members/${hash}`, {
    method: "PUT",
    headers: {
      Authorization: `Basic ${Buffer.from(`any:${key}`).toString("base64")}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ email_address: email, ...body }),
  });
const mailingList = async (url = services.url) => (await fetch(`${url}/mailing-list`)).json();

describe("the Mailchimp stand-in", () => {
  it("adds with status_if_new, updates with status, keeps the language, across a restart", async () => {
    const added = await put("ada@example.com", {
      status_if_new: "subscribed",
      status: "subscribed",
      language: "fr",
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ id: md5("ada@example.com"), status: "subscribed" });
    await put("bob@example.com", { status_if_new: "subscribed", language: "en" });
    await put("ada@example.com", { status_if_new: "unsubscribed", status: "unsubscribed" });
    const expected = [
      { email: "ada@example.com", status: "unsubscribed", language: "fr" },
      { email: "bob@example.com", status: "subscribed", language: "en" },
    ];
    expect(await mailingList()).toEqual(expected);
    await services.close();
    const again = await startTestServices({ dataDir: services.dataDir });
    try {
      expect(await mailingList(again.url)).toEqual(expected);
    } finally {
      await again.close();
    }
  });

  it("refuses what Mailchimp refuses: another key, a hash of another address, no status", async () => {
    expect((await put("ada@example.com", { status: "subscribed" }, "wrong-us1")).status).toBe(401);
    const wrongHash = await put("ada@example.com", { status: "subscribed" }, undefined, md5("x"));
    expect(wrongHash.status).toBe(400);
    expect((await wrongHash.json()).title).toBe("Invalid Resource");
    expect((await put("ada@example.com", {})).status).toBe(400);
    expect(await mailingList()).toEqual([]);
  });
});

describe("the newsletter stand-in's rows", () => {
  it("wait for the mailing tool when the Worker says it will tell it, then say what came of it", async () => {
    const endpoint = `${services.url}/newsletter`;
    const asked = { endpointKey: LOCAL_ENDPOINT_KEY };
    const { confirmationToken } = await (
      await postText(endpoint, {
        type: "newsletter_subscription",
        email: "ada@example.com",
        lang: "fr",
        ...asked,
        mailsConfirmation: true,
      })
    ).json();
    const confirmed = await postText(endpoint, {
      type: "newsletter_confirmation",
      token: confirmationToken,
      ...asked,
      syncsMailingTool: true,
    });
    expect(await confirmed.json()).toEqual({
      result: "confirmed",
      email: "ada@example.com",
      lang: "fr",
    });
    const row = async () =>
      (await (await fetch(`${services.url}/submissions?kind=newsletter`)).json())[0];
    expect((await row()).mailingTool).toEqual({ state: "waiting" });
    const record = (body: object) =>
      postText(endpoint, {
        type: "newsletter_mailing_tool",
        email: "ada@example.com",
        status: "confirmed",
        ...body,
      });
    expect((await record({ state: "synced" })).status).toBe(403);
    expect((await record({ state: "failed", reason: "400 Invalid", ...asked })).status).toBe(200);
    expect((await row()).mailingTool).toEqual({ state: "failed", reason: "400 Invalid" });
    // Of another status (an unsubscribe since): the row is left as it is.
    await record({ status: "unsubscribed", state: "synced", ...asked });
    expect((await row()).mailingTool.state).toBe("failed");
  });
});
