import { createContext, useContext, useMemo, type ReactNode } from "react";
import { baseCss } from "./tokens";
import { detectLanguage } from "./i18n";
import { matchLanguage, type Language } from "./languages";
import { useWidgetsContext } from "./WidgetsProvider";

const LanguageContext = createContext<Language>("en");

export interface WidgetRootProps {
  /** Widget name, used for the root class (`mw-<name>`). */
  name: string;
  /** The widget's `lang` prop or attribute, if any. */
  lang?: string;
  /** The widget's own CSS, rendered next to the base styles (inside the shadow root for elements). */
  styles: string;
  children: ReactNode;
}

/** Resolves the widget's language once: own `lang`, then the provider's, then the spec's detection. */
function useResolvedLanguage(lang?: string): Language {
  const { lang: providerLang } = useWidgetsContext();
  const explicit = matchLanguage(lang) ?? providerLang;
  return useMemo(() => explicit ?? detectLanguage(), [explicit]);
}

/** Every widget renders inside this: its styles, its language, its root class. */
export function WidgetRoot({ name, lang, styles, children }: WidgetRootProps) {
  const language = useResolvedLanguage(lang);
  return (
    <LanguageContext.Provider value={language}>
      <style>{baseCss + styles}</style>
      <div className={`mw-root mw-${name}`} lang={language} data-widget={name}>
        {children}
      </div>
    </LanguageContext.Provider>
  );
}

export function useWidgetLanguage(): Language {
  return useContext(LanguageContext);
}
