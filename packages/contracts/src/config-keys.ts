// Every key of the widgets' page configuration, described once, in two tables with the same keys:
// its rules (`CONFIG_KEYS`, which the embeds carry) and its uses (`CONFIG_KEY_USES`: labels, readers,
// build variable, CSP directive). The widgets' resolver (packages/widgets/src/core/config.ts)
// checks values by `kind`; the WordPress settings
// (includes/config.php, settings.php), the site's environment variables (sites/marketing/app) and
// its CSP (scripts/site-csp.ts) are tested against this table. A new key: one entry in each table here, its
// default in packages/widgets/src/core/config.ts, and the widget declarations that take it as an
// attribute (README, "Adding a configuration key").

/**
 * What a key holds, and so how every reader validates it:
 * - `url`: https:, or http: on the loopback (the local services);
 * - `url-or-none`: a url or `none`;
 * - `urls`: a list of urls (one per line in WordPress, comma-separated in the site's environment);
 * - `origins`: a list of origins (derived in WordPress and the site, never typed in);
 * - `link`: a url or a path on the host site;
 * - `email`;
 * - `token`: letters, digits, `-` and `_`;
 * - `choice`: one of `choices`;
 * - `object`: a JSON object with its own check in the widgets (`strings`: core/strings.ts,
 *   `consent`: core/consentSetting.ts), each refused part warned about by name.
 */
export type ConfigKind =
  "url" | "url-or-none" | "urls" | "origins" | "link" | "email" | "token" | "choice" | "object";

/** The CSP directive a key's origin must be allowed in, on a page that uses it. */
export type CspDirective = "connect" | "img" | "frame" | "script" | "style";

/** A key's rules: what every reader validates it by. */
export interface ConfigKeyRules {
  kind: ConfigKind;
  /** For `choice`: the accepted values (blank, the default, is always accepted). */
  choices?: readonly string[];
  /** A marker a template value must contain (`{id}`, `{url}`). */
  placeholder?: string;
  /** Its default is on the local services (`localServiceEndpoints`): moved off-machine when unset. */
  localDefault?: true;
}

/** A key's readers and presentation. */
export interface ConfigKeyUses {
  /** The setting's name and help, in English (the WordPress settings page shows the same, translated). */
  label: string;
  help: string;
  /** The tags of the widgets that read it, or every widget (a test compares them with the declarations). */
  widgets: readonly string[] | "every";
  /** The site's build variable that sets it (sites/marketing/app/config.ts). */
  env?: `VITE_${string}`;
  /** The CSP directive the site allows its origin in (scripts/site-csp.ts). */
  csp?: CspDirective;
  /** False when the WordPress settings page has no field for it (derived or per widget). */
  setting?: false;
  /** For an `object` key set on the WordPress settings page: the fields it is printed from. */
  settings?: readonly string[];
}

/** One key's descriptor: its rules and its uses. */
export type ConfigKeyDescriptor = ConfigKeyRules & ConfigKeyUses;

/** What the widgets run on: kept apart from `CONFIG_KEY_USES` so the embeds carry no label or help. */
export const CONFIG_KEYS = {
  newsletterEndpoint: {
    kind: "url",
    localDefault: true,
  },
  contactEndpoint: {
    kind: "url",
    localDefault: true,
  },
  commentsEndpoint: {
    kind: "url-or-none",
    localDefault: true,
  },
  sheetsApiBase: {
    kind: "url",
    localDefault: true,
  },
  sheetsApiKey: {
    kind: "token",
    localDefault: true,
  },
  spreadsheetId: {
    kind: "token",
    localDefault: true,
  },
  docProxies: {
    kind: "urls",
    placeholder: "{url}",
    localDefault: true,
  },
  driveImageUrl: {
    kind: "url",
    placeholder: "{id}",
    localDefault: true,
  },
  calendarUrl: {
    kind: "url",
  },
  calendarScriptUrl: {
    kind: "url",
  },
  calendarStylesheetUrl: {
    kind: "url",
  },
  contactEmail: {
    kind: "email",
  },
  contactUrl: {
    kind: "link",
  },
  blogUrl: {
    kind: "link",
  },
  allowedScriptOrigins: {
    kind: "origins",
  },
  blogLanguages: {
    kind: "choice",
    choices: ["same", "all"],
  },
  theme: {
    kind: "choice",
    choices: ["light", "dark", "auto"],
  },
  analytics: {
    kind: "choice",
    choices: ["dataLayer"],
  },
  strings: {
    kind: "object",
  },
  consent: {
    kind: "object",
  },
} as const satisfies Record<string, ConfigKeyRules>;

export type ConfigKey = keyof typeof CONFIG_KEYS;

const BLOG = ["blog-list", "blog-post"] as const;
const CALENDAR = ["booking-button"] as const;

/** Who reads each key and how it is presented (WordPress, the site, the docs). */
export const CONFIG_KEY_USES = {
  newsletterEndpoint: {
    label: "Newsletter endpoint",
    help: "The Apps Script web app that receives subscriptions.",
    widgets: ["newsletter-signup"],
    env: "VITE_NEWSLETTER_ENDPOINT",
    csp: "connect",
  },
  contactEndpoint: {
    label: "Contact endpoint",
    help: "The automation webhook that receives contact messages.",
    widgets: ["contact-form"],
    env: "VITE_CONTACT_ENDPOINT",
    csp: "connect",
  },
  commentsEndpoint: {
    label: "Comments endpoint",
    help: 'Where new comments are posted; "none" only logs them for adding by hand.',
    widgets: ["blog-post"],
    env: "VITE_COMMENTS_ENDPOINT",
    csp: "connect",
  },
  sheetsApiBase: {
    label: "Sheets API address",
    help: "The base address of the Google Sheets API.",
    widgets: BLOG,
    env: "VITE_SHEETS_API_BASE",
    csp: "connect",
  },
  sheetsApiKey: {
    label: "Sheets API key",
    help: "A browser key restricted to the Sheets API and your site: it is visible in the page.",
    widgets: BLOG,
    env: "VITE_SHEETS_API_KEY",
  },
  spreadsheetId: {
    label: "Spreadsheet ID",
    help: "The spreadsheet holding the posts and the comments.",
    widgets: BLOG,
    env: "VITE_SPREADSHEET_ID",
  },
  docProxies: {
    label: "Document proxies",
    help: "One address per line, tried in turn for published documents; {url} marks the document address.",
    widgets: ["blog-post"],
    env: "VITE_DOC_PROXIES",
    csp: "connect",
  },
  driveImageUrl: {
    label: "Drive image address",
    help: "The image address of a Drive file; {id} marks the file ID.",
    widgets: BLOG,
    env: "VITE_DRIVE_IMAGE_URL",
    csp: "img",
  },
  calendarUrl: {
    label: "Booking page",
    help: "The booking page of your calendar provider.",
    widgets: CALENDAR,
    env: "VITE_CALENDAR_URL",
    csp: "frame",
  },
  calendarScriptUrl: {
    label: "Calendar script",
    help: "The calendar provider's widget script.",
    widgets: CALENDAR,
    csp: "script",
  },
  calendarStylesheetUrl: {
    label: "Calendar stylesheet",
    help: "The calendar provider's widget stylesheet.",
    widgets: CALENDAR,
    csp: "style",
  },
  contactEmail: {
    label: "Contact email",
    help: "The address offered when a message cannot be sent.",
    // The newsletter's fallback (widgets.js, when its code cannot load) links to it too.
    widgets: ["contact-form", "newsletter-signup"],
    env: "VITE_CONTACT_EMAIL",
  },
  contactUrl: {
    label: "Contact page",
    help: "Where calls to action lead: an address or a path on this site.",
    widgets: ["pricing-table"],
  },
  blogUrl: {
    label: "Blog address",
    help: "Where blog posts live: a post is at this address followed by its slug.",
    widgets: BLOG,
  },
  allowedScriptOrigins: {
    label: "Allowed script origins",
    help: "Origins besides the calendar provider's own from which its script and stylesheet may load; derived from the calendar addresses.",
    widgets: CALENDAR,
    setting: false,
  },
  blogLanguages: {
    label: "Blog languages",
    help: "Which posts a blog list shows: same (the list's language only) or all (its own first).",
    widgets: ["blog-list"],
    setting: false,
  },
  theme: {
    label: "Widgets' theme",
    help: "Light, dark, or following the visitor's system (and a dark or light class your theme sets on the page). A block or shortcode's own theme overrides it.",
    widgets: "every",
  },
  analytics: {
    label: "Analytics",
    help: "For Google Tag Manager or Google Analytics 4: the widgets push sign-ups, leads and chosen plans to the page's dataLayer, never an email or anything a visitor typed.",
    widgets: ["newsletter-signup", "contact-form", "pricing-table", "booking-button"],
  },
  strings: {
    label: "Their words",
    help: 'Catalogue strings overridden per language and widget: {"fr": {"newsletter-signup": {"submit": "Je m\'abonne"}}}. The keys each widget takes are listed in custom-elements.json and docs/embedding.md.',
    widgets: "every",
    setting: false,
  },
  consent: {
    label: "Consent",
    help: 'A consent checkbox on the forms, linking to the privacy page: {"privacyUrl": "https://…", "required": true}.',
    widgets: ["newsletter-signup", "contact-form", "blog-post"],
    settings: ["consentPrivacyUrl", "consentRequired"],
  },
} as const satisfies Record<ConfigKey, ConfigKeyUses>;

/** The keys, in the table's order. */
export const CONFIG_KEY_NAMES = Object.keys(CONFIG_KEYS) as ConfigKey[];

/** The keys whose rules match `test` (what the widgets' resolver reads). */
export function configKeysWhere(test: (rules: ConfigKeyRules) => boolean): ConfigKey[] {
  return CONFIG_KEY_NAMES.filter((key) => test(CONFIG_KEYS[key]));
}

/** One key's whole descriptor (for tooling and docs; the embeds read `CONFIG_KEYS` only). */
export function describeConfigKey(key: ConfigKey): ConfigKeyDescriptor {
  return { ...CONFIG_KEYS[key], ...CONFIG_KEY_USES[key] };
}
