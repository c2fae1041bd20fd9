// GET /api/docs?url=…: a Google Docs published page, for the blog post widget. Only
// `https://docs.google.com/document/d/e/{id}/pub` (contracts' `publishedDocAddress`) that a row of
// the posts sheet names, following Google's redirects by hand and only within docs.google.com,
// held in the cache like the reads, and answered as text the widget reads, never a page to render.
import { API_PATH, apiUrl, parsePostRows, publishedDocAddress } from "@marketing/contracts";
import { readSheet, sheetsUnconfigured } from "./sheets";
import { GOOGLE_DOCS, numberVar, type Context, type Env } from "./env";
import { problem } from "./http";
import { serveCached } from "./cached-route";
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

/** Its method is checked first (index.ts). */
export async function publishedDoc(
  request: Request,
  url: URL,
  env: Env,
  ctx: Context,
): Promise<Response> {
  const names = [...url.searchParams.keys()];
  if (names.length !== 1 || names[0] !== "url")
    return problem(400, "Send exactly one parameter: ?url=<published document address>.");
  const address = publishedDocAddress(url.searchParams.get("url") ?? "");
  if (!address)
    return problem(
      400,
      "Only Google Docs published pages (https://docs.google.com/document/d/e/…/pub).",
    );
  const listed = await listedDocuments(url, env, ctx);
  if (listed instanceof Response) return listed;
  if (!listed.has(address.replace(/\?embedded=true$/, "")))
    return problem(404, "Only the documents of the blog's posts are served.");
  return serveCached(request, env, ctx, {
    key: apiUrl(url.origin + API_PATH, "doc", {}, { url: address }),
    fetchUpstream: () => fetchDocument(env, address),
    contentType: "text/plain; charset=utf-8",
    failed: (upstream) =>
      upstream.status === 200
        ? undefined
        : problem(
            upstream.status === 504 ? 504 : upstream.status >= 500 ? 502 : upstream.status,
            "The published document could not be read.",
          ),
    headers: {
      // Data for the widget: text (whatever Google called it), never rendered, framed or run.
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Security-Policy": "sandbox; default-src 'none'; frame-ancestors 'none'",
    },
  });
}

/** The published addresses the posts sheet names (its cached read), or the answer when it fails. */
async function listedDocuments(url: URL, env: Env, ctx: Context): Promise<Set<string> | Response> {
  const unconfigured = sheetsUnconfigured(env);
  if (unconfigured) return unconfigured;
  const sheet = await readSheet(new Request(url, { method: "GET" }), url, env, ctx, "posts");
  if (!sheet.ok) return problem(502, "The posts sheet could not be read.");
  const { values } = (await sheet.json()) as { values?: string[][] };
  const posts = parsePostRows(Array.isArray(values) ? values : []);
  return new Set(
    posts.flatMap(
      (post) =>
        publishedDocAddress(post.publishedDocURL.trim())?.replace(/\?embedded=true$/, "") ?? [],
    ),
  );
}
