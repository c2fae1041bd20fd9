// GET /api/sheets/v4/spreadsheets/{id}/values/{range}: Google's values.get answer, for the
// configured spreadsheet and the widgets' ranges only, with the key (or a service account's
// token) added here and the answer held in Cloudflare's cache (read-cache.ts).
import { EDGE_ROUTES, EDGE_SHEET_RANGES, sheetValuesUrl } from "@marketing/contracts";
import { GOOGLE_SHEETS_API, numberVar, type Context, type Env } from "./env";
import { serviceAccountToken } from "./google-auth";
import { problem } from "./http";
import { serveCached, type ReadRoute } from "./cached-route";
import type { Upstream } from "./read-cache";

const VALUES = new RegExp(`^${EDGE_ROUTES.sheets}/v4/spreadsheets/([^/]+)/values/([^/]+)$`);

/** Query parameters a widget sends; anything else could only vary (and bust) the cache. */
const ACCEPTED_PARAMS = new Set(["key"]);

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function isSheetsRoute(pathname: string): boolean {
  return pathname.startsWith(`${EDGE_ROUTES.sheets}/`);
}

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

/** One read of the configured spreadsheet, through the cache, keyed on its checked range alone. */
export function readSheet(request: Request, url: URL, env: Env, ctx: Context, range: string) {
  // The checked values, spelled one way: however a client encodes the address, one copy each.
  const key = new URL(
    `${EDGE_ROUTES.sheets}/v4/spreadsheets/${encodeURIComponent(env.SPREADSHEET_ID!.trim())}/values/${encodeURIComponent(range)}`,
    url.origin,
  ).href;
  return serveCached(request, env, ctx, {
    key,
    fetchUpstream: () => upstreamFetch(env, range),
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

/** Its method is checked first (index.ts, `notARead`). */
export const sheetsValues: ReadRoute = async (request, url, env, ctx) => {
  const [, rawId = "", rawRange = ""] = VALUES.exec(url.pathname) ?? [];
  const id = decode(rawId);
  const range = decode(rawRange);
  if (!id || !range) return problem(404, "Not a values.get address.");
  const unknown = [...url.searchParams.keys()].filter((name) => !ACCEPTED_PARAMS.has(name));
  if (unknown.length > 0) return problem(400, `Unknown query parameter: ${unknown.join(", ")}.`);
  const unconfigured = sheetsUnconfigured(env);
  if (unconfigured) return unconfigured;
  if (id !== env.SPREADSHEET_ID!.trim())
    return problem(404, "Only the site's spreadsheet is read.");
  if (!EDGE_SHEET_RANGES.includes(range))
    return problem(400, `Only these ranges are read: ${EDGE_SHEET_RANGES.join(", ")}.`);
  return readSheet(request, url, env, ctx, range);
};
