// The site's language is its URL's: English at the root, French under /fr/. The switch navigates
// to the other language's URL (client-side, scroll and hash kept) and remembers the choice.
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { SiteNamespace } from "./catalogs";
import { siteI18n } from "./i18n";
import { LANGUAGE_QUERY, matchLanguage, rememberLanguage, type Language } from "./language";
import { languageOfPath, localizedPath } from "./paths";

interface SiteLanguageValue {
  lang: Language;
  chooseLanguage: (lang: Language) => void;
}

const SiteLanguageContext = createContext<SiteLanguageValue>({
  lang: "en",
  chooseLanguage: () => {},
});

/** Holds the URL's language for the whole site; follows `?lang=` on client-side navigations. */
export function SiteLanguageProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const lang = languageOfPath(pathname);
  const queryLang = matchLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY));

  const goTo = useCallback(
    (next: Language, replace: boolean) => {
      const params = new URLSearchParams(search);
      params.delete(LANGUAGE_QUERY);
      const rest = params.toString();
      void navigate(
        { pathname: localizedPath(pathname, next), search: rest ? `?${rest}` : "", hash },
        { replace, preventScrollReset: true },
      );
    },
    [navigate, pathname, search, hash],
  );

  // A link carrying ?lang= (a shared URL) is a choice: remember it, and show that language's URL.
  // Full page loads are handled by the head script before paint; this covers in-app links.
  useEffect(() => {
    if (!queryLang) return;
    rememberLanguage(queryLang);
    if (queryLang !== lang) goTo(queryLang, true);
  }, [queryLang, lang, goTo]);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const chooseLanguage = useCallback(
    (next: Language) => {
      rememberLanguage(next);
      if (next !== lang) goTo(next, false);
    },
    [lang, goTo],
  );

  const value = useMemo(() => ({ lang, chooseLanguage }), [lang, chooseLanguage]);
  return (
    <I18nextProvider i18n={siteI18n}>
      <SiteLanguageContext.Provider value={value}>{children}</SiteLanguageContext.Provider>
    </I18nextProvider>
  );
}

export function useSiteLanguage(): SiteLanguageValue {
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
