// The site's language: one i18next instance (the widgets' getI18n()), the spec's detection order,
// English in the prerendered HTML and the detected language right after hydration.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { detectLanguage, getI18n, matchLanguage, type Language } from "@marketing/widgets";

/** spec §9: the preference is stored under this local storage key. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
/** The query parameter that selects and shows the language. */
export const LANGUAGE_QUERY = "lang";

export type SiteCatalogs = Record<Language, Record<string, unknown>>;

interface SiteLanguageValue {
  lang: Language;
  chooseLanguage: (lang: Language) => void;
}

const SiteLanguageContext = createContext<SiteLanguageValue>({
  lang: "en",
  chooseLanguage: () => {},
});

function storePreference(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled (privacy mode): the query parameter still carries the choice.
  }
}

const subscribeNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** Holds the language for the whole site and keeps `<html lang>` and i18next in step with it. */
export function SiteLanguageProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The prerendered HTML is English: hydrate in English (server snapshot), then switch at once to
  // the detected language in the render that follows hydration (client snapshot).
  const hydrated = useSyncExternalStore(subscribeNothing, onClient, onServer);
  const [chosen, setChosen] = useState<Language>();
  const queryLang = matchLanguage(new URLSearchParams(location.search).get(LANGUAGE_QUERY));
  const lang: Language = hydrated ? (queryLang ?? chosen ?? detectLanguage()) : "en";

  // A link carrying ?lang= (an hreflang alternate, a shared URL) is a choice too: remember it.
  useEffect(() => {
    if (queryLang) storePreference(queryLang);
  }, [queryLang]);

  useEffect(() => {
    document.documentElement.lang = lang;
    void getI18n().changeLanguage(lang);
  }, [lang]);

  const chooseLanguage = useCallback(
    (next: Language) => {
      storePreference(next);
      setChosen(next);
      const params = new URLSearchParams(location.search);
      params.set(LANGUAGE_QUERY, next);
      // spec §4: the address gets ?lang= without a reload; same path, same hash, no new entry.
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [location.pathname, location.search, location.hash, navigate],
  );

  const value = useMemo(() => ({ lang, chooseLanguage }), [lang, chooseLanguage]);
  return (
    <I18nextProvider i18n={getI18n()}>
      <SiteLanguageContext.Provider value={value}>{children}</SiteLanguageContext.Provider>
    </I18nextProvider>
  );
}

export function useSiteLanguage(): SiteLanguageValue {
  return useContext(SiteLanguageContext);
}

/** The site's namespaces are prefixed so they never merge into a widget's (both have "contact"). */
const siteNamespace = (name: string) => `site-${name}`;

/** Adds a namespace of the site's catalogues to the shared instance once. */
export function registerSiteCatalogs(name: string, catalogs: SiteCatalogs): void {
  const namespace = siteNamespace(name);
  const i18n = getI18n();
  for (const lng of Object.keys(catalogs) as Language[]) {
    if (!i18n.hasResourceBundle(lng, namespace)) {
      i18n.addResourceBundle(lng, namespace, catalogs[lng], true, true);
    }
  }
}

/** The site's strings of one namespace in the site's current language. */
export function useSiteTranslation(name: string, catalogs: SiteCatalogs) {
  registerSiteCatalogs(name, catalogs);
  const { lang } = useSiteLanguage();
  return useTranslation(siteNamespace(name), { lng: lang, useSuspense: false });
}

/** The localized page title once the language is known (the prerendered one is English). */
export function useLocalizedTitle(title: string): void {
  const { lang } = useSiteLanguage();
  useEffect(() => {
    document.title = title;
  }, [title, lang]);
}
