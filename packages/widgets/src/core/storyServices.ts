// Storybook only: a service of the local services (one group of `@marketing/local-services/msw`'s
// handlers) answered otherwise for one story, whatever its routes.
import { getResponse, http, HttpResponse, type RequestHandler } from "msw";

/** The group's requests answered by `answer`, given what the group answers. */
export function answeredInstead(
  group: RequestHandler[],
  answer: (usual: Response) => Response | Promise<Response>,
): RequestHandler[] {
  return [
    http.all("*", async ({ request }) => {
      const usual = await getResponse(group, request);
      // undefined: not this group's request, left to the story's other handlers.
      return usual && answer(usual);
    }),
  ];
}

/**
 * The group's requests answered with a body that never ends: a loading state that stays. (A
 * request never answered at all ends at the library's 15 s timeout, core/http.ts, which covers the
 * answer's start only.)
 */
export function answeringForever(group: RequestHandler[]): RequestHandler[] {
  return answeredInstead(
    group,
    () =>
      new HttpResponse(new ReadableStream(), {
        headers: { "Content-Type": "application/json" },
      }),
  );
}
