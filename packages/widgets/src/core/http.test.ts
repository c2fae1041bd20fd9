import { describe, expect, it, vi } from "vitest";
import { createHttp, HTTPError } from "./http";

/** A fetch that answers every request with `status` and a JSON body, recording the requests. */
function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_input: Request | URL | string) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
}

describe("the HTTP client, ky imported on the first request", () => {
  it("sends through the real ky once loaded, with the body method's Accept header", async () => {
    const fetch = fakeFetch(200, { values: [["a"]] });
    const http = createHttp({ fetch }).extend({ retry: 0 });
    await expect(http.get("https://example.com/v").json()).resolves.toEqual({ values: [["a"]] });
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toBe("https://example.com/v");
    expect(request.headers.get("accept")).toBe("application/json");
  });

  it("resolves a request without a body method to the response", async () => {
    const fetch = fakeFetch(200, {});
    const response = await createHttp({ fetch })
      .extend({ retry: 0 })
      .post("https://example.com/p", {
        json: { email: "reader@example.com" },
      });
    expect(response.status).toBe(200);
    expect((fetch.mock.calls[0]![0] as Request).method).toBe("POST");
  });

  it("rejects with an error that is an instance of ky's HTTPError", async () => {
    const http = createHttp({ fetch: fakeFetch(404, {}) }).extend({ retry: 0 });
    const error: unknown = await http.get("https://example.com/missing").catch((e: unknown) => e);
    expect(error instanceof HTTPError).toBe(true);
    expect(new Error("other") instanceof HTTPError).toBe(false);
  });
});
