// The site's language is its URL's: English at the root, French under /fr/. Pages are rendered at
// build time only; the language switch is a link (see components/SiteLayout.tsx, browser/site.ts).
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { SiteNamespace } from "./catalogs";
import { siteI18n } from "./i18n";
import type { Language } from "./language";
import { languageOfPath, localizedPath } from "./paths";

const SiteLanguageContext = createContext<{ lang: Language }>({ lang: "en" });

/** Holds the URL's language for the whole page. */
export function SiteLanguageProvider({ children }: { children: ReactNode }) {
  const lang = languageOfPath(useLocation().pathname);
  return (
    <I18nextProvider i18n={siteI18n}>
      <SiteLanguageContext.Provider value={{ lang }}>{children}</SiteLanguageContext.Provider>
    </I18nextProvider>
  );
}

export function useSiteLanguage(): { lang: Language } {
  return useContext(SiteLanguageContext);
}

/** The site's strings of one namespace in the page's language. */
export function useSiteTranslation(namespace: SiteNamespace) {
  const { lang } = useSiteLanguage();
  return useTranslation(namespace, { lng: lang, useSuspense: false });
}

/** A link target in the page's language: "/about" on a French page is "/fr/about". */
export function useLocalizedPath(): (path: string) => string {
  const { lang } = useSiteLanguage();
  return useCallback((path: string) => localizedPath(path, lang), [lang]);
}
