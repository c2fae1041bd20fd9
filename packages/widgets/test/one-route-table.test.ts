// The widgets' client, Storybook's mocks and the Worker's router read one route table
// (@marketing/contracts api.ts): a route moved there is followed by all three, with no other edit.
import { afterEach, expect, it } from "vitest";
import { getResponse } from "msw";
import { API_ROUTES, matchApiRoute } from "@marketing/contracts";
import { createHttp } from "../src/core/http";
import { getSheetValues } from "../src/blog/sheets";

const routes = API_ROUTES as unknown as Record<string, { path: string }>;
const original = routes.sheet!.path;

afterEach(() => {
  routes.sheet!.path = original;
});

it("a sheet route moved in the table is what the widgets ask, the mocks answer and the Worker routes", async () => {
  routes.sheet!.path = "/tables/:sheet";
  // Storybook's handlers, made (first imported) from the table as it now reads.
  const { serviceHandlers } = await import("@marketing/local-services/msw");
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(request.url);
    const answer = await getResponse(serviceHandlers.sheets, request);
    return answer ?? new Response("not mocked", { status: 599 });
  };

  const result = await getSheetValues(
    createHttp({ fetch: fetch as typeof globalThis.fetch }),
    { api: "https://company.example/api" },
    "posts",
  );

  expect(asked).toEqual(["https://company.example/api/tables/posts"]);
  expect(result.ok && result.rows[0]).toEqual(expect.arrayContaining(["title", "slug"]));
  expect(matchApiRoute("/tables/posts")).toMatchObject({
    name: "sheet",
    params: { sheet: "posts" },
  });
  expect(matchApiRoute("/sheets/posts")).toBeUndefined();
});
