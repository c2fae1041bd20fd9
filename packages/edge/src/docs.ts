// GET /api/docs?url=…: a Google Docs published page, for the blog post widget's first proxy. Only
// `https://docs.google.com/document/d/e/{id}/pub` (contracts' `publishedDocAddress`), following
// Google's redirects by hand and only within docs.google.com, held in the cache like the reads.
import { EDGE_ROUTES, publishedDocAddress } from "@marketing/contracts";
import { GOOGLE_DOCS, numberVar, type Env } from "./env";
import { problem } from "./http";
import { serveCached, type ReadRoute } from "./cached-route";
import type { Upstream } from "./read-cache";

const MAX_REDIRECTS = 5;

/** Follows redirects itself: each hop must stay on Google Docs' own origin. */
async function fetchDocument(env: Env, address: string): Promise<Upstream> {
  const base = (env.DOCS_BASE?.trim() || GOOGLE_DOCS).replace(/\/+$/, "");
  const allowed = new URL(base).origin;
  let url = base + address.slice(GOOGLE_DOCS.length);
  const timeout = AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000));
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url, { redirect: "manual", signal: timeout });
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== allowed) return { status: 502, body: "", contentType: "" };
      url = next.href;
      continue;
    }
    return {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get("Content-Type") ?? "text/html; charset=utf-8",
    };
  }
  return { status: 502, body: "", contentType: "" };
}

/** Its method is checked first (index.ts, `notARead`). */
export const publishedDoc: ReadRoute = async (request, url, env, ctx) => {
  const names = [...url.searchParams.keys()];
  if (names.length !== 1 || names[0] !== "url")
    return problem(400, "Send exactly one parameter: ?url=<published document address>.");
  const address = publishedDocAddress(url.searchParams.get("url") ?? "");
  if (!address)
    return problem(
      400,
      "Only Google Docs published pages (https://docs.google.com/document/d/e/…/pub).",
    );
  return serveCached(request, env, ctx, {
    key: new URL(`${EDGE_ROUTES.docs}?url=${encodeURIComponent(address)}`, url).href,
    fetchUpstream: () => fetchDocument(env, address),
    contentType: "text/html; charset=utf-8",
    failed: (upstream) =>
      upstream.body === "" && upstream.status >= 500
        ? problem(upstream.status === 504 ? 504 : 502, "The published document could not be read.")
        : undefined,
    // Read by the widgets with fetch; opened as a page on the site's origin, it runs nothing.
    headers: { "Content-Security-Policy": "sandbox; default-src 'none'" },
  });
};
