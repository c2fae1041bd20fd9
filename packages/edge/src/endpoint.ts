// The services the Worker writes to: an endpoint (the Apps Script web app, a webhook, their local
// stand-ins) posted JSON as the widgets once posted it, and the Comments sheet written with the
// service account when no comments endpoint is set.
import { serviceAccountToken } from "./google-auth";
import { GOOGLE_SHEETS_API, numberVar, type Env } from "./env";

/** Apps Script and automation webhooks answer 200 with an error body when they refuse. */
function refused(answer: unknown): boolean {
  if (typeof answer !== "object" || answer === null) return false;
  const { error, status, ok, result } = answer as Record<string, unknown>;
  return Boolean(
    error ||
    ok === false ||
    result === "error" ||
    (typeof status === "string" && /^(error|fail)/i.test(status)),
  );
}

/** The client error an endpoint refused with (`{error: {code: 410}}`), passed on as it is. */
function refusalCode(answer: unknown): number | undefined {
  const code = (answer as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === "number" && code >= 400 && code < 500 ? code : undefined;
}

export type Forwarded =
  { ok: true; answer: Record<string, unknown> } | { ok: false; status: number; answer?: unknown };

/**
 * A JSON body to an endpoint (the Apps Script web app, a webhook, their stand-ins), in a text/plain
 * body (the one Apps Script reads without a preflight), and its answer: a refusal inside a 200
 * counts as one, its client error passed on as it is.
 */
export async function postToEndpoint(env: Env, endpoint: string, body: string): Promise<Forwarded> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      body,
      headers: { "Content-Type": "text/plain;charset=utf-8" },
      signal: AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000) * 2),
    });
  } catch {
    return { ok: false, status: 504 };
  }
  const answer: unknown = await response.json().catch(() => undefined);
  const code = refusalCode(answer);
  if (code) return { ok: false, status: code, answer };
  if (!response.ok || refused(answer)) return { ok: false, status: 502 };
  const shaped = typeof answer === "object" && answer !== null ? answer : { ok: true };
  return { ok: true, answer: shaped as Record<string, unknown> };
}

/**
 * The Comments sheet written with the service account: a range's `values` address and the
 * request's authorization.
 */
export async function commentsSheetAccess(env: Env) {
  const token = await serviceAccountToken(env);
  const base = (env.SHEETS_API_BASE?.trim() || GOOGLE_SHEETS_API).replace(/\/+$/, "");
  const spreadsheet = `${base}/v4/spreadsheets/${encodeURIComponent(env.SPREADSHEET_ID ?? "")}`;
  return {
    values: (range: string) => `${spreadsheet}/values/${encodeURIComponent(range)}`,
    auth: { Authorization: `Bearer ${token}` },
  };
}
