import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_API_KEY, LOCAL_SPREADSHEET_ID } from "@marketing/contracts";
import { fixtureComments, fixturePosts } from "../fixtures/index";
import { startTestServices, type TestServices } from "./start-test-services";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.stop());

const valuesUrl = (
  range: string,
  { id = LOCAL_SPREADSHEET_ID, key = LOCAL_API_KEY as string | null } = {},
) => `${services.url}/v4/spreadsheets/${id}/values/${range}${key === null ? "" : `?key=${key}`}`;

describe("GET /v4/spreadsheets/{id}/values/{range}", () => {
  it("answers Sheet1!A:H with the header row first and one row per fixture post", async () => {
    const res = await fetch(valuesUrl("Sheet1!A:H"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.majorDimension).toBe("ROWS");
    expect(body.range).toBe(`Sheet1!A1:H${fixturePosts.length + 1}`);
    expect(body.values[0]).toEqual([
      "title",
      "slug",
      "author",
      "date",
      "category",
      "summary",
      "publishedDocURL",
      "featuredImageURL",
    ]);
    expect(body.values).toHaveLength(fixturePosts.length + 1);
    expect(body.values[1][1]).toBe(fixturePosts[0]?.slug);
  });

  it("omits trailing empty cells per row but keeps empty cells in the middle", async () => {
    const body = await (await fetch(valuesUrl("Sheet1!A:H"))).json();
    const rows: string[][] = body.values.slice(1);
    const short = rows.find((row) => row[1] === "ai-captions-social-scheduling");
    expect(short).toHaveLength(5);
    const noSlug = rows.find((row) => row[0]?.startsWith("Draft:"));
    expect(noSlug?.[1]).toBe("");
    expect(noSlug).toHaveLength(8);
    const noDoc = rows.find((row) => row[1] === "webinar-recap-kpi-dashboards");
    expect(noDoc?.[6]).toBe("");
    expect(noDoc).toHaveLength(8);
  });

  it("reads the same values for a URL-encoded range", async () => {
    const plain = await (await fetch(valuesUrl("Sheet1!A:H"))).json();
    const encoded = await (await fetch(valuesUrl(encodeURIComponent("Sheet1!A:H")))).json();
    expect(encoded).toEqual(plain);
  });

  it("answers Comments!A:H with the fixture comments as rows, column D blank", async () => {
    const body = await (await fetch(valuesUrl("Comments%21A%3AH"))).json();
    expect(body.range).toBe(`Comments!A1:H${fixtureComments.length + 1}`);
    expect(body.values[0]).toEqual([
      "postSlug",
      "id",
      "name",
      "unused",
      "message",
      "date",
      "parentId",
      "approved",
    ]);
    const reply = fixtureComments.find((comment) => comment.parentId !== "");
    expect(body.values).toContainEqual([
      reply?.postSlug,
      reply?.id,
      reply?.name,
      "",
      reply?.message,
      reply?.date,
      reply?.parentId,
      "TRUE",
    ]);
    // A top-level comment has an empty parentId in the middle of its row now, before H.
    expect(body.values[1]).toHaveLength(8);
    expect(body.values[1][6]).toBe("");
  });

  it("accepts a quoted sheet name and a bounded window", async () => {
    const body = await (await fetch(valuesUrl(encodeURIComponent("'Sheet1'!A1:B3")))).json();
    expect(body.range).toBe("Sheet1!A1:B3");
    expect(body.values).toEqual([
      ["title", "slug"],
      [fixturePosts[0]?.title, fixturePosts[0]?.slug],
      [fixturePosts[1]?.title, fixturePosts[1]?.slug],
    ]);
  });

  describe("when the request is wrong", () => {
    it("answers 400 INVALID_ARGUMENT in Google's shape for a wrong key", async () => {
      const res = await fetch(valuesUrl("Sheet1!A:H", { key: "nope" }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toMatchObject({
        code: 400,
        message: "API key not valid. Please pass a valid API key.",
        status: "INVALID_ARGUMENT",
      });
      expect(body.error.details[0].reason).toBe("API_KEY_INVALID");
    });

    it("answers 400 INVALID_ARGUMENT for a missing key", async () => {
      const res = await fetch(valuesUrl("Sheet1!A:H", { key: null }));
      expect(res.status).toBe(400);
      expect((await res.json()).error.status).toBe("INVALID_ARGUMENT");
    });

    it("answers 404 NOT_FOUND for an unknown spreadsheet", async () => {
      const res = await fetch(valuesUrl("Sheet1!A:H", { id: "no-such-sheet" }));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" },
      });
    });

    it("answers 403 PERMISSION_DENIED for a spreadsheet that is not shared", async () => {
      const res = await fetch(valuesUrl("Sheet1!A:H", { id: "private-sheet" }));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 403,
          message: "The caller does not have permission",
          status: "PERMISSION_DENIED",
        },
      });
    });

    it.each([
      ["an unknown sheet name", "Posts!A:H"],
      ["an unparsable range", "Sheet1!A:"],
      ["a reversed window", "Sheet1!A5:H1"],
    ])("answers 400 Unable to parse range for %s", async (_label, range) => {
      const res = await fetch(valuesUrl(encodeURIComponent(range)));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 400,
          message: `Unable to parse range: ${range}`,
          status: "INVALID_ARGUMENT",
        },
      });
    });

    it("checks the key before the spreadsheet, as Google does", async () => {
      const res = await fetch(valuesUrl("Nope!A:H", { id: "no-such-sheet", key: "bad" }));
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(/API key not valid/);
    });
  });
});

describe("the index", () => {
  it("lists the routes at GET / and answers GET /health", async () => {
    const index = await (await fetch(`${services.url}/`)).json();
    expect(index.routes.map((route: { path: string }) => route.path)).toContain("/newsletter");
    expect(await (await fetch(`${services.url}/health`)).json()).toEqual({ ok: true });
  });

  it("answers an unknown route with 404 JSON and a wrong method with 405", async () => {
    const missing = await fetch(`${services.url}/nope`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe(404);
    const wrongMethod = await fetch(`${services.url}/newsletter`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toContain("POST");
  });
});
