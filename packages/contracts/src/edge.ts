// The edge layer (packages/edge, a Cloudflare Worker): the API it answers on the site's own origin,
// and the widget configuration that points at it. The Worker routes by these paths and the site's
// deploy build configures the widgets with `edgeServiceEndpoints`: one table for both.
import { COMMENTS_RANGE, POSTS_RANGE } from "./sheets";
import type { ServiceEndpoints } from "./local-services";

export const EDGE_ROUTES = {
  /** The widgets' `sheetsApiBase`: values.get lives under it, as under Google's. */
  sheets: "/api/sheets",
  docs: "/api/docs",
  newsletter: "/api/newsletter",
  contact: "/api/contact",
  comments: "/api/comments",
} as const;

/** The only ranges the edge reads for anyone: the ones the widgets read. */
export const EDGE_SHEET_RANGES: readonly string[] = [POSTS_RANGE, COMMENTS_RANGE];

/**
 * What the widgets send as `key=` to the edge, which ignores it and adds the real key itself: a
 * public word, so the pages carry no secret.
 */
export const EDGE_PUBLIC_KEY = "edge";

/**
 * The published-document proxies after the edge's own: the spec's public fallbacks, tried only
 * when the site's own `/api/docs` fails.
 */
export const PUBLIC_DOC_PROXIES = [
  "https://api.allorigins.win/raw?url={url}",
  "https://corsproxy.io/?url={url}",
] as const;

/** Drive's thumbnail address (no key needed for a file shared with anyone with the link). */
export const DRIVE_THUMBNAIL_URL = "https://drive.google.com/thumbnail?id={id}&sz=w1600";

/** Every service endpoint when the site is served by the edge at `origin`. */
export function edgeServiceEndpoints(origin: string, spreadsheetId: string): ServiceEndpoints {
  const site = origin.replace(/\/+$/, "");
  return {
    newsletterEndpoint: `${site}${EDGE_ROUTES.newsletter}`,
    contactEndpoint: `${site}${EDGE_ROUTES.contact}`,
    commentsEndpoint: `${site}${EDGE_ROUTES.comments}`,
    sheetsApiBase: `${site}${EDGE_ROUTES.sheets}`,
    sheetsApiKey: EDGE_PUBLIC_KEY,
    spreadsheetId,
    docProxies: [`${site}${EDGE_ROUTES.docs}?url={url}`, ...PUBLIC_DOC_PROXIES],
    driveImageUrl: DRIVE_THUMBNAIL_URL,
  };
}

/**
 * A Google Docs published page, in its one canonical spelling, or undefined for anything else:
 * `https://docs.google.com/document/d/e/{id}/pub`, optionally with `embedded=true` and nothing
 * else (no user info, no port, no other host or query).
 */
export function publishedDocAddress(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:" || parsed.hostname !== "docs.google.com") return undefined;
  if (parsed.port || parsed.username || parsed.password || parsed.hash) return undefined;
  const id = /^\/document\/d\/e\/([\w-]{10,200})\/pub$/.exec(parsed.pathname)?.[1];
  if (!id) return undefined;
  const params = [...parsed.searchParams];
  const embedded = params.length === 1 && params[0]![0] === "embedded" && params[0]![1] === "true";
  if (params.length > 0 && !embedded) return undefined;
  return `https://docs.google.com/document/d/e/${id}/pub${embedded ? "?embedded=true" : ""}`;
}
