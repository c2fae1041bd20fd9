// GET /api/sheets/{sheet}: Google's values.get answer for the posts or the comments sheet of the
// configured spreadsheet, with the key (or a service account's token) added here and the answer
// held in Cloudflare's cache (read-cache.ts), one copy per sheet.
import { API_PATH, API_SHEETS, apiUrl, sheetValuesUrl, type ApiSheet } from "@marketing/contracts";
import { GOOGLE_SHEETS_API, numberVar, type Context, type Env } from "./env";
import { serviceAccountToken } from "./google-auth";
import { problem } from "./http";
import { serveCached } from "./cached-route";
import type { Upstream } from "./read-cache";
/** Sheets' base address and the key or token each request carries. */
async function upstreamFetch(env: Env, range: string): Promise<Upstream> {
  let token: string | undefined;
  try {
    token = await serviceAccountToken(env);
  } catch (error) {
    // Not Google being slow: the site's own setting is wrong, and whoever runs it must be told.
    console.error("edge: GOOGLE_SERVICE_ACCOUNT could not get a token:", error);
    return {
      status: 503,
      body: "",
      contentType: "",
      problem: "The site's Google access is misconfigured.",
    };
  }
  const location = {
    sheetsApiBase: env.SHEETS_API_BASE?.trim() || GOOGLE_SHEETS_API,
    spreadsheetId: env.SPREADSHEET_ID!.trim(),
    sheetsApiKey: token ? "" : (env.SHEETS_API_KEY ?? ""),
  };
  let url = sheetValuesUrl(location, range);
  if (token) url = url.replace(/\?key=$/, "");
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000)),
  });
  return {
    status: response.status,
    body: await response.text(),
    contentType: response.headers.get("Content-Type") ?? "application/json; charset=UTF-8",
  };
}

/** The cache key of a sheet's copy, on the site at `origin`: its API address. */
const copyKey = (origin: string, sheet: ApiSheet) => apiUrl(origin + API_PATH, "sheet", { sheet });

/**
 * Drops this data centre's copy of a sheet after the Worker changed it (a comment posted,
 * approved or deleted), so the next read shows the change rather than waiting out its fresh period.
 */
export async function forgetSheetCopy(origin: string, sheet: ApiSheet): Promise<void> {
  await caches.default.delete(copyKey(origin, sheet));
}

/** One read of the configured spreadsheet, through the cache: one copy per sheet, however asked. */
export function readSheet(request: Request, url: URL, env: Env, ctx: Context, sheet: ApiSheet) {
  return serveCached(request, env, ctx, {
    key: copyKey(url.origin, sheet),
    fetchUpstream: () => upstreamFetch(env, API_SHEETS[sheet]),
    contentType: "application/json; charset=UTF-8",
    // Nothing kept: Google's own error body stays here (it names the project and its quota).
    failed: (upstream) =>
      upstream.status === 200
        ? undefined
        : upstream.problem
          ? problem(upstream.status, upstream.problem)
          : upstream.status === 504 && upstream.body === ""
            ? problem(504, "Google Sheets did not answer in time.")
            : problem(
                upstream.status >= 500 ? 502 : upstream.status,
                `Google Sheets answered ${upstream.status}.`,
              ),
  });
}

/** Why the spreadsheet cannot be read at all (a missing setting), else undefined. */
export function sheetsUnconfigured(env: Env): Response | undefined {
  if (!env.SPREADSHEET_ID?.trim()) return problem(503, "SPREADSHEET_ID is not set.");
  if (!env.SHEETS_API_KEY?.trim() && !env.GOOGLE_SERVICE_ACCOUNT?.trim())
    return problem(503, "Neither SHEETS_API_KEY nor GOOGLE_SERVICE_ACCOUNT is set.");
  return undefined;
}

const isSheet = (name: string): name is ApiSheet => Object.hasOwn(API_SHEETS, name);

/** Its method is checked first (index.ts). No query: nothing a client sends can vary the copy. */
export async function sheetRead(
  request: Request,
  url: URL,
  env: Env,
  ctx: Context,
  sheet: string,
): Promise<Response> {
  if (!isSheet(sheet))
    return problem(404, `Only these sheets are read: ${Object.keys(API_SHEETS).join(", ")}.`);
  if (url.search) return problem(400, "This address takes no query.");
  return sheetsUnconfigured(env) ?? readSheet(request, url, env, ctx, sheet);
}
