// What the edge Worker checks of a published document's address before it asks Google for it.

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
