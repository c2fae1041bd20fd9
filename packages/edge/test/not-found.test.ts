// Paths no asset answers: a differently cased page is served, anything else is the not-found page,
// and a path that reads like another host's address stays a path of this site.
import { afterEach, expect, it } from "vitest";
import { startEdge, type Edge } from "../scripts/local-worker";

let edge: Edge | undefined;
afterEach(async () => {
  await edge?.dispose();
  edge = undefined;
});

it("serves a page at its differently cased address", async () => {
  edge = await startEdge({ upstream: () => new Response("unused") });
  const response = await edge.fetch("/About");
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("about us");
});

it("answers //Host/Path as a path of this site (not found), never as that host's /path", async () => {
  edge = await startEdge({ upstream: () => new Response("unused") });
  // Absolute, so that the client sends the path as written.
  const response = await edge.fetch(`${edge.url.origin}//Evil.example/About`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("not found");
  expect(edge.asked).toHaveLength(0);
});
