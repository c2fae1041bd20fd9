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
  /** The CSP directives the site allows its origin in (scripts/site-csp.ts). */
  csp?: CspDirective | readonly CspDirective[];
  /** False when the WordPress settings page has no field for it (derived or per widget). */
  setting?: false;
  /** For an `object` key set on the WordPress settings page: the fields it is printed from. */
  settings?: Readonly<Record<string, SettingField>>;
}

/** One key's descriptor: its rules and its uses. */
export type ConfigKeyDescriptor = ConfigKeyRules & ConfigKeyUses;

/** What the widgets run on: kept apart from `CONFIG_KEY_USES` so the embeds carry no label or help. */
export const CONFIG_KEYS = {
  api: {
    kind: "url",
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

/**
 * The service keys a page may still set from before the one `api` setting (one release): read by
 * nothing, each warned about once, naming `api` (docs/decisions/2026-12-07-one-api.md).
 */
export const RETIRED_CONFIG_KEYS = [
  "newsletterEndpoint",
  "contactEndpoint",
  "commentsEndpoint",
  "sheetsApiBase",
  "sheetsApiKey",
  "spreadsheetId",
  "docProxies",
  "driveImageUrl",
] as const;

/** The warning a page that still sets one of `RETIRED_CONFIG_KEYS` (or its attribute) gets. */
export const retiredKeyMessage = (name: string) =>
  `[marketing-widgets] "${name}" is no longer read: the widgets reach every service through one ` +
  `address, "api" (attribute api, default this page's /api). Remove "${name}"; see docs/embedding.md.`;

const BLOG = ["blog-list", "blog-post"] as const;
const CALENDAR = ["booking-button"] as const;

/** Who reads each key and how it is presented (WordPress, the site, the docs). */
export const CONFIG_KEY_USES = {
  api: {
    label: "API address",
    help: "The address of the company's widgets API, ending in /api (e.g. https://www.example.com/api). Left blank: this site's own /api.",
    fr: {
      label: "Adresse de l’API",
      help: "L’adresse de l’API des widgets de l’entreprise, finissant par /api (p. ex. https://www.example.com/api). Laissée vide : le /api de ce site.",
    },
    widgets: ["newsletter-signup", "contact-form", "blog-list", "blog-post"],
    env: "VITE_API",
    csp: ["connect", "img"],
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
    widgets: ["newsletter-signup", "contact-form", "blog-post", "booking-button"],
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
        help: "Whether a form can be sent without ticking the consent checkbox (it is shown only when a privacy policy page is set). Required, the booking button also loads none of the calendar's code and opens the booking page in a popup window.",
        fr: {
          label: "Consentement",
          help: "Si un formulaire peut être envoyé sans cocher la case de consentement (affichée seulement quand une page de politique de confidentialité est renseignée). Obligatoire, le bouton de réservation ne charge pas non plus le code du calendrier et ouvre la page de réservation dans une fenêtre.",
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
