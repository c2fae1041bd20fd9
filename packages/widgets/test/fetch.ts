import { vi } from "vitest";

export interface RecordedRequest {
  url: string;
  method: string;
  mode: RequestMode;
  headers: Headers;
  body: string;
}

/**
 * A fetch replacement for the http factory: records each request (body read at call time) and
 * answers with `respond`, which may throw to simulate a network failure.
 */
export function recordingFetch(
  respond: (request: RecordedRequest) => Response | Promise<Response>,
) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      mode: init?.mode ?? request.mode,
      headers: request.headers,
      body: await request.clone().text(),
    };
    requests.push(recorded);
    return respond(recorded);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, mock: fetch };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const networkDown = (): never => {
  throw new TypeError("Failed to fetch");
};
