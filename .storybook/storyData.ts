// Each story's data is its own: its requests are answered by its own handlers
// (`parameters.msw.handlers`, the preview's service groups with the story's replacements), through
// the fetch its widgets' provider gives them, so the stories of one Docs page (rendered side by side,
// each with other handlers) never answer one another, and a toolbar switch or a control change
// re-renders a story with the data it already has (blog/sheetStore.ts keeps sheets per fetch).
import { getResponse, type RequestHandler } from "msw";
import { mswLoader } from "msw-storybook-addon";
import type { LoaderFunction } from "storybook/internal/types";
import { serviceHandlers } from "@marketing/local-services/msw";

type HandlerGroups = Record<string, RequestHandler[] | undefined>;

interface WithHandlers {
  msw?: { handlers?: HandlerGroups };
}

/** The story's handlers, group by group in the preview's order (a story replaces whole groups). */
export function storyHandlers(parameters: WithHandlers): RequestHandler[] {
  return Object.values(parameters.msw?.handlers ?? serviceHandlers).flatMap((group) => group ?? []);
}

/** A story's fetch, made once per story: the same one across its re-renders, so its data stays. */
const fetches = new Map<string, typeof globalThis.fetch>();

export function storyFetch(id: string, parameters: WithHandlers): typeof globalThis.fetch {
  let fetch = fetches.get(id);
  if (!fetch) fetches.set(id, (fetch = answeredBy(storyHandlers(parameters))));
  return fetch;
}

/**
 * A fetch answered by `handlers` as the service worker would answer it (a network error for
 * `HttpResponse.error()`, never settling for `delay("infinite")` unless aborted); a request none of
 * them handles goes to the network (the worker).
 */
function answeredBy(handlers: RequestHandler[]): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const answer = getResponse(handlers, request.clone());
    const response = await new Promise<Response | undefined>((resolve, reject) => {
      const abort = () => reject(request.signal.reason);
      if (request.signal.aborted) return abort();
      request.signal.addEventListener("abort", abort, { once: true });
      answer.then(resolve, reject);
    });
    if (!response) return globalThis.fetch(request);
    if (response.type === "error") throw new TypeError("Failed to fetch");
    return response;
  };
}

/**
 * The service worker answers what the widgets load by tag (a Drive image, the calendar provider's
 * script) and what a custom element fetches (it has no provider): with the story's handlers in the
 * story's view; on a Docs page, where every block's loader runs and the last would win, with the
 * preview's, so that no block's replacements reach another block.
 */
export const workerLoader: LoaderFunction = (context) =>
  mswLoader(
    context.viewMode === "docs"
      ? { ...context, parameters: { ...context.parameters, msw: { handlers: serviceHandlers } } }
      : context,
  );
