import { TAGS } from "@marketing/e2e/widgets";
// What every route must show, in both languages, read from the site's own catalogues.
import commonEn from "../app/locales/en/common.json" with { type: "json" };
import commonFr from "../app/locales/fr/common.json" with { type: "json" };
import homeEn from "../app/locales/en/home.json" with { type: "json" };
import homeFr from "../app/locales/fr/home.json" with { type: "json" };
import aboutEn from "../app/locales/en/about.json" with { type: "json" };
import aboutFr from "../app/locales/fr/about.json" with { type: "json" };
import productsEn from "../app/locales/en/products.json" with { type: "json" };
import productsFr from "../app/locales/fr/products.json" with { type: "json" };
import servicesEn from "../app/locales/en/services.json" with { type: "json" };
import servicesFr from "../app/locales/fr/services.json" with { type: "json" };
import solutionsEn from "../app/locales/en/solutions.json" with { type: "json" };
import solutionsFr from "../app/locales/fr/solutions.json" with { type: "json" };
import analyticsEn from "../app/locales/en/analytics.json" with { type: "json" };
import analyticsFr from "../app/locales/fr/analytics.json" with { type: "json" };
import pricingEn from "../app/locales/en/pricing.json" with { type: "json" };
import pricingFr from "../app/locales/fr/pricing.json" with { type: "json" };
import contactEn from "../app/locales/en/contact.json" with { type: "json" };
import contactFr from "../app/locales/fr/contact.json" with { type: "json" };
import blogEn from "../app/locales/en/blog.json" with { type: "json" };
import blogFr from "../app/locales/fr/blog.json" with { type: "json" };

export type Lang = "en" | "fr";
export const common = { en: commonEn, fr: commonFr };

/** The booking widget's label (its own catalogue). */
export const bookCall = {
  en: "Book a free strategy call",
  fr: "Réserver un appel stratégique gratuit",
};

export interface RouteExpectation {
  path: string;
  /** The page's head: `meta.title` and `meta.description` of its namespace. */
  meta: Record<Lang, { title: string; description: string }>;
  /** The main heading. */
  heading: Record<Lang, string>;
  /** A sentence of the page's text, present in the prerendered HTML. */
  text: Record<Lang, string>;
  /** A call to action: a link (name and target) or a button (name). */
  cta: Record<Lang, { link: string; href: string } | { button: string }>;
  /** The header link marked as the current page, if the route has one. */
  activeNav?: keyof typeof commonEn.nav;
}

const link = (en: string, fr: string, href: string) => ({
  en: { link: en, href },
  fr: { link: fr, href },
});
const both = <T>(en: T, fr: T) => ({ en, fr });

export const routes: RouteExpectation[] = [
  {
    path: "/",
    meta: both(homeEn.meta, homeFr.meta),
    heading: both(homeEn.hero.title, homeFr.hero.title),
    text: both(homeEn.hero.lead, homeFr.hero.lead),
    cta: link(homeEn.hero.explore, homeFr.hero.explore, "/products"),
    activeNav: "home",
  },
  {
    path: "/about",
    meta: both(aboutEn.meta, aboutFr.meta),
    heading: both(aboutEn.hero.title, aboutFr.hero.title),
    text: both(aboutEn.story.p1, aboutFr.story.p1),
    cta: both({ button: bookCall.en }, { button: bookCall.fr }),
    activeNav: "about",
  },
  {
    path: "/products",
    meta: both(productsEn.meta, productsFr.meta),
    heading: both(productsEn.hero.title, productsFr.hero.title),
    text: both(productsEn.features.wordpress.text, productsFr.features.wordpress.text),
    cta: link(commonEn.cta.demo, commonFr.cta.demo, "/contact"),
    activeNav: "products",
  },
  {
    path: "/services",
    meta: both(servicesEn.meta, servicesFr.meta),
    heading: both(servicesEn.hero.title, servicesFr.hero.title),
    text: both(servicesEn.process.discovery.text, servicesFr.process.discovery.text),
    cta: both({ button: bookCall.en }, { button: bookCall.fr }),
    activeNav: "services",
  },
  {
    path: "/solutions",
    meta: both(solutionsEn.meta, solutionsFr.meta),
    heading: both(solutionsEn.hero.title, solutionsFr.hero.title),
    text: both(solutionsEn.analytics.text, solutionsFr.analytics.text),
    cta: link(solutionsEn.content.link, solutionsFr.content.link, "/products"),
  },
  {
    path: "/industrial-analytics",
    meta: both(analyticsEn.meta, analyticsFr.meta),
    heading: both(analyticsEn.hero.title, analyticsFr.hero.title),
    text: both(analyticsEn.features.faults.text, analyticsFr.features.faults.text),
    cta: link(commonEn.cta.pricing, commonFr.cta.pricing, "/pricing"),
  },
  {
    path: "/pricing",
    meta: both(pricingEn.meta, pricingFr.meta),
    heading: both(pricingEn.hero.title, pricingFr.hero.title),
    text: both(pricingEn.hero.lead, pricingFr.hero.lead),
    cta: link(pricingEn.faq.contactLink, pricingFr.faq.contactLink, "/contact"),
  },
  {
    path: "/contact",
    meta: both(contactEn.meta, contactFr.meta),
    heading: both(contactEn.hero.title, contactFr.hero.title),
    text: both(contactEn.response.note, contactFr.response.note),
    cta: both({ button: "Send message" }, { button: "Envoyer le message" }),
    activeNav: "contact",
  },
  {
    path: "/blog",
    meta: both(blogEn.meta, blogFr.meta),
    heading: both(blogEn.hero.title, blogFr.hero.title),
    text: both(blogEn.hero.lead, blogFr.hero.lead),
    cta: both({ button: "Subscribe" }, { button: "S'abonner" }),
    activeNav: "blog",
  },
];

/** A fixture post (packages/local-services/fixtures/posts.json), prerendered at build time. */
export const post = {
  path: "/blog/eeat-ai-assisted-articles",
  title: "E-E-A-T in practice: how we make AI-assisted articles earn trust",
  summary: "Search quality guidelines do not ban AI-written text",
};

/** A page's URL in a language: English at the root, French under /fr/. */
export const localized = (path: string, lang: Lang) =>
  lang === "en" ? path : path === "/" ? "/fr/" : `/fr${path}`;

/** Two fixture posts for the no-JavaScript walk (one written in each language). */
export const posts = [
  post,
  {
    path: "/blog/tableaux-de-bord-kpi-performance-energetique",
    title: "Tableaux de bord KPI : mesurer la performance énergétique d'un site industriel",
    summary: "",
  },
];

/** The library's elements, as the site's pages may show them. */
export const WIDGET_TAGS = TAGS;

export { untilWidgetsLive } from "@marketing/e2e/widgets";
