import { readFile, writeFile } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIELD_MAX_LENGTHS, LOCAL_API_KEY, LOCAL_SPREADSHEET_ID } from "@marketing/contracts";
import { BOT_CONTACT } from "../fixtures";
import { postText, startTestServices, type TestServices } from "./start-test-services";

let services: TestServices;
beforeEach(async () => {
  services = await startTestServices();
});
afterEach(() => services.stop());

const newsletter = (email = "reader@example.com") => ({
  type: "newsletter_subscription",
  email,
  subscribed_at: "2025-03-14T10:00:00.000Z",
});
const contact = {
  type: "contact_form",
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  message: "We would like a demo of the KPI dashboards.",
  submitted_at: "2025-03-14T10:00:00.000Z",
};
const comment = (overrides: Record<string, string> = {}) => ({
  type: "blog_comment",
  postSlug: "energy-audit-data-first",
  id: `cmt-test-${Math.random().toString(36).slice(2)}`,
  name: "Grace Hopper",
  email: "",
  message: "Useful checklist, thank you.",
  date: "2025-03-14T10:00:00.000Z",
  parentId: "",
  ...overrides,
});
const commentRows = async (): Promise<string[][]> => {
  const url = `${services.url}/v4/spreadsheets/${LOCAL_SPREADSHEET_ID}/values/Comments!A:H?key=${LOCAL_API_KEY}`;
  return (await (await fetch(url)).json()).values;
};

describe("POST /newsletter", () => {
  it("accepts the text/plain body the edge Worker forwards, as Apps Script takes it", async () => {
    const res = await postText(`${services.url}/newsletter`, newsletter());
    expect(res.status).toBe(200);
    // Pending until its owner confirms; never the row number (it would count the subscribers).
    expect(await res.json()).toEqual({ result: "success", pending: true });
    const [line] = await services.lines();
    expect(JSON.parse(line!)).toMatchObject({ kind: "newsletter", payload: newsletter() });
  });

  it("accepts application/json, and never answers a row number", async () => {
    await postText(`${services.url}/newsletter`, newsletter("first@example.com"));
    const res = await fetch(`${services.url}/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(newsletter("second@example.com")),
    });
    expect(await res.json()).toEqual({ result: "success", pending: true });
  });
});

describe("POST /contact", () => {
  it("accepts the Worker's text/plain post and answers {ok: true}", async () => {
    const res = await postText(`${services.url}/contact`, contact);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const stored = JSON.parse((await services.lines())[0]!);
    expect(stored).toMatchObject({ kind: "contact", payload: contact });
    expect(typeof stored.id).toBe("string");
    expect(new Date(stored.receivedAt).toString()).not.toBe("Invalid Date");
  });

  it("drops a filled honeypot: answered as sent, nothing stored; an empty one is stored", async () => {
    const bot = await postText(`${services.url}/contact`, BOT_CONTACT);
    expect(bot.status).toBe(200);
    expect(await bot.json()).toEqual({ ok: true });
    expect(await services.lines()).toEqual([]);
    // An empty honeypot (every person's post) is stored.
    expect((await postText(`${services.url}/contact`, { ...contact, website: "" })).status).toBe(
      200,
    );
    expect(await services.lines()).toHaveLength(1);
  });
});

/** When the services stored the comment with this id: the date its row shows. */
const storedAt = async (id: string) =>
  (await services.lines())
    .map((line) => JSON.parse(line) as { receivedAt: string; payload: { id?: string } })
    .find((record) => record.payload.id === id)?.receivedAt;

describe("POST /comments", () => {
  it("answers 201 and shows the comment in the next Comments!A:H read", async () => {
    const body = comment({ email: "grace@example.com" });
    const res = await postText(`${services.url}/comments`, body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, id: body.id, approved: true });
    const rows = await commentRows();
    expect(rows.at(-1)).toEqual([
      body.postSlug,
      body.id,
      body.name,
      "",
      body.message,
      await storedAt(body.id),
      "",
      "TRUE",
    ]);
  });

  it("shows a reply with its parentId", async () => {
    const body = comment({ parentId: "cmt-20241205-01" });
    await postText(`${services.url}/comments`, body);
    expect((await commentRows()).at(-1)).toEqual([
      body.postSlug,
      body.id,
      body.name,
      "",
      body.message,
      await storedAt(body.id),
      body.parentId,
      "TRUE",
    ]);
  });

  it("shows its own time under a comment, never the date posted", async () => {
    const future = comment({ date: "2099-01-01T00:00:00.000Z" });
    expect((await postText(`${services.url}/comments`, future)).status).toBe(201);
    const crafted = comment({ date: "2099-01-01 <b>" });
    const refused = await postText(`${services.url}/comments`, crafted);
    expect([refused.status, (await refused.json()).error.message]).toEqual([
      400,
      'Field "date" must be an ISO 8601 time such as 2025-03-14T10:00:00.000Z.',
    ]);
    const rows = await commentRows();
    expect(rows.find((row) => row[1] === future.id)?.[5]).toBe(await storedAt(future.id));
    expect(rows.find((row) => row[1] === crafted.id)).toBeUndefined();
    expect(JSON.stringify(rows)).not.toContain("2099");
    expect((await services.lines()).join("")).not.toContain("2099");
  });

  it("keeps one row when the same comment id is posted twice (a retried request)", async () => {
    const body = comment();
    const [first, second] = await Promise.all([
      postText(`${services.url}/comments`, body),
      postText(`${services.url}/comments`, body),
    ]);
    expect([first?.status, second?.status]).toEqual([201, 201]);
    expect((await commentRows()).filter((row) => row[1] === body.id)).toHaveLength(1);
    expect(await services.lines()).toHaveLength(1);
  });
});

describe("bad input", () => {
  const big = "x".repeat(70 * 1024);
  it.each([
    ["newsletter", "malformed JSON", '{"type": "newsletter_subscription", "email": '],
    ["newsletter", "a JSON array", "[]"],
    ["newsletter", "a wrong type", { ...newsletter(), type: "contact_form" }],
    ["newsletter", "no type", { email: "a@example.com" }],
    ["newsletter", "a missing email", { type: "newsletter_subscription" }],
    ["newsletter", "a blank email", newsletter("   ")],
    ["newsletter", "an email without @", newsletter("reader.example.com")],
    ["newsletter", "an email without a domain dot", newsletter("reader@localhost")],
    ["newsletter", "an email with a space", newsletter("rea der@example.com")],
    ["newsletter", "an email that is a number", { ...newsletter(), email: 42 }],
    ["contact", "a missing name", { ...contact, name: "" }],
    ["contact", "a blank message", { ...contact, message: " \n " }],
    ["contact", "a missing email", { ...contact, email: undefined }],
    ["contact", "an invalid email", { ...contact, email: "ada@" }],
    ["contact", "a wrong type", { ...contact, type: "newsletter_subscription" }],
    ["contact", "a message past 5,000 characters", { ...contact, message: "m".repeat(5001) }],
    ["contact", "a name past 200 characters", { ...contact, name: "n".repeat(201) }],
    ["comments", "a message past 5,000 characters", comment({ message: "m".repeat(5001) })],
    ["comments", "a missing postSlug", comment({ postSlug: "" })],
    ["comments", "a missing id", comment({ id: "" })],
    ["comments", "a blank name", comment({ name: "  " })],
    ["comments", "a blank message", comment({ message: "" })],
    ["comments", "an invalid optional email", comment({ email: "not-an-email" })],
    ["comments", "a wrong type", comment({ type: "comment" })],
    ["comments", "a slug outside the rule", comment({ postSlug: "../../x<script>" })],
    ["comments", "an id outside the rule", comment({ id: "<b>\u0000\u202e" })],
    ["comments", "a parentId outside the rule", comment({ parentId: "cmt 1" })],
    ["comments", "a date that is not an ISO time", comment({ date: "2099-01-01 <b>" })],
  ])(
    "POST /%s with %s gets 400 with a clear message and writes nothing",
    async (route, _label, body) => {
      const res = await postText(`${services.url}/${route}`, body);
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer.error.code).toBe(400);
      expect(answer.error.message).toMatch(/\w+/);
      expect(await services.lines()).toEqual([]);
    },
  );

  it("names the missing fields in the message", async () => {
    const res = await postText(`${services.url}/contact`, { ...contact, name: "", message: "" });
    expect((await res.json()).error.message).toBe("Missing required fields: name, message.");
  });

  it.each(["newsletter", "contact", "comments"])(
    "POST /%s over 64 KiB gets 413 and writes nothing",
    async (route) => {
      const res = await postText(`${services.url}/${route}`, { ...newsletter(), padding: big });
      expect(res.status).toBe(413);
      expect((await res.json()).error).toEqual({
        code: 413,
        message: "Request body is larger than 65536 bytes.",
      });
      expect(await services.lines()).toEqual([]);
    },
  );

  it("stops reading a streamed body as soon as it passes 64 KiB", async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++)
          controller.enqueue(new TextEncoder().encode("y".repeat(8 * 1024)));
        controller.close();
      },
    });
    const res = await fetch(`${services.url}/newsletter`, {
      method: "POST",
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await services.lines()).toEqual([]);
  });
});

describe("GET /submissions", () => {
  it("lists what was received newest first, filtered by kind", async () => {
    await postText(`${services.url}/newsletter`, newsletter("one@example.com"));
    await postText(`${services.url}/contact`, contact);
    await postText(`${services.url}/newsletter`, newsletter("two@example.com"));
    const all = await (await fetch(`${services.url}/submissions`)).json();
    expect(all.map((record: { kind: string }) => record.kind)).toEqual([
      "newsletter",
      "contact",
      "newsletter",
    ]);
    expect(all[0].payload.email).toBe("two@example.com");
    const onlyNewsletter = await (
      await fetch(`${services.url}/submissions?kind=newsletter`)
    ).json();
    expect(
      onlyNewsletter.map((record: { payload: { email: string } }) => record.payload.email),
    ).toEqual(["two@example.com", "one@example.com"]);
  });

  it("stores and lists where each submission came from, cleaned; refuses one past its limit", async () => {
    const from = {
      page: "https://www.example.com/fr/blog/post",
      referrer: "https://www.example.com/fr/?utm_source=news",
      lang: "fr",
      utm_source: "news",
      utm_medium: "",
      utm_campaign: "spring\u0000\u202e<script>alert(1)</script>",
      utm_term: "",
      utm_content: "",
    };
    const cleaned = { ...from, utm_campaign: "spring<script>alert(1)</script>" };
    await postText(`${services.url}/newsletter`, { ...newsletter(), ...from });
    await postText(`${services.url}/contact`, { ...contact, ...from });
    await postText(`${services.url}/comments`, { ...comment(), ...from });
    const listed = await (await fetch(`${services.url}/submissions`)).json();
    expect(listed.map((record: { payload: object }) => record.payload)).toEqual([
      expect.objectContaining(cleaned),
      expect.objectContaining(cleaned),
      expect.objectContaining(cleaned),
    ]);
    // The public Comments sheet never shows them.
    expect(JSON.stringify(await commentRows())).not.toContain("spring");

    const long = { ...newsletter(), utm_source: "x".repeat(FIELD_MAX_LENGTHS.utm_source + 1) };
    const refused = await postText(`${services.url}/newsletter`, long);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(
      'Field "utm_source" is longer than 200 characters.',
    );
    const notText = await postText(`${services.url}/newsletter`, { ...newsletter(), lang: ["fr"] });
    expect(notText.status).toBe(400);
    // An older embed's post without them is still accepted, with blank values.
    expect((await postText(`${services.url}/newsletter`, newsletter())).status).toBe(200);
  });

  it("stores and lists the consent box's record on every kind; refuses one of the wrong shape", async () => {
    const consent = {
      given: true,
      at: "2026-03-04T10:00:00.000Z",
      text: "I agree to the processing of my details as described in the privacy policy.\u202e",
    };
    const stored = { ...consent, text: consent.text.replace("\u202e", "") };
    await postText(`${services.url}/newsletter`, { ...newsletter(), consent });
    await postText(`${services.url}/contact`, { ...contact, consent });
    await postText(`${services.url}/comments`, { ...comment(), consent });
    const listed = await (await fetch(`${services.url}/submissions`)).json();
    expect(
      listed.map((record: { payload: { consent: unknown } }) => record.payload.consent),
    ).toEqual([stored, stored, stored]);
    const refusals = [
      [{ ...consent, given: "yes" }, '"consent.given" must be true or false.'],
      [{ ...consent, text: "" }, '"consent.text" must be a non-empty string.'],
      [{ ...consent, text: "x".repeat(1001) }, '"consent.text" is longer than 1000 characters.'],
      [{ ...consent, at: "yesterday" }, '"consent.at" must be an ISO 8601 time.'],
      ["yes", '"consent" must be an object {given, at, text}.'],
    ] as const;
    for (const [bad, message] of refusals) {
      const refused = await postText(`${services.url}/newsletter`, {
        ...newsletter(),
        consent: bad,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toBe(message);
    }
    // Without the key (no consent configured on the page) nothing is stored for it.
    await postText(`${services.url}/newsletter`, newsletter());
    const [latest] = await (await fetch(`${services.url}/submissions?limit=1`)).json();
    expect(latest.payload).not.toHaveProperty("consent");
  });

  it("answers 400 for an unknown kind", async () => {
    expect((await fetch(`${services.url}/submissions?kind=spam`)).status).toBe(400);
  });
});

describe("the data file", () => {
  it("is read back on start, so submissions and comments survive a restart", async () => {
    const body = comment();
    await postText(`${services.url}/comments`, body);
    await postText(`${services.url}/newsletter`, newsletter());
    await services.close();
    const again = await startTestServices({ dataDir: services.dataDir });
    try {
      const listed = await (await fetch(`${again.url}/submissions`)).json();
      expect(listed).toHaveLength(2);
      const url = `${again.url}/v4/spreadsheets/${LOCAL_SPREADSHEET_ID}/values/Comments!A:H?key=${LOCAL_API_KEY}`;
      expect((await (await fetch(url)).json()).values.at(-1)[1]).toBe(body.id);
      expect(await (await postText(`${again.url}/newsletter`, newsletter())).json()).toEqual({
        result: "success",
        pending: true,
      });
    } finally {
      await again.close();
    }
  });

  it("ignores a torn last line left by a crash and appends cleanly after it", async () => {
    await postText(`${services.url}/newsletter`, newsletter("kept@example.com"));
    await services.close();
    const text = await readFile(services.dataFile, "utf8");
    await writeFile(services.dataFile, `${text}{"id":"torn","kind":"newsl`);
    const again = await startTestServices({ dataDir: services.dataDir });
    try {
      await postText(`${again.url}/newsletter`, newsletter("after@example.com"));
      const lines = await again.lines();
      expect(lines.map((line) => JSON.parse(line).payload.email)).toEqual([
        "kept@example.com",
        "after@example.com",
      ]);
    } finally {
      await again.close();
    }
  });
});
