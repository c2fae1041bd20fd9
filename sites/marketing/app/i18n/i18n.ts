// The site's own i18next instance (the widgets keep theirs): bundled catalogues, no detection, since
// the URL decides the language (English at the root, French under /fr/).
import i18next, { type TFunction } from "i18next";
import { siteCatalogs, type SiteNamespace } from "./catalogs";
import type { Language } from "./language";

export const siteI18n = i18next.createInstance();
void siteI18n.init({
  resources: siteCatalogs,
  lng: "en",
  fallbackLng: "en",
  supportedLngs: ["en", "fr"],
  ns: Object.keys(siteCatalogs.en),
  defaultNS: "common",
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Strings of one namespace in one language, outside React (head tags, the sitemap). */
export function siteT(lang: Language, namespace: SiteNamespace): TFunction {
  return siteI18n.getFixedT(lang, namespace);
}
