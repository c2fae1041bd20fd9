import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { KyInstance } from "ky";
import { createHttp } from "./http";
import { resolveConfig, type WidgetConfig } from "./config";
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

/** The resolved configuration: props, then the provider, then the page's JSON block, then defaults. */
export function useWidgetConfig(overrides?: Partial<WidgetConfig>): WidgetConfig {
  const { config } = useWidgetsContext();
  const key = JSON.stringify(overrides ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the serialized overrides
  return useMemo(() => resolveConfig(config, overrides), [config, key]);
}

/** The library's HTTP client for this tree. */
export function useHttp(): KyInstance {
  const { fetch } = useWidgetsContext();
  return useMemo(() => createHttp({ fetch }), [fetch]);
}
