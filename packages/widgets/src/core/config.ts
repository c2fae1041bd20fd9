import { localServiceEndpoints } from "@marketing/contracts";

/** Everything a widget talks to. Every endpoint is configuration, never a literal in a component. */
export interface WidgetConfig {
  /** Apps Script web app that receives newsletter subscriptions. */
  newsletterEndpoint: string;
  /** Automation webhook that receives contact messages (posted no-cors). */
  contactEndpoint: string;
  /** Where new comments are posted; empty means "log the row for manual adding" (the original behaviour). */
  commentsEndpoint: string;
  /** Base URL of the Google Sheets API. */
  sheetsApiBase: string;
  /** Browser API key restricted to the Sheets API and the site's referrers. */
  sheetsApiKey: string;
  /** Spreadsheet holding `Sheet1` (posts) and `Comments`. */
  spreadsheetId: string;
  /** CORS proxies tried in turn for published documents; `{url}` is replaced by the encoded document URL. */
  docProxies: string[];
  /** Direct-view image URL for a Drive file; `{id}` is replaced by the file id. */
  driveImageUrl: string;
  /** The calendar booking page. */
  calendarUrl: string;
  /** The calendar provider's widget script and stylesheet. */
  calendarScriptUrl: string;
  calendarStylesheetUrl: string;
  /** Address offered when a contact message fails. */
  contactEmail: string;
  /** Where calls to action lead (the contact page). */
  contactUrl: string;
  /** Base path of blog posts: a post lives at `${blogUrl}/${slug}`. */
  blogUrl: string;
}

/** The library's defaults: the embedded local services, so everything works before any configuration. */
export const defaultConfig: WidgetConfig = {
  ...localServiceEndpoints(),
  calendarUrl: "https://calendly.com/your-company/strategy-call",
  calendarScriptUrl: "https://assets.calendly.com/assets/external/widget.js",
  calendarStylesheetUrl: "https://assets.calendly.com/assets/external/widget.css",
  contactEmail: "hello@example.com",
  contactUrl: "/contact",
  blogUrl: "/blog",
};

/** The id of the page-wide configuration block: `<script type="application/json" id="marketing-widgets-config">`. */
export const PAGE_CONFIG_ID = "marketing-widgets-config";

let pageConfigCache: Partial<WidgetConfig> | undefined;

/**
 * Reads the page-wide JSON configuration once found (a JSON block is inert: no nonce or hash under a
 * strict CSP). Until the block exists, every call looks again, so a block placed after a widget counts.
 */
export function readPageConfig(
  doc: Document | undefined = globalThis.document,
): Partial<WidgetConfig> {
  if (pageConfigCache) return pageConfigCache;
  if (!doc) return {};
  const block = doc.getElementById(PAGE_CONFIG_ID);
  if (!block?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    pageConfigCache = isRecord(parsed) ? pickKnown(parsed) : {};
  } catch {
    console.warn(`[marketing-widgets] #${PAGE_CONFIG_ID} is not valid JSON; using defaults.`);
    pageConfigCache = {};
  }
  return pageConfigCache;
}

/** For tests: forget the cached page configuration. */
export function resetPageConfig(): void {
  pageConfigCache = undefined;
}

/** Attributes and props, then the page's configuration, then the defaults. Empty values do not override. */
export function resolveConfig(...layers: Array<Partial<WidgetConfig> | undefined>): WidgetConfig {
  const merged: WidgetConfig = { ...defaultConfig, ...readPageConfig() };
  for (const layer of layers) {
    if (layer) Object.assign(merged, definedOnly(layer));
  }
  return merged;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pickKnown(raw: Record<string, unknown>): Partial<WidgetConfig> {
  const known: Record<string, unknown> = {};
  for (const key of Object.keys(defaultConfig) as Array<keyof WidgetConfig>) {
    const value = raw[key];
    const expected = Array.isArray(defaultConfig[key]) ? "array" : "string";
    if (expected === "array" ? Array.isArray(value) : typeof value === "string") known[key] = value;
  }
  return known as Partial<WidgetConfig>;
}

function definedOnly(layer: Partial<WidgetConfig>): Partial<WidgetConfig> {
  return Object.fromEntries(
    Object.entries(layer).filter(
      ([, value]) => value !== undefined && value !== null && value !== "",
    ),
  ) as Partial<WidgetConfig>;
}
