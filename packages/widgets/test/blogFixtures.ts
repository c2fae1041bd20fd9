// A fetch that answers the widgets' API (its routes read from the one table, @marketing/contracts
// api.ts) from the shared fixtures, for the unit tests.
import {
  commentsToRows,
  fixtureComments,
  fixturePosts,
  postsToRows,
  type FixtureComment,
  type FixturePost,
} from "@marketing/local-services/fixtures";
import { API_PATH, API_SHEETS, matchApiRoute, type BlogPostEntry } from "@marketing/contracts";

/** The company's API, on another origin than the test page (as on a WordPress page). */
export const TEST_API = "https://api.test/api";

export const TEST_CONFIG = { api: TEST_API, blogUrl: "/blog" };

export interface BlogFixtureOptions {
  posts?: readonly FixturePost[];
  comments?: readonly FixtureComment[];
  /** Whether the posts sheet has the optional language and translation columns (default true). */
  languageColumns?: boolean;
  /** A Google error status for a range, e.g. `{ [POSTS_RANGE]: 403 }`. */
  sheetStatus?: Record<string, number>;
  /** The published page for a document URL; undefined answers 404. */
  docPage?: (docUrl: string) => string | undefined;
  /** How the API answers a comment. */
  commentsStatus?: number;
  /** Whether the comments endpoint approves a posted comment at once (default true). */
  commentsApproved?: boolean;
  /** The comments endpoint's whole answer body, instead of `{ok, approved}`. */
  commentsAnswer?: unknown;
  /** The Comments sheet's rows as given (e.g. one made before the approved column). */
  commentRows?: string[][];
}

/** Routes a request to the fixture answer; `undefined` means "not handled". */
export function blogFixtureResponse(
  url: URL,
  method: string,
  options: BlogFixtureOptions = {},
): Response | undefined {
  if (!url.pathname.startsWith(`${API_PATH}/`)) return undefined;
  const match = matchApiRoute(url.pathname.slice(API_PATH.length));
  if (match?.name === "sheet" && method === "GET") {
    const range = API_SHEETS[match.params.sheet as keyof typeof API_SHEETS];
    if (!range) return jsonResponse({ error: { code: 404, message: "No such sheet." } }, 404);
    const status = options.sheetStatus?.[range];
    if (status)
      return jsonResponse(
        { error: { code: status, message: `Fixture error ${status}`, status: "ERROR" } },
        status,
      );
    const values =
      range === API_SHEETS.posts
        ? postsToRows(options.posts ?? fixturePosts, {
            optionalColumns: options.languageColumns ?? true,
          })
        : (options.commentRows ?? commentsToRows(options.comments ?? fixtureComments));
    return jsonResponse({ range, majorDimension: "ROWS", values });
  }
  if (match?.name === "comment" && method === "POST") {
    return jsonResponse(
      options.commentsAnswer ?? { ok: true, approved: options.commentsApproved ?? true },
      options.commentsStatus ?? 200,
    );
  }
  if (match?.name === "doc") {
    const page = options.docPage?.(url.searchParams.get("url") ?? "");
    return page === undefined
      ? new Response("Not found", { status: 404 })
      : new Response(page, { headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  return undefined;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** A page shaped like a published doc, long enough to be accepted. */
export function simpleDocPage(text: string): string {
  return `<!DOCTYPE html><html><head><style>.c1{}</style></head><body><div id="banners">Published using Google Docs</div><div id="contents"><script>window.__docScriptRan = true</script><h1 class="c5"><span>${text}</span></h1><p class="c2"><span class="c1">${"This paragraph is the body of the published document. ".repeat(3)}</span></p></div></body></html>`;
}

/** A post with no document or picture, for tests about its comments: only its slug and title vary. */
export function commentsPost(slug: string, title: string): BlogPostEntry {
  return {
    title,
    slug,
    author: "A",
    date: "2026-03-01",
    category: "Ops",
    summary: "S",
    publishedDocURL: "",
    featuredImageURL: "",
  };
}

/** A post whose text is a published Google Doc, with only what a test names changed. */
export function docPostEntry(changes: Partial<BlogPostEntry> = {}): BlogPostEntry {
  return {
    title: "T",
    slug: "t",
    author: "",
    date: "",
    category: "",
    summary: "S",
    publishedDocURL: "https://docs.google.com/document/d/e/2PACX-x/pub",
    featuredImageURL: "",
    ...changes,
  };
}
