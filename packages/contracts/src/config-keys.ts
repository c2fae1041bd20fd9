// Every key of the widgets' page configuration, described once, in two tables with the same keys:
// its rules (`CONFIG_KEYS`, which the embeds carry) and its uses (`CONFIG_KEY_USES`: labels, readers,
// build variable, CSP directive). The widgets' resolver (packages/widgets/src/core/config.ts)
// checks values by `kind`; the WordPress plugin's build writes its settings from this table (kinds,
// markers, choices, labels and help in English and French); the site's environment variables
// (sites/marketing/app) and its CSP (scripts/site-csp.ts) are tested against it. A new key: one entry
// in each table here, its default in packages/widgets/src/core/config.ts, and the widget
// declarations that take it as an attribute (docs/contributing.md, "Adding a configuration key").

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

/** Words shown in both languages, English then French (the WordPress plugin's build writes the French into its translations). */
export type Bilingual = readonly [en: string, fr: string];

/** How a setting is presented: its name and help in English, then in French. */
export interface SettingWords {
  /** The setting's name and help, in English (the WordPress settings page shows them, translated). */
  label: string;
  help: string;
  fr: { label: string; help: string };
  /** For a drop-down: each value's words, the default's under "" (WordPress's settings page). */
  choiceLabels?: Readonly<Record<string, Bilingual>>;
}

/** A WordPress setting that is not itself a key: a field an `object` key is printed from. */
export interface SettingField extends SettingWords {
  /** `https`: an https: address only. */
  kind: ConfigKind | "https";
  choices?: readonly string[];
  placeholder?: string;
}

/** A key's readers and presentation. */
export interface ConfigKeyUses extends SettingWords {
  /** The tags of the widgets that read it, or every widget (a test compares them with the declarations). */
  widgets: readonly string[] | "every";
  /** The site's build variable that sets it (sites/marketing/app/config.ts). */
  env?: `VITE_${string}`;
  /** The CSP directive the site allows its origin in (scripts/site-csp.ts). */
  csp?: CspDirective;
  /** False when the WordPress settings page has no field for it (derived or per widget). */
  setting?: false;
  /** For an `object` key set on the WordPress settings page: the fields it is printed from. */
  settings?: Readonly<Record<string, SettingField>>;
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
    fr: {
      label: "Adresse de la lettre d’information",
      help: "L’application web Apps Script qui reçoit les inscriptions.",
    },
    widgets: ["newsletter-signup"],
    env: "VITE_NEWSLETTER_ENDPOINT",
    csp: "connect",
  },
  contactEndpoint: {
    label: "Contact endpoint",
    help: "The automation webhook that receives contact messages.",
    fr: {
      label: "Adresse du formulaire de contact",
      help: "Le webhook d’automatisation qui reçoit les messages de contact.",
    },
    widgets: ["contact-form"],
    env: "VITE_CONTACT_ENDPOINT",
    csp: "connect",
  },
  commentsEndpoint: {
    label: "Comments endpoint",
    help: 'Where new comments are posted; "none" only logs them for adding by hand.',
    fr: {
      label: "Adresse des commentaires",
      help: "Où les nouveaux commentaires sont envoyés ; « none » les consigne seulement pour un ajout à la main.",
    },
    widgets: ["blog-post"],
    env: "VITE_COMMENTS_ENDPOINT",
    csp: "connect",
  },
  sheetsApiBase: {
    label: "Sheets API address",
    help: "The base address of the Google Sheets API.",
    fr: { label: "Adresse de l’API Sheets", help: "L’adresse de base de l’API Google Sheets." },
    widgets: BLOG,
    env: "VITE_SHEETS_API_BASE",
    csp: "connect",
  },
  sheetsApiKey: {
    label: "Sheets API key",
    help: "A browser key restricted to the Sheets API and your site: it is visible in the page.",
    fr: {
      label: "Clé de l’API Sheets",
      help: "Une clé de navigateur limitée à l’API Sheets et à votre site : elle est visible dans la page.",
    },
    widgets: BLOG,
    env: "VITE_SHEETS_API_KEY",
  },
  spreadsheetId: {
    label: "Spreadsheet ID",
    help: "The spreadsheet holding the posts and the comments.",
    fr: {
      label: "ID de la feuille de calcul",
      help: "La feuille de calcul qui contient les articles et les commentaires.",
    },
    widgets: BLOG,
    env: "VITE_SPREADSHEET_ID",
  },
  docProxies: {
    label: "Document proxies",
    help: "One address per line, tried in turn for published documents; {url} marks the document address.",
    fr: {
      label: "Proxys des documents",
      help: "Une adresse par ligne, essayées tour à tour pour les documents publiés ; {url} marque l’adresse du document.",
    },
    widgets: ["blog-post"],
    env: "VITE_DOC_PROXIES",
    csp: "connect",
  },
  driveImageUrl: {
    label: "Drive image address",
    help: "The image address of a Drive file; {id} marks the file ID.",
    fr: {
      label: "Adresse des images Drive",
      help: "L’adresse de l’image d’un fichier Drive ; {id} marque l’ID du fichier.",
    },
    widgets: BLOG,
    env: "VITE_DRIVE_IMAGE_URL",
    csp: "img",
  },
  calendarUrl: {
    label: "Booking page",
    help: "The booking page of your calendar provider.",
    fr: { label: "Page de réservation", help: "La page de réservation de votre agenda en ligne." },
    widgets: CALENDAR,
    env: "VITE_CALENDAR_URL",
    csp: "frame",
  },
  calendarScriptUrl: {
    label: "Calendar script",
    help: "The calendar provider's widget script.",
    fr: { label: "Script de l’agenda", help: "Le script du widget de l’agenda en ligne." },
    widgets: CALENDAR,
    csp: "script",
  },
  calendarStylesheetUrl: {
    label: "Calendar stylesheet",
    help: "The calendar provider's widget stylesheet.",
    fr: {
      label: "Feuille de style de l’agenda",
      help: "La feuille de style du widget de l’agenda en ligne.",
    },
    widgets: CALENDAR,
    csp: "style",
  },
  contactEmail: {
    label: "Contact email",
    help: "The address offered when a message cannot be sent.",
    fr: {
      label: "E-mail de contact",
      help: "L’adresse proposée quand un message ne peut pas être envoyé.",
    },
    // The newsletter's fallback (widgets.js, when its code cannot load) links to it too.
    widgets: ["contact-form", "newsletter-signup"],
    env: "VITE_CONTACT_EMAIL",
  },
  contactUrl: {
    label: "Contact page",
    help: "Where calls to action lead: an address or a path on this site.",
    fr: {
      label: "Page de contact",
      help: "Où mènent les appels à l’action : une adresse ou un chemin sur ce site.",
    },
    widgets: ["pricing-table"],
  },
  blogUrl: {
    label: "Blog address",
    help: "Where blog posts live: a post is at this address followed by its slug.",
    fr: {
      label: "Adresse du blog",
      help: "Où se trouvent les articles : un article est à cette adresse suivie de son slug.",
    },
    widgets: BLOG,
  },
  allowedScriptOrigins: {
    label: "Allowed script origins",
    help: "Origins besides the calendar provider's own from which its script and stylesheet may load; derived from the calendar addresses.",
    fr: {
      label: "Origines de script autorisées",
      help: "Origines, outre celle de l’agenda en ligne, d’où son script et sa feuille de style peuvent se charger ; déduites des adresses de l’agenda.",
    },
    widgets: CALENDAR,
    setting: false,
  },
  blogLanguages: {
    label: "Blog languages",
    help: "Which posts a blog list shows: same (the list's language only) or all (its own first).",
    fr: {
      label: "Langues du blog",
      help: "Les articles qu’une liste affiche : same (ceux de sa langue seulement) ou all (les siens d’abord).",
    },
    widgets: ["blog-list"],
    setting: false,
  },
  theme: {
    label: "Widgets' theme",
    help: "Light, dark, or following the visitor's system (and a dark or light class your theme sets on the page). A block or shortcode's own theme overrides it.",
    fr: {
      label: "Thème des widgets",
      help: "Clair, sombre, ou selon le système du visiteur (et la classe dark ou light que votre thème met sur la page). Le thème d’un bloc ou d’un shortcode l’emporte.",
    },
    widgets: "every",
    choiceLabels: {
      "": ["Light (default)", "Clair (par défaut)"],
      dark: ["Dark on every page", "Sombre sur toutes les pages"],
      auto: [
        "The visitor's system setting, or the page's dark or light class",
        "Le réglage système du visiteur, ou la classe dark ou light de la page",
      ],
    },
  },
  analytics: {
    label: "Analytics",
    help: "For Google Tag Manager or Google Analytics 4: the widgets push sign-ups, leads and chosen plans to the page's dataLayer, never an email or anything a visitor typed.",
    fr: {
      label: "Mesure d’audience",
      help: "Pour Google Tag Manager ou Google Analytics 4 : les widgets envoient les inscriptions, les demandes de contact et les offres choisies au dataLayer de la page, jamais une adresse e-mail ni ce qu’un visiteur a saisi.",
    },
    widgets: ["newsletter-signup", "contact-form", "pricing-table", "booking-button"],
    choiceLabels: {
      "": ["Off (default)", "Désactivée (par défaut)"],
      dataLayer: ["Push events to dataLayer", "Envoyer les événements au dataLayer"],
    },
  },
  strings: {
    label: "Their words",
    help: 'Catalogue strings overridden per language and widget: {"fr": {"newsletter-signup": {"submit": "Je m\'abonne"}}}. The keys each widget takes are listed in custom-elements.json and docs/embedding.md.',
    fr: {
      label: "Vos mots",
      help: 'Textes des catalogues remplacés par langue et par widget : {"fr": {"newsletter-signup": {"submit": "Je m’abonne"}}}. Les clés de chaque widget sont listées dans custom-elements.json et docs/embedding.md.',
    },
    widgets: "every",
    setting: false,
  },
  consent: {
    label: "Consent",
    help: 'A consent checkbox on the forms, linking to the privacy page: {"privacyUrl": "https://…", "required": true}.',
    fr: {
      label: "Consentement",
      help: 'Une case de consentement sur les formulaires, renvoyant à la page de confidentialité : {"privacyUrl": "https://…", "required": true}.',
    },
    widgets: ["newsletter-signup", "contact-form", "blog-post"],
    settings: {
      consentPrivacyUrl: {
        kind: "https",
        label: "Privacy policy page",
        help: "An https:// address. When set, the newsletter, the contact form and the comment form show a consent checkbox whose sentence links to it; each submission records the sentence and when it was ticked.",
        fr: {
          label: "Page de politique de confidentialité",
          help: "Une adresse https://. Renseignée, la lettre d’information, le formulaire de contact et celui des commentaires affichent une case de consentement dont la phrase y renvoie ; chaque envoi enregistre la phrase et le moment où elle a été cochée.",
        },
      },
      consentRequired: {
        kind: "choice",
        choices: ["required"],
        label: "Consent",
        help: "Whether a form can be sent without ticking the consent checkbox (it is shown only when a privacy policy page is set).",
        fr: {
          label: "Consentement",
          help: "Si un formulaire peut être envoyé sans cocher la case de consentement (affichée seulement quand une page de politique de confidentialité est renseignée).",
        },
        choiceLabels: {
          "": ["Optional (default)", "Facultatif (par défaut)"],
          required: ["Required to send a form", "Obligatoire pour envoyer un formulaire"],
        },
      },
    },
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

/**
 * The WordPress settings page's fields, in order: every key with a setting, then the fields the
 * `object` keys are printed from (the plugin's build writes them as PHP, scripts/config-keys-php.ts).
 */
export function wordpressSettingFields(): Array<[name: string, field: SettingField]> {
  const keys = CONFIG_KEY_NAMES.map((key) => [key, describeConfigKey(key)] as const);
  return [
    ...keys.filter(([, d]) => d.setting !== false && !d.settings),
    ...keys.flatMap(([, d]) => Object.entries(d.settings ?? {})),
  ] as Array<[string, SettingField]>;
}
