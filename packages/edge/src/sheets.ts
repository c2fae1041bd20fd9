// GET /api/sheets/v4/spreadsheets/{id}/values/{range}: Google's values.get answer, for the
// configured spreadsheet and the widgets' ranges only, with the key (or a service account's
// token) added here and the answer held in Cloudflare's cache (read-cache.ts).
import { EDGE_ROUTES, EDGE_SHEET_RANGES, sheetValuesUrl } from "@marketing/contracts";
import { GOOGLE_SHEETS_API, numberVar, type Env } from "./env";
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
  const token = await serviceAccountToken(env);
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

/** Its method is checked first (index.ts, `notARead`). */
export const sheetsValues: ReadRoute = async (request, url, env, ctx) => {
  const [, rawId = "", rawRange = ""] = VALUES.exec(url.pathname) ?? [];
  const id = decode(rawId);
  const range = decode(rawRange);
  if (!id || !range) return problem(404, "Not a values.get address.");
  const unknown = [...url.searchParams.keys()].filter((name) => !ACCEPTED_PARAMS.has(name));
  if (unknown.length > 0) return problem(400, `Unknown query parameter: ${unknown.join(", ")}.`);
  if (!env.SPREADSHEET_ID?.trim()) return problem(503, "SPREADSHEET_ID is not set.");
  if (id !== env.SPREADSHEET_ID.trim()) return problem(404, "Only the site's spreadsheet is read.");
  if (!EDGE_SHEET_RANGES.includes(range))
    return problem(400, `Only these ranges are read: ${EDGE_SHEET_RANGES.join(", ")}.`);
  if (!env.SHEETS_API_KEY?.trim() && !env.GOOGLE_SERVICE_ACCOUNT?.trim())
    return problem(503, "Neither SHEETS_API_KEY nor GOOGLE_SERVICE_ACCOUNT is set.");

  const key = new URL(`${EDGE_ROUTES.sheets}/v4/spreadsheets/${rawId}/values/${rawRange}`, url)
    .href;
  return serveCached(request, env, ctx, {
    key,
    fetchUpstream: () => upstreamFetch(env, range),
    contentType: "application/json; charset=UTF-8",
    // Nothing kept and Google gave no answer in time.
    failed: (upstream) =>
      upstream.status === 504 && upstream.body === ""
        ? problem(504, "Google Sheets did not answer in time.")
        : undefined,
  });
};
