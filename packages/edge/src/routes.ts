// The API's routes (@marketing/contracts api.ts), each answered here: a route added to the table
// and not here fails the type check.
import type { ApiRouteName } from "@marketing/contracts";
import { overReadLimit } from "./cached-route";
import { publishedDoc } from "./docs";
import type { Context, Env } from "./env";
import { json } from "./http";
import { driveImage } from "./images";
import { issueChallenge } from "./proof";
import { sheetRead } from "./sheets";
import { submit } from "./submissions";

export interface RouteCall {
  request: Request;
  url: URL;
  env: Env;
  ctx: Context;
  params: Record<string, string>;
  /** The request's origin when it may read the answer (cors.ts): a form post is sent back there. */
  origin: string | undefined;
}

type Handler = (call: RouteCall) => Promise<Response> | Response;

/**
 * A read that costs Google a request on a miss (or the Worker a key derivation, a challenge):
 * counted per client first (READ_LIMITER).
 */
const counted =
  (read: Handler): Handler =>
  async (call) =>
    (await overReadLimit(call.request, call.env)) ?? read(call);

export const HANDLERS = {
  health: () => json(200, { ok: true }),
  sheet: counted(({ request, url, env, ctx, params }) =>
    sheetRead(request, url, env, ctx, params.sheet ?? ""),
  ),
  doc: counted(({ request, url, env, ctx }) => publishedDoc(request, url, env, ctx)),
  image: ({ request, url, env, ctx, params }) =>
    driveImage(request, url, env, ctx, params.id ?? ""),
  // A challenge costs one key derivation: counted like a read.
  challenge: counted(({ env }) => issueChallenge(env)),
  newsletter: ({ request, url, env, ctx, origin }) =>
    submit(request, url, env, ctx, "newsletter", origin),
  contact: ({ request, url, env, ctx, origin }) =>
    submit(request, url, env, ctx, "contact", origin),
  comment: ({ request, url, env, ctx, origin }) =>
    submit(request, url, env, ctx, "comment", origin),
} satisfies Record<ApiRouteName, Handler>;
