// Every catalogue of the site, bundled: one namespace per page plus `common` (layout, 404, errors).
import aboutEn from "../locales/en/about.json";
import analyticsEn from "../locales/en/analytics.json";
import blogEn from "../locales/en/blog.json";
import commentsEn from "../locales/en/comments.json";
import commonEn from "../locales/en/common.json";
import contactEn from "../locales/en/contact.json";
import homeEn from "../locales/en/home.json";
import newsletterEn from "../locales/en/newsletter.json";
import pricingEn from "../locales/en/pricing.json";
import productsEn from "../locales/en/products.json";
import servicesEn from "../locales/en/services.json";
import solutionsEn from "../locales/en/solutions.json";
import aboutFr from "../locales/fr/about.json";
import analyticsFr from "../locales/fr/analytics.json";
import blogFr from "../locales/fr/blog.json";
import commentsFr from "../locales/fr/comments.json";
import commonFr from "../locales/fr/common.json";
import contactFr from "../locales/fr/contact.json";
import homeFr from "../locales/fr/home.json";
import newsletterFr from "../locales/fr/newsletter.json";
import pricingFr from "../locales/fr/pricing.json";
import productsFr from "../locales/fr/products.json";
import servicesFr from "../locales/fr/services.json";
import solutionsFr from "../locales/fr/solutions.json";

export const siteCatalogs = {
  en: {
    about: aboutEn,
    analytics: analyticsEn,
    blog: blogEn,
    comments: commentsEn,
    common: commonEn,
    contact: contactEn,
    home: homeEn,
    newsletter: newsletterEn,
    pricing: pricingEn,
    products: productsEn,
    services: servicesEn,
    solutions: solutionsEn,
  },
  fr: {
    about: aboutFr,
    analytics: analyticsFr,
    blog: blogFr,
    comments: commentsFr,
    common: commonFr,
    contact: contactFr,
    home: homeFr,
    newsletter: newsletterFr,
    pricing: pricingFr,
    products: productsFr,
    services: servicesFr,
    solutions: solutionsFr,
  },
};

export type SiteNamespace = keyof (typeof siteCatalogs)["en"];
