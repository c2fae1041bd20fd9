import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { WidgetConfig } from "./config";
import type { Language } from "./language";

interface WidgetsContextValue {
  config?: Partial<WidgetConfig>;
  lang?: Language;
  fetch?: typeof globalThis.fetch;
}

const WidgetsContext = createContext<WidgetsContextValue>({});

export interface WidgetsProviderProps {
  /** Endpoints and addresses shared by every widget below. */
  config?: Partial<WidgetConfig>;
  /** The language of every widget below, unless a widget's own `lang` says otherwise. */
  lang?: Language;
  /** A fetch replacement (tests, instrumentation). */
  fetch?: typeof globalThis.fetch;
  children: ReactNode;
}

/** Shares configuration and language with the widgets of a React app (the site). */
export function WidgetsProvider({ config, lang, fetch, children }: WidgetsProviderProps) {
  const value = useMemo(() => ({ config, lang, fetch }), [config, lang, fetch]);
  return <WidgetsContext.Provider value={value}>{children}</WidgetsContext.Provider>;
}

export function useWidgetsContext(): WidgetsContextValue {
  return useContext(WidgetsContext);
}
