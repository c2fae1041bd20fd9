// Which calendar script and stylesheet may enter the host page. They run (or style) with the
// page's full rights, and an attribute is easier to get onto a page than a configuration block
// (an author's post, a block's settings): only the provider's own origin is accepted, plus
// loopback while the page itself is on loopback (development, the local services' stand-in), plus
// what the page configuration names in `allowedScriptOrigins`.

/** Where Calendly serves its embed script and stylesheet (`assets.calendly.com/assets/external/`). */
export const CALENDAR_PROVIDER_ORIGINS: readonly string[] = ["https://assets.calendly.com"];

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const warned = new Set<string>();

function parse(url: string, base: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/**
 * `url` when it may load into a page at `pageUrl`, else undefined, with a console warning naming it
 * (once per URL). `allowed` is the configuration's `allowedScriptOrigins` (origins or URLs on them).
 */
export function allowedAssetUrl(
  url: string | undefined,
  allowed: readonly string[],
  pageUrl: string,
): string | undefined {
  if (!url) return undefined;
  const target = parse(url, pageUrl);
  const page = parse(pageUrl, "https://page.invalid/");
  const origins = new Set([
    ...CALENDAR_PROVIDER_ORIGINS,
    ...allowed.map((origin) => parse(origin, pageUrl)?.origin),
  ]);
  const loopback = (candidate: URL | undefined) =>
    !!candidate && /^https?:$/.test(candidate.protocol) && LOOPBACK_HOSTS.has(candidate.hostname);
  if (target && (origins.has(target.origin) || (loopback(target) && loopback(page)))) return url;
  if (warned.has(url)) return undefined;
  warned.add(url);
  console.warn(
    `[marketing-widgets] refused the calendar asset ${url}: not the calendar provider's origin ` +
      `(${CALENDAR_PROVIDER_ORIGINS.join(", ")}); name its origin in the page configuration's ` +
      `"allowedScriptOrigins" to load it.`,
  );
  return undefined;
}
