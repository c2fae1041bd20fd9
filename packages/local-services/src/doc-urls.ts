// Browser-safe (no Node built-ins): shared with Storybook's MSW handlers.
import { publishedDocId } from "../fixtures/index";

/**
 * The local doc id behind a URL the proxies are asked for: Google's published form
 * (`https://docs.google.com/document/d/e/{id}/pub`) or this server's own `/docs/...` path.
 */
export function docIdForProxiedUrl(url: string, ownOrigin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.hostname === "docs.google.com" && /^https?:$/.test(parsed.protocol))
    return publishedDocId(url);
  if (parsed.origin === ownOrigin && parsed.pathname.startsWith("/docs/")) {
    return publishedDocId(parsed.origin + parsed.pathname.slice("/docs".length));
  }
  return undefined;
}

/** What docs.google.com answers for a document that does not exist (abridged). */
export const DOC_NOT_FOUND_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Google Docs - Page Not Found</title></head><body><div id="af-error-container"><p><b>404.</b> That's an error.</p><p>The requested URL was not found on this server. That's all we know.</p></div></body></html>`;
