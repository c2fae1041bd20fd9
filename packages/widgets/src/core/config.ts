import {
  API_PATH,
  CONFIG_KEYS,
  RETIRED_CONFIG_KEYS,
  retiredKeyMessage,
  type ConfigKeyRules,
} from "@marketing/contracts";
import type { ThemeSetting } from "./theme";
import { checkStrings, type StringsSetting } from "./strings";
import { checkConsent, type ConsentSetting } from "./consentSetting";

/**
 * Everything a widget talks to: the company's API, then links and addresses. Every address is
 * configuration, never a literal in a component.
 */
export interface WidgetConfig {
  /**
   * The company's widgets API (`/api` routes, @marketing/contracts api.ts): every read and write
   * goes there. Default `/api`: the page's own origin, as on the company's site.
   */
  api: string;
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
  /**
   * Origins besides the calendar provider's own from which the calendar script and stylesheet may
   * load into the page; read from the page configuration (or `WidgetsProvider`), never from an
   * element's attributes (booking-button/scriptOrigins.ts).
   */
  allowedScriptOrigins: string[];
  /** Which posts a blog list shows: `same` (the list's language only) or `all` (its own first). */
  blogLanguages: string;
  /**
   * `"dataLayer"`: push Google Analytics 4 recommended events to `window.dataLayer`
   * (core/analytics.ts); blank (the default): push nothing.
   */
  analytics: "" | "dataLayer";
  /** `light` (default), `dark`, or `auto` (the page's dark/light class, else the system setting): core/theme.ts. */
  theme: ThemeSetting;
  /** Their words: catalogue strings overridden per language and element tag (core/strings.ts). */
  strings: StringsSetting;
  /** A consent box on the forms, linking to the privacy page (core/consentSetting.ts); none by default. */
  consent: ConsentSetting | undefined;
}

/** The library's defaults: the page's own API, so the company's site needs no configuration. */
export const defaultConfig: WidgetConfig = {
  api: API_PATH,
  calendarUrl: "https://calendly.com/your-company/strategy-call",
  calendarScriptUrl: "https://assets.calendly.com/assets/external/widget.js",
  calendarStylesheetUrl: "https://assets.calendly.com/assets/external/widget.css",
  contactEmail: "hello@example.com",
  contactUrl: "/contact",
  blogUrl: "/blog",
  allowedScriptOrigins: [],
  blogLanguages: "same",
  analytics: "",
  theme: "light",
  strings: {},
  consent: undefined,
};

/** The id of the page-wide configuration block: `<script type="application/json" id="marketing-widgets-config">`. */
export const PAGE_CONFIG_ID = "marketing-widgets-config";

let pageBlockCache: Record<string, unknown> | undefined;
let pageConfigCache: Partial<WidgetConfig> | undefined;

/**
 * The page-wide JSON configuration block as written, once found (a JSON block is inert: no nonce or
 * hash under a strict CSP). Only a `<script type="application/json">` counts: CMS sanitizers keep
 * the id on a `<div>` a visitor may have written. Until the block exists, every call looks again,
 * so a block placed after a widget counts.
 */
function readPageBlock(doc: Document | undefined): Record<string, unknown> | undefined {
  if (pageBlockCache) return pageBlockCache;
  const block = doc?.querySelector(`script[type="application/json"]#${PAGE_CONFIG_ID}`);
  if (!block?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    pageBlockCache = isRecord(parsed) ? parsed : {};
  } catch {
    console.warn(`[marketing-widgets] #${PAGE_CONFIG_ID} is not valid JSON; using defaults.`);
    pageBlockCache = {};
  }
  return pageBlockCache;
}

/** The page-wide configuration, each key checked (readPageBlock). */
export function readPageConfig(
  doc: Document | undefined = globalThis.document,
): Partial<WidgetConfig> {
  if (pageConfigCache) return pageConfigCache;
  const block = readPageBlock(doc);
  if (!block) return {};
  pageConfigCache = safeLayer(block);
  return pageConfigCache;
}

/** For tests: forget the cached page configuration and the warnings already given. */
export function resetPageConfig(): void {
  pageBlockCache = undefined;
  pageConfigCache = undefined;
  warned.clear();
}

/** What resolving one text key needs: its default and its rules (its descriptor's kind, choices). */
export interface KeyRules extends Pick<ConfigKeyRules, "kind" | "choices"> {
  default?: string;
}

/** A key's default and rules, from `defaultConfig` and its descriptor in @marketing/contracts. */
export function keyRules(key: keyof WidgetConfig): KeyRules {
  const { kind, choices } = rulesOf(key);
  const fallback = defaultConfig[key];
  return {
    kind,
    ...(choices && { choices }),
    ...(typeof fallback === "string" && { default: fallback }),
  };
}

/**
 * One text key as resolveConfig resolves it (the layers over the page's block over the default,
 * each value checked), reading no other key: what the loader's fallback links need.
 */
export function resolveConfigKey(
  key: keyof WidgetConfig,
  ...layers: Array<Record<string, unknown> | undefined>
): string | undefined {
  return resolveKey(key, keyRules(key), ...layers);
}

/**
 * resolveConfigKey with the key's rules given: the embeds' build writes the few keys a loader's
 * fallback links read into it (src/embed/declared.ts), so that the loader carries this much of
 * the resolver and neither the defaults nor the descriptors of every key.
 */
export function resolveKey(
  key: keyof WidgetConfig,
  rules: KeyRules,
  ...layers: Array<Record<string, unknown> | undefined>
): string | undefined {
  let value = checkText(key, rules, readPageBlock(globalThis.document)?.[key]) ?? rules.default;
  for (const layer of layers) value = checkText(key, rules, layer?.[key]) ?? value;
  return value;
}

/**
 * Attributes and props, then the page's configuration, then the defaults. Empty values do not
 * override, wrongly typed ones and unsafe URLs are refused (with a warning) so the layer below applies.
 */
export function resolveConfig(...layers: Array<Partial<WidgetConfig> | undefined>): WidgetConfig {
  const page = readPageConfig();
  const merged: WidgetConfig = { ...defaultConfig, ...page };
  for (const layer of layers) {
    const safe = layer && safeLayer(layer);
    if (safe) Object.assign(merged, safe);
  }
  return merged;
}

/** Warns once per key that a layer still sets a service key the `api` setting replaced. */
export function warnRetiredKeys(layer: object | undefined): void {
  for (const key of RETIRED_CONFIG_KEYS) {
    const value = (layer as Record<string, unknown> | undefined)?.[key];
    if (value === undefined || value === null || value === "") continue;
    const message = retiredKeyMessage(key);
    if (!warned.has(message)) console.warn(message);
    warned.add(message);
  }
}

/**
 * The theme setting: the element's attribute, then the provider's, then the page's, then `light`.
 * Apart from resolveConfig so that widgets without the full resolver (no endpoints) read it too.
 */
export function resolveTheme(...layers: unknown[]): ThemeSetting {
  let theme = readPageConfig().theme ?? defaultConfig.theme;
  for (const layer of layers) theme = (checkString("theme", layer) as ThemeSetting) ?? theme;
  return theme;
}

/** A key's descriptor in @marketing/contracts, read where a value is checked. */
const rulesOf = (key: keyof WidgetConfig): ConfigKeyRules => CONFIG_KEYS[key];

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * `https:` anywhere, `http:` only on loopback (the local services). Relative values (`/contact`)
 * resolve against a placeholder https base: they inherit the host page's own scheme. Everything else
 * (`javascript:`, `data:`, `blob:`...) is refused, whatever whitespace or case disguises it.
 */
export function isSafeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value, "https://relative.invalid/");
  } catch {
    return false;
  }
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

const warned = new Set<string>();

function refuse(key: string, reason: string): undefined {
  if (!warned.has(key + reason)) {
    warned.add(key + reason);
    console.warn(`[marketing-widgets] configuration "${key}" ${reason}; using the next value.`);
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One value checked against the key's type and, for URL keys, the allowed schemes. */
function checkString(key: keyof WidgetConfig, value: unknown): string | undefined {
  return checkText(key, rulesOf(key), value);
}

/** checkString with the key's rules given (resolveKey). */
function checkText(
  key: keyof WidgetConfig,
  { kind, choices }: Pick<KeyRules, "kind" | "choices">,
  value: unknown,
): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") return refuse(key, "is not a string");
  // URLs and URL templates: each is loaded, posted to or linked.
  const url = kind.startsWith("url") || kind === "link" || kind === "origins";
  if (url && !isSafeUrl(value)) return refuse(key, "is not an https: URL");
  // A key that takes one of a few words: any other value is refused with a warning naming it.
  if (choices && !choices.includes(value))
    return refuse(key, `is not ${choices.map((choice) => `"${choice}"`).join(" or ")}`);
  return value;
}

/** The keys whose value is an object, each with its own check (which warns about what it refuses). */
const OBJECT_KEYS: Partial<Record<keyof WidgetConfig, (value: unknown) => unknown>> = {
  strings: checkStrings,
  consent: (value) => checkConsent(value, isSafeUrl),
};

function checkValue(key: keyof WidgetConfig, value: unknown): unknown {
  const check = OBJECT_KEYS[key];
  if (check) return check(value);
  if (!Array.isArray(defaultConfig[key])) return checkString(key, value);
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) return refuse(key, "is not an array");
  const items = value.filter((item): item is string => checkString(key, item) !== undefined);
  return items.length > 0 ? items : undefined;
}

/** The known keys of a layer, each checked; refused and empty values are left out. */
function safeLayer(raw: object): Partial<WidgetConfig> {
  warnRetiredKeys(raw);
  const safe: Record<string, unknown> = {};
  const values = raw as Record<string, unknown>;
  for (const key of Object.keys(defaultConfig) as Array<keyof WidgetConfig>) {
    const value = checkValue(key, values[key]);
    if (value !== undefined) safe[key] = value;
  }
  return safe as Partial<WidgetConfig>;
}
