// Company facts the specification leaves unknown. Every value marked PLACEHOLDER must be replaced
// with the real one before launch; the page wording itself lives in app/locales/{en,fr}/*.json.

export const company = {
  /** PLACEHOLDER: the trading name. */
  name: "Northwind Labs",
  /** spec §1: founded in 2017. */
  founded: 2017,
  /** PLACEHOLDER: the public contact address (the contact form's fallback uses VITE_CONTACT_EMAIL). */
  email: "hello@example.com",
  /** PLACEHOLDER: the sales address. */
  salesEmail: "sales@example.com",
  /** PLACEHOLDER: the support address. */
  supportEmail: "support@example.com",
  /** PLACEHOLDER: the content product's own site (the /products page links out to it). */
  productUrl: "https://product.example.com",
  /** PLACEHOLDER: the content product's name. */
  productName: "Northwind Write",
} as const;

export interface Founder {
  /** PLACEHOLDER: name. */
  name: string;
  /** Key of the founder's role and biography in the about catalogue. */
  key: "founder1" | "founder2";
  /** Initials shown in the avatar (no photo: no external image, no layout shift). */
  initials: string;
}

/** spec §1: two founders, described on the About page. PLACEHOLDER names. */
export const founders: readonly Founder[] = [
  { name: "Alex Morgan", key: "founder1", initials: "AM" },
  { name: "Kertu Tamm", key: "founder2", initials: "KT" },
];

export interface Office {
  /** Key of the office's title in the contact catalogue. */
  key: "uk" | "estonia";
  /** PLACEHOLDER: postal address lines; the country line is the contact catalogue's `offices.country`. */
  address: readonly string[];
  /** PLACEHOLDER: phone number, in international format. */
  phone: string;
  /** PLACEHOLDER: messaging line (WhatsApp or similar), in international format. */
  messaging: string;
}

/** spec §2: two offices, UK and Estonia, each with a phone and a messaging line (values not shown). */
export const offices: readonly Office[] = [
  {
    key: "uk",
    address: ["1 Example Street", "London EC1A 0AA"],
    phone: "+44 20 0000 0000",
    messaging: "+44 7000 000000",
  },
  {
    key: "estonia",
    address: ["Näidise 1", "10111 Tallinn"],
    phone: "+372 600 0000",
    messaging: "+372 5000 0000",
  },
];

/** PLACEHOLDER: client names, shown as text wordmarks (no external images). */
export const clientLogos: readonly string[] = [
  "Baltic Foundry",
  "Meridian Foods",
  "Harbour Logistics",
  "Ostra Energy",
  "Kiln & Co",
  "Vantage Retail",
];

export interface SocialLink {
  label: string;
  /** PLACEHOLDER: profile URL. */
  href: string;
}

/** PLACEHOLDER: social profiles. */
export const socialLinks: readonly SocialLink[] = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/example" },
  { label: "X", href: "https://x.com/example" },
];

/** `tel:` href from a displayed number. */
export const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, "")}`;

/** Figures the pages show, formatted per language when shown. PLACEHOLDER values. */
export const figures = {
  /** spec §1: founded in 2017; years of experience shown as "7+". */
  yearsOfExperience: 7,
  projectsDelivered: 500,
  countriesServed: 15,
  /** How many times faster content production is. */
  speedFactor: 10,
  /** Average SEO score of generated articles, as a fraction. */
  averageSeoScore: 0.94,
  templates: 50,
} as const;
