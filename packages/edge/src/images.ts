// GET /api/images/{id}?sz=wN: a Drive picture, as Drive's thumbnail address serves it, so a page
// never calls Google itself. Only a Drive file id and the widths the widgets ask for (any other
// would only vary the cache); Google's redirects followed by hand, only to its own image hosts;
// only an image is passed on, kept a day in Cloudflare's cache.
import { API_PATH, DRIVE_WIDTHS, apiUrl } from "@marketing/contracts";
import { numberVar, type Context, type Env } from "./env";
import { problem } from "./http";

const GOOGLE_DRIVE = "https://drive.google.com";
const FILE_ID = /^[\w-]{10,200}$/;
const MAX_REDIRECTS = 3;
/** A day: a picture changes only when its post does, and the widgets show the stock one on failure. */
const KEEP_SECONDS = 86_400;

/** Where Drive may send the thumbnail request: its own hosts, or the configured stand-in's. */
function mayFollow(url: URL, base: URL): boolean {
  if (url.origin === base.origin) return true;
  return (
    url.protocol === "https:" &&
    (url.hostname === "drive.google.com" || url.hostname.endsWith(".googleusercontent.com"))
  );
}

async function fetchThumbnail(env: Env, id: string, width: number): Promise<Response> {
  const base = new URL((env.DRIVE_BASE?.trim() || GOOGLE_DRIVE).replace(/\/+$/, "") + "/");
  let url = new URL(`thumbnail?id=${encodeURIComponent(id)}&sz=w${width}`, base);
  const signal = AbortSignal.timeout(numberVar(env.UPSTREAM_TIMEOUT_MS, 5000));
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(url, { redirect: "manual", signal });
    const location = response.headers.get("Location");
    if (response.status < 300 || response.status >= 400 || !location) return response;
    url = new URL(location, url);
    if (!mayFollow(url, base)) break;
  }
  return problem(502, "Drive sent the picture somewhere else.");
}

export async function driveImage(
  request: Request,
  url: URL,
  env: Env,
  ctx: Context,
  id: string,
): Promise<Response> {
  if (!FILE_ID.test(id)) return problem(404, "Not a Drive file id.");
  const names = [...url.searchParams.keys()];
  const size = url.searchParams.get("sz") ?? `w${DRIVE_WIDTHS.at(-1)}`;
  const width = DRIVE_WIDTHS.find((candidate) => `w${candidate}` === size);
  if (!width || names.some((name) => name !== "sz"))
    return problem(400, `Ask for ?sz= one of ${DRIVE_WIDTHS.map((w) => `w${w}`).join(", ")}.`);
  const cache = caches.default;
  const key = new Request(apiUrl(url.origin + API_PATH, "image", { id }, { sz: `w${width}` }));
  const kept = await cache.match(key);
  if (kept) return kept;
  let upstream: Response;
  try {
    upstream = await fetchThumbnail(env, id, width);
  } catch {
    return problem(504, "Drive did not answer in time.");
  }
  const type = upstream.headers.get("Content-Type") ?? "";
  if (!upstream.ok || !type.startsWith("image/"))
    return problem(upstream.status === 404 ? 404 : 502, "The picture could not be read.");
  const answer = new Response(request.method === "HEAD" ? null : upstream.body, {
    headers: {
      "Content-Type": type,
      "Cache-Control": `public, max-age=${KEEP_SECONDS}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
  if (request.method !== "HEAD") ctx.waitUntil(cache.put(key, answer.clone()));
  return answer;
}
