import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { useElementShadowRoot } from "./element";
import { baseCss } from "./tokens";
import { detectLanguage, matchLanguage, type Language } from "./language";
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

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adopts the CSS into the element's shadow root, when there is one and the
 * browser has constructable stylesheets. Adopted sheets are CSSOM, outside CSP's style-src, so the
 * embed needs no 'unsafe-inline'; one sheet object is shared by every instance of a widget.
 */
function adoptInto(root: ShadowRoot | null, css: string): boolean {
  if (!root || !("adoptedStyleSheets" in root) || typeof CSSStyleSheet !== "function") return false;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}

/** Every widget renders inside this: its styles, its language, its root class. */
export function WidgetRoot({ name, lang, styles, children }: WidgetRootProps) {
  const language = useResolvedLanguage(lang);
  const css = baseCss + styles;
  // Decided once per instance; the React API (light DOM) renders a <style>.
  const root = useElementShadowRoot();
  const [adopted] = useState(() => adoptInto(root, css));
  return (
    <LanguageContext.Provider value={language}>
      {!adopted && <style>{css}</style>}
      <div className={`mw-root mw-${name}`} lang={language} data-widget={name}>
        {children}
      </div>
    </LanguageContext.Provider>
  );
}

export function useWidgetLanguage(): Language {
  return useContext(LanguageContext);
}
